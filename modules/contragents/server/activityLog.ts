/** The history shown on a partner's page: who did what, when. Written in the same transaction as the change. */
import type { ModuleOrm } from '@artel/sdk/server';
import { activity } from './tables';

export interface ActivityEntry {
  workspaceId: string;
  partnerId: string | null;
  documentId?: string | null;
  /** null for the module's own jobs. */
  actorId: string | null;
  action: string;
  data?: Record<string, unknown>;
}

export async function logActivity(orm: ModuleOrm, entry: ActivityEntry): Promise<void> {
  await orm.insert(activity).values({
    workspaceId: entry.workspaceId,
    partnerId: entry.partnerId,
    documentId: entry.documentId ?? null,
    actorId: entry.actorId,
    action: entry.action,
    data: entry.data ?? {},
  });
}
