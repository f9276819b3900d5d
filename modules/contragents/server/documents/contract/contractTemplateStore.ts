/** A workspace's contract template: its own text when it has saved one, else the default. */
import type { ModuleOrm } from '@artel/sdk/server';
import { eq } from 'drizzle-orm';
import { documentSettings } from '../../tables';
import { DEFAULT_CONTRACT_TEMPLATE } from './defaultContractTemplate';

export interface StoredTemplate {
  template: string;
  isDefault: boolean;
}

export async function contractTemplateOf(orm: ModuleOrm, workspaceId: string): Promise<StoredTemplate> {
  const [row] = await orm
    .select({ template: documentSettings.contractTemplate })
    .from(documentSettings)
    .where(eq(documentSettings.workspaceId, workspaceId));
  return row ? { template: row.template, isDefault: false } : { template: DEFAULT_CONTRACT_TEMPLATE, isDefault: true };
}

export async function saveContractTemplate(orm: ModuleOrm, workspaceId: string, template: string, userId: string): Promise<void> {
  await orm
    .insert(documentSettings)
    .values({ workspaceId, contractTemplate: template, updatedById: userId })
    .onConflictDoUpdate({
      target: documentSettings.workspaceId,
      set: { contractTemplate: template, updatedById: userId, updatedAt: new Date() },
    });
}

/** Back to the default: the workspace keeps no text of its own, so it follows future improvements of the default. */
export async function resetContractTemplate(orm: ModuleOrm, workspaceId: string): Promise<void> {
  await orm.delete(documentSettings).where(eq(documentSettings.workspaceId, workspaceId));
}
