/**
 * The kanban module's server half, mounted by the module host at /api/v1/modules/kanban behind its guard
 * (signed in, member of the X-Workspace-ID workspace, module enabled there). It imports `@artel/sdk/server`
 * and its own files only; its tables, migrations, texts and notification types are its own.
 */
import { defineServerModule } from '@artel/sdk/server';
import { kanbanCardsRef } from '../contract';
import { registerKanbanReports } from './analytics/kanbanReports';
import { archivedSince } from './boardAccess';
import { noticeAssignments } from './cardAssignedNotice';
import { noticeCardMoves } from './cardMovedNotice';
import { kanbanCardsService } from './cardsService';
import { noticeComments } from './commentAddedNotice';
import { giveDefaultColumns } from './defaultColumns';
import { registerKanbanFlows } from './flows/registerKanbanFlows';
import { kanbanNotificationTypes } from './kanbanNotifications';
import { kanbanRoutes } from './kanbanRoutes';
import { kanbanMessages } from './messages';

export default defineServerModule({
  id: 'kanban',
  migrations: 'migrations',
  messages: kanbanMessages,
  notificationTypes: kanbanNotificationTypes,
  register(kanban) {
    kanban.http.routes(kanbanRoutes(kanban));
    kanban.services.provide(kanbanCardsRef, kanbanCardsService(kanban));
    kanban.boards.reportArchived((_workspaceId, boardIds) => archivedSince(kanban.db.orm, boardIds));
    kanban.boards.onCreated(giveDefaultColumns(kanban));
    registerKanbanReports(kanban);
    registerKanbanFlows(kanban);
    noticeCardMoves(kanban);
    noticeAssignments(kanban);
    noticeComments(kanban);
  },
});
