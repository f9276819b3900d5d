import { resolvePermission, type WorkspacePermission } from '@artel/sdk/shared';
import { boardsWithGrants } from '../boards/boardGrants';
import type { Orm } from '../db/database';
import { memberCaller } from '../workspaces/memberCaller';

/** What a platform notification tells of: a workspace permission, on one board when `boardId` is given. */
export interface PlatformSubject {
  permission: WorkspacePermission;
  boardId?: string;
}

/**
 * SPEC §6 for a notification's recipient rather than the caller: whether they are a member of the workspace
 * who may see `subject` at this moment. The module host does the same for modules through their services.
 */
export async function memberMaySee(orm: Orm, workspaceId: string, userId: string, subject: PlatformSubject): Promise<boolean> {
  const reader = await memberCaller(orm, workspaceId, userId);
  if (!reader) return false;
  if (!subject.boardId)
    return resolvePermission({ permission: subject.permission, workspaceRole: reader.role, userPermissions: reader.userPermissions })
      .allowed;
  const [grant] = await boardsWithGrants(orm, reader, subject.boardId);
  return grant?.permissions.has(subject.permission) ?? false;
}
