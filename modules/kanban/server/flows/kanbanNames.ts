/** Kanban's ids in a run log, named: cards by title, columns and labels by name — those of the workspace's boards only. */
import { coreTables, type FlowNameResolver, type ModuleServices } from '@artel/sdk/server';
import { and, eq, inArray } from 'drizzle-orm';
import { kanbanCards, kanbanColumns, kanbanLabels } from '../tables';

const { boards } = coreTables;

export function kanbanNames(kanban: ModuleServices): FlowNameResolver {
  const { orm } = kanban.db;
  return async (workspaceId, ids) => {
    const list = [...ids];
    const inWorkspace = eq(boards.workspaceId, workspaceId);
    const cards = await orm
      .select({ id: kanbanCards.id, name: kanbanCards.title })
      .from(kanbanCards)
      .innerJoin(boards, eq(boards.id, kanbanCards.boardId))
      .where(and(inWorkspace, inArray(kanbanCards.id, list)));
    const columns = await orm
      .select({ id: kanbanColumns.id, name: kanbanColumns.name })
      .from(kanbanColumns)
      .innerJoin(boards, eq(boards.id, kanbanColumns.boardId))
      .where(and(inWorkspace, inArray(kanbanColumns.id, list)));
    const labels = await orm
      .select({ id: kanbanLabels.id, name: kanbanLabels.name })
      .from(kanbanLabels)
      .innerJoin(boards, eq(boards.id, kanbanLabels.boardId))
      .where(and(inWorkspace, inArray(kanbanLabels.id, list)));
    return [
      ...cards.map((row) => ({ ...row, kind: 'card' as const })),
      ...columns.map((row) => ({ ...row, kind: 'column' as const })),
      ...labels.map((row) => ({ ...row, kind: 'label' as const })),
    ];
  };
}
