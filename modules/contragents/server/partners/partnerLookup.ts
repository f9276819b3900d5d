/**
 * `contragents.partners` (modules/contragents/contract.ts): by id or by search text, within one workspace, living
 * partners only.
 */
import type { ContextsService, DbService, PermissionsService } from '@artel/sdk/server';
import { and, eq, isNull } from 'drizzle-orm';
import type { PartnerLookup, PartnerSummary } from '../../contract';
import { partners } from '../tables';
import { listPartners } from './partnerStore';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function summary(row: Pick<typeof partners.$inferSelect, 'id' | 'name' | 'inn' | 'status'>): PartnerSummary {
  return { id: row.id, name: row.name, inn: row.inn, status: row.status, url: `/modules/contragents/partners/${row.id}` };
}

export function partnerLookup(db: DbService, contexts: ContextsService, permissions: PermissionsService): PartnerLookup {
  return {
    async available(workspaceId, userId) {
      const context = await contexts.forUser(workspaceId, userId);
      return context !== null && (await permissions.can(context, 'partner.view'));
    },
    async get(workspaceId, partnerId) {
      if (!UUID.test(partnerId)) return null;
      const [row] = await db.orm
        .select()
        .from(partners)
        .where(and(eq(partners.id, partnerId), eq(partners.workspaceId, workspaceId), isNull(partners.deletedAt)));
      return row ? summary(row) : null;
    },
    async search(workspaceId, text, limit = 10) {
      if (text.trim() === '') return [];
      const found = await listPartners(db, workspaceId, {
        search: text,
        deleted: 'exclude',
        sort: 'name',
        page: 1,
        pageSize: Math.min(Math.max(limit, 1), 50),
      });
      return found.partners.map(summary);
    },
  };
}
