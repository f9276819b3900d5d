import type { ContextsService, NotificationInput, PermissionsService } from '@artel/sdk/server';

/**
 * Whether a module's notification may reach its recipient, by their rights at this moment rather than when they
 * were mentioned, assigned or began watching: a member demoted to guest, or removed, stops hearing what they may
 * no longer open. A notification of no workspace is the recipient's own.
 */
export async function mayReceive(contexts: ContextsService, permissions: PermissionsService, input: NotificationInput): Promise<boolean> {
  const { workspaceId, about } = input;
  if (!workspaceId) {
    if (about) throw new Error('A notification about something of a workspace needs its workspaceId');
    return true;
  }
  const reader = await contexts.forUser(workspaceId, input.userId);
  if (!reader) return false;
  if (!about) return true;
  if ('mayRead' in about) return about.mayRead(reader);
  return permissions.can(reader, about.permission, about.boardId ? { boardId: about.boardId } : {});
}
