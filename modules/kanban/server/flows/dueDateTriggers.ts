/**
 * "Due soon" and "overdue" have no change to hang on: a job looks each minute (once across instances, by the
 * platform scheduler) for open cards whose deadline (the overdue rule, shared/overdue.ts) crossed a threshold
 * during that minute — a day ahead, and now. A trigger has no viewer: the deadline is read in the platform's
 * default zone, as the flows' schedules are for owners without a zone of their own.
 */
import { coreTables, type FlowsService, type ModuleServices } from '@artel/sdk/server';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { deadlineOf, notDone } from '../overdue/overdueSql';
import { DEFAULT_TIME_ZONE } from '../overdue/ownerTimeZone';
import { kanbanCards } from '../tables';
import { cardFieldsOf } from '../cardFacts';

const { boards } = coreTables;

export const DUE_SOON_MS = 24 * 3600 * 1000;
const MINUTE_MS = 60_000;
/** A deadline is the due wall-clock time (plus a day for a whole-day due) in some zone 12 h behind to 14 h ahead of UTC. */
const EARLIEST_DUE_MS = DUE_SOON_MS + 14 * 3600_000;
const LATEST_DUE_MS = 12 * 3600_000;

type Orm = ModuleServices['db']['orm'];

async function crossing(orm: Orm, from: Date, to: Date) {
  const deadline = deadlineOf('kanban_cards', DEFAULT_TIME_ZONE);
  return orm
    .select({ card: kanbanCards, workspaceId: boards.workspaceId })
    .from(kanbanCards)
    .innerJoin(boards, eq(boards.id, kanbanCards.boardId))
    .where(
      and(
        isNull(kanbanCards.archivedAt),
        // The due date's own index narrows the cards first; the deadline then decides.
        gt(kanbanCards.dueDate, new Date(from.getTime() - EARLIEST_DUE_MS)),
        lte(kanbanCards.dueDate, new Date(to.getTime() + LATEST_DUE_MS)),
        notDone('kanban_cards'),
        sql`${deadline} > ${from.toISOString()}::timestamptz and ${deadline} <= ${to.toISOString()}::timestamptz`,
      ),
    );
}

/** Emits the triggers for deadlines within (minute − 1 min, minute] (overdue) and a day later (due soon). */
export async function fireDueDates(orm: Orm, flows: Pick<FlowsService, 'emit'>, minute: Date): Promise<void> {
  const windows: Array<[string, number]> = [
    ['kanban.card.overdue', 0],
    ['kanban.card.due_soon', DUE_SOON_MS],
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
