/**
 * The workspace's contract template: anyone who may see documents reads it (with the placeholders it may use and
 * the default to start from); owners and admins change it or put the default back. A template that would print
 * a contract without its parties or signatures, or with a misspelt placeholder, is refused and nothing changes.
 */
import type { ModuleRoutes, ModuleServices } from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { issuesError } from '../../issueErrors';
import { CONTRACT_PLACEHOLDERS, validateContractTemplate } from './contractTemplate';
import { contractTemplateOf, resetContractTemplate, saveContractTemplate } from './contractTemplateStore';
import { DEFAULT_CONTRACT_TEMPLATE } from './defaultContractTemplate';

const TemplateBody = Type.Object({ template: Type.String() });

export function contractTemplateRoutes({ http, db, messages, permissions }: ModuleServices): ModuleRoutes {
  const { orm } = db;

  async function answer(workspaceId: string) {
    const stored = await contractTemplateOf(orm, workspaceId);
    return { ...stored, defaultTemplate: DEFAULT_CONTRACT_TEMPLATE, placeholders: CONTRACT_PLACEHOLDERS };
  }

  return async (router) => {
    router.get('/settings/contract-template', async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'document.view');
      return answer(context.workspaceId);
    });

    router.put('/settings/contract-template', { schema: { body: TemplateBody } }, async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'document.settings');
      const template = request.body.template.replace(/\r\n/g, '\n');
      const issues = validateContractTemplate(template);
      if (issues.length > 0) throw issuesError(messages, issues, context.locale);
      await saveContractTemplate(orm, context.workspaceId, template, context.userId);
      return answer(context.workspaceId);
    });

    router.delete('/settings/contract-template', async (request) => {
      const context = http.context(request);
      await permissions.require(context, 'document.settings');
      await resetContractTemplate(orm, context.workspaceId);
      return answer(context.workspaceId);
    });
  };
}
