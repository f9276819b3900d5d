/**
 * Which of the workspace's Telegram chats a caller sees, once `permissions.require(context, 'telegram.view')`
 * let them in (manifest.json declares telegram.view and telegram.configure). Chats, their messages and their
 * tasks are seen per board: whoever views every board of the workspace sees every chat; anyone else (a guest)
 * only the chats linked to a board they may view, never an unlinked one.
 */
import type { ErrorsService, ModuleOrm, ModuleRequestContext, PermissionsService } from '@artel/sdk/server';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { telegramChats, telegramTasks } from './tables';

export interface TelegramAccess {
  /**
   * A condition on a table's chat id column that keeps the caller's visible chats of the workspace; after
   * `permissions.require(context, 'telegram.view')`.
   */
  visibleChats(context: ModuleRequestContext, chatId: AnyPgColumn): Promise<SQL | undefined>;
  /** 404 task_not_found for a task of a chat the caller may not see: to them it is no task at all. */
  requireVisibleTask(context: ModuleRequestContext, taskId: string): Promise<void>;
}

export function telegramAccess(orm: ModuleOrm, permissions: PermissionsService, errors: ErrorsService): TelegramAccess {
  const visibleChats: TelegramAccess['visibleChats'] = async (context, chatId) => {
    if (await permissions.can(context, 'view_boards')) return undefined;
    const boardIds = (await permissions.boards(context)).map((grant) => grant.board.id);
    const linked = orm
      .select({ chatId: telegramChats.chatId })
      .from(telegramChats)
      .where(and(eq(telegramChats.workspaceId, context.workspaceId), inArray(telegramChats.boardId, boardIds)));
    return inArray(chatId, linked);
  };
  return {
    visibleChats,
    async requireVisibleTask(context, taskId) {
      const visible = await visibleChats(context, telegramTasks.chatId);
      if (!visible) return;
      const [task] = await orm
        .select({ id: telegramTasks.id })
        .from(telegramTasks)
        .where(and(eq(telegramTasks.workspaceId, context.workspaceId), eq(telegramTasks.id, taskId), visible));
      if (!task) throw errors.moduleError('task_not_found', 404);
    },
  };
}
