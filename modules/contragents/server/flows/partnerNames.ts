/** Partners and their documents in a run log, named: a partner by its name, a document by its number — the workspace's only. */
import type { FlowNameResolver, ModuleServices } from '@artel/sdk/server';
import { and, eq, inArray } from 'drizzle-orm';
import { documents, partners } from '../tables';

export function partnerNames(contragents: ModuleServices): FlowNameResolver {
  const { orm } = contragents.db;
  return async (workspaceId, ids) => {
    const list = [...ids];
    const partnerRows = await orm
      .select({ id: partners.id, name: partners.name })
      .from(partners)
      .where(and(eq(partners.workspaceId, workspaceId), inArray(partners.id, list)));
    const documentRows = await orm
      .select({ id: documents.id, name: documents.number })
      .from(documents)
      .where(and(eq(documents.workspaceId, workspaceId), inArray(documents.id, list)));
    return [
      ...partnerRows.map((row) => ({ ...row, kind: 'partner' as const })),
      ...documentRows.map((row) => ({ ...row, kind: 'document' as const })),
    ];
  };
}
