/**
 * Pausing a flow whose owner lost the rights to run it: the flow stops listening until an admin enables it
 * again (and so takes it over), and the workspace's admins are told once, by whichever run paused it.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users, workspaceMembers } from '../db/schema';
import { flows } from '../db/tables/flows';
import { notify } from '../notifications/notify';
import { userPermissionsOf } from '../workspaces/workspaceAccess';
import type { FlowRow } from './flowData';
import { type FlowMessageKey, flowText } from './flowMessages';
import { managesFlows } from './ownerRights';

const inBothLanguages = (key: FlowMessageKey, params: Record<string, string>) => ({
  ru: flowText(key, 'ru', params),
  en: flowText(key, 'en', params),
});

/** The members who may enable the flow again: those who manage flows in its workspace. */
async function flowManagers(app: FastifyInstance, workspaceId: string): Promise<string[]> {
  const members = await app.db.orm
    .select({ role: workspaceMembers.role, user: users })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  return members.filter(({ role, user }) => managesFlows(role, userPermissionsOf(user))).map(({ user }) => user.id);
}

export async function pauseForLostRights(app: FastifyInstance, flow: FlowRow): Promise<void> {
  const orm = app.db.orm;
  // Only the run that flips it from enabled tells anyone: runs queued behind it find it paused already.
  const paused = await orm
    .update(flows)
    .set({ state: 'paused', pausedReason: 'owner_lost_rights', updatedAt: new Date() })
    .where(and(eq(flows.id, flow.id), eq(flows.state, 'enabled')))
    .returning({ id: flows.id });
  if (paused.length === 0) return;
  const [owner] = await orm.select({ name: users.name }).from(users).where(eq(users.id, flow.ownerId));
  const params = { flow: flow.name, owner: owner?.name ?? '' };
  const title = inBothLanguages('paused_title', params);
  const message = inBothLanguages('paused_message', params);
  for (const userId of await flowManagers(app, flow.workspaceId)) {
    await notify(app, {
      userId,
      type: 'warning',
      category: 'workspace',
      priority: 'high',
      workspaceId: flow.workspaceId,
      title: { ru: title.ru.slice(0, 200), en: title.en.slice(0, 200) },
      message,
      data: { targetUrl: `/workspaces/${flow.workspaceId}/flows/${flow.id}`, clickable: true, flowId: flow.id },
    });
  }
}
