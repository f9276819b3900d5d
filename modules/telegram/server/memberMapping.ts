/**
 * Who a detected task is for, as a workspace member: the @username through the usernames members gave,
 * else the name addressed («Руслан, …») when exactly one member's first name is that name.
 */
import type { Member, ModuleOrm } from '@artel/sdk/server';
import { and, eq } from 'drizzle-orm';
import type { TaskDetection } from './detection/types';
import { telegramMembers } from './tables';

export const TELEGRAM_USERNAME = /^[A-Za-z][A-Za-z0-9_]{4,31}$/;

export async function assigneeMember(
  orm: ModuleOrm,
  workspaceId: string,
  detection: Pick<TaskDetection, 'assignee' | 'addresseeName'>,
  members: () => Promise<Member[]>,
): Promise<string | null> {
  if (detection.assignee) {
    const [link] = await orm
      .select({ userId: telegramMembers.userId })
      .from(telegramMembers)
      .where(and(eq(telegramMembers.workspaceId, workspaceId), eq(telegramMembers.username, detection.assignee.toLowerCase())));
    if (link) return link.userId;
  }
  if (!detection.addresseeName) return null;
  const name = detection.addresseeName.toLowerCase().replace(/ё/g, 'е');
  const matching = (await members()).filter((m) => m.name.toLowerCase().replace(/ё/g, 'е').split(/\s+/)[0] === name);
  return matching.length === 1 ? matching[0]!.userId : null;
}
