/**
 * "Due soon" and "overdue" have no change to hang on: a job looks each minute (once across instances, by the
 * platform scheduler) for cards whose due date crossed a threshold during that minute — a day ahead, and now.
 */
import { coreTables, type FlowsService, type ModuleServices } from '@artel/sdk/server';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { kanbanCards } from '../tables';
import { cardFieldsOf } from './cardTriggers';

const { boards } = coreTables;

export const DUE_SOON_MS = 24 * 3600 * 1000;
const MINUTE_MS = 60_000;

type Orm = ModuleServices['db']['orm'];

async function crossing(orm: Orm, from: Date, to: Date) {
  return orm
    .select({ card: kanbanCards, workspaceId: boards.workspaceId })
    .from(kanbanCards)
    .innerJoin(boards, eq(boards.id, kanbanCards.boardId))
    .where(and(isNull(kanbanCards.archivedAt), gt(kanbanCards.dueDate, from), lte(kanbanCards.dueDate, to)));
}

/** Emits the triggers for due dates within (minute − 1 min, minute] (overdue) and a day later (due soon). */
export async function fireDueDates(orm: Orm, flows: Pick<FlowsService, 'emit'>, minute: Date): Promise<void> {
  const windows: Array<[string, number]> = [
    ['kanban.card_overdue', 0],
    ['kanban.card_due_soon', DUE_SOON_MS],
  ];
  for (const [type, ahead] of windows) {
    const to = new Date(minute.getTime() + ahead);
    for (const { card, workspaceId } of await crossing(orm, new Date(to.getTime() - MINUTE_MS), to)) {
      await flows.emit(type, {
        workspaceId,
        payload: { ...cardFieldsOf(card), actorId: null },
      });
    }
  }
}

export function scheduleDueDates(kanban: ModuleServices): void {
  kanban.scheduler.every('flow-due-dates', MINUTE_MS, () =>
    fireDueDates(kanban.db.orm, kanban.flows, new Date(Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS)),
  );
}
