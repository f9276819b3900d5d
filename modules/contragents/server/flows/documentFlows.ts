/**
 * What partners contribute to flows: their triggers (documentTriggers.ts, partnerCreated.ts), the names of
 * partners and documents in run logs, and "create an invoice from a template", acting as the flow's owner
 * with their module permissions.
 */
import { fillMessage, type FlowActionContext, type Locale, type ModuleServices } from '@artel/sdk/server';
import { findDocument } from '../documents/documentStore';
import { invoiceTemplatesRef } from '../documents/invoiceTemplates';
import { documentSamples } from './documentSamples';
import { documentTriggers } from './documentTriggers';
import { partnerCreatedTrigger } from './partnerCreated';
import { partnerNames } from './partnerNames';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const texts = {
  ru: {
    owner_without_module: 'У владельца сценария нет доступа к контрагентам',
    would_create: 'Создаст счёт по образцу № {number} для «{partner}»',
    created: 'Создан счёт № {number}',
  },
  en: {
    owner_without_module: "The flow's owner has no access to partners",
    would_create: 'Would create an invoice like № {number} for "{partner}"',
    created: 'Invoice № {number} created',
  },
};
const text = (key: keyof (typeof texts)['en'], locale: Locale, params?: Record<string, string>) => fillMessage(texts[locale][key], params);

async function ownerOf(contragents: ModuleServices, context: FlowActionContext) {
  const owner = await contragents.contexts.forUser(context.workspaceId, context.ownerId, context.locale);
  if (!owner) throw new Error(text('owner_without_module', context.locale));
  return owner;
}

export function registerDocumentFlows(contragents: ModuleServices): void {
  const { flows, db } = contragents;
  // The event carries its partner's name beside the id: verdicts on the partner read it.
  const describeEvent = async (event: Record<string, unknown>): Promise<Record<string, string>> =>
    typeof event.partnerName === 'string' ? { partnerId: event.partnerName } : {};
  for (const trigger of documentTriggers)
    flows.registerTrigger({ ...trigger, samples: documentSamples(contragents, trigger.type), describeEvent });
  flows.registerTrigger(partnerCreatedTrigger);
  flows.registerNames(partnerNames(contragents));

  flows.registerAction({
    type: 'contragents.create_invoice',
    label: { ru: 'Создать счёт по образцу', en: 'Create an invoice from a template' },
    describe: ({ output }, _name, locale) => text('created', locale, { number: String(output.number) }),
    settings: [
      { key: 'templateId', type: 'invoice', required: true, label: { ru: 'Счёт-образец', en: 'Template invoice' } },
      {
        key: 'partnerId',
        type: 'partner',
        templated: true,
        label: { ru: 'Контрагент (по умолчанию — из образца)', en: "Partner (the template's by default)" },
      },
    ],
    async preview(context, settings) {
      await ownerOf(contragents, context);
      const templateId = String(settings.templateId ?? '');
      const template = UUID.test(templateId) ? await findDocument(db.orm, context.workspaceId, templateId) : null;
      if (!template) throw contragents.errors.moduleError('documents.notFound', 404);
      return { wouldDo: text('would_create', context.locale, { number: template.number, partner: template.buyer.name }) };
    },
    async run(context, settings) {
      const owner = await ownerOf(contragents, context);
      const templateId = String(settings.templateId ?? '');
      const partnerId = typeof settings.partnerId === 'string' && UUID.test(settings.partnerId) ? settings.partnerId : undefined;
      if (!UUID.test(templateId)) throw contragents.errors.moduleError('documents.notFound', 404);
      const invoice = await contragents.services.get(invoiceTemplatesRef).invoiceFromTemplate(owner, templateId, partnerId);
      return { output: { documentId: invoice.id, number: invoice.number } };
    },
  });
}
