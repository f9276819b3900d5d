/**
 * Real events for testing a kanban flow: the newest moves, creations, assignments and comments from the board
 * activity (due-date triggers: the cards due), each rebuilt as the trigger emits it, with the card as it is
 * now; or, with a search, the cards whose title holds the text. Only boards the tester may view.
 */
import { coreTables, type FlowSampleEvent, type FlowSampleQuery, type Locale, type ModuleServices } from '@artel/sdk/server';
import { and, asc, desc, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { cardFieldsOf } from '../cardFacts';
import { containsPattern } from '../cardSearchRoutes';
import { deadlineOf, isOverdueSql, notDone } from '../overdue/overdueSql';
import { userTimeZone } from '../overdue/ownerTimeZone';
import { kanbanActivity, kanbanCards, kanbanColumns, kanbanComments } from '../tables';
import { flowText } from './flowTexts';

const { users } = coreTables;

type Orm = ModuleServices['db']['orm'];

/** The history entries a trigger fired on, by activity kind; the due-date triggers have none. */
const ACTIVITY_OF: Record<string, string> = {
  'kanban.card.created': 'card.created',
  'kanban.card.moved': 'card.moved',
  'kanban.card.assigned': 'card.assigned',
};

async function viewableBoardIds(kanban: ModuleServices, query: FlowSampleQuery): Promise<string[]> {
  const tester = await kanban.contexts.forUser(query.workspaceId, query.userId, query.locale);
  return tester ? (await kanban.permissions.boards(tester)).map((grant) => grant.board.id) : [];
}

async function columnNames(orm: Orm, columnIds: Array<string | null | undefined>): Promise<Map<string, string>> {
  const wanted = [...new Set(columnIds.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return new Map();
  const rows = await orm
    .select({ id: kanbanColumns.id, name: kanbanColumns.name })
    .from(kanbanColumns)
    .where(inArray(kanbanColumns.id, wanted));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const shortDate = (date: Date, locale: Locale) =>
  date.toLocaleDateString(locale === 'ru' ? 'ru-RU' : 'en-GB', { day: '2-digit', month: '2-digit' });

/**
 * Cards found by title, as the trigger would see them if it happened now: a move goes from where the card is to
 * the column the flow waits for, an assignment is of its first assignee.
 */
async function cardsByTitle(
  orm: Orm,
  type: string,
  viewable: string[],
  query: FlowSampleQuery & { search: string },
): Promise<FlowSampleEvent[]> {
  const movedTo =
    type === 'kanban.card.moved' && typeof query.settings.columnId === 'string' && query.settings.columnId ? query.settings.columnId : null;
  // A card can only move to a column of its own board.
  const [target] = movedTo
    ? await orm.select({ boardId: kanbanColumns.boardId }).from(kanbanColumns).where(eq(kanbanColumns.id, movedTo))
    : [];
  const boardIds = target ? viewable.filter((id) => id === target.boardId) : viewable;
  if (boardIds.length === 0) return [];
  const cards = await orm
    .select()
    .from(kanbanCards)
    .where(
      and(inArray(kanbanCards.boardId, boardIds), isNull(kanbanCards.archivedAt), ilike(kanbanCards.title, containsPattern(query.search))),
    )
    .orderBy(desc(kanbanCards.updatedAt), desc(kanbanCards.id))
    .limit(query.limit);
  const columns = await columnNames(orm, [...cards.map((card) => card.columnId), movedTo]);
  return cards.map((card) => {
    const fields = { ...cardFieldsOf(card), actorId: card.createdById };
    const event =
      type === 'kanban.card.moved'
        ? {
            ...fields,
            fromColumnId: card.columnId,
            fromColumnName: columns.get(card.columnId ?? '') ?? null,
            columnId: movedTo ?? card.columnId,
            columnName: columns.get(movedTo ?? card.columnId ?? '') ?? null,
          }
        : type === 'kanban.card.assigned'
          ? { ...fields, assigneeId: card.assigneeIds[0] ?? null }
          : fields;
    return {
      id: card.id,
      summary: flowText('sample_card', query.locale, { card: card.title, column: columns.get(card.columnId ?? '') ?? '' }),
      event,
    };
  });
}

async function fromActivity(orm: Orm, type: string, boardIds: string[], query: FlowSampleQuery): Promise<FlowSampleEvent[]> {
  const rows = await orm
    .select({ entry: kanbanActivity, card: kanbanCards, actorName: users.name })
    .from(kanbanActivity)
    .innerJoin(kanbanCards, eq(kanbanCards.id, kanbanActivity.cardId))
    .leftJoin(users, eq(users.id, kanbanActivity.actorId))
    .where(and(inArray(kanbanActivity.boardId, boardIds), eq(kanbanActivity.kind, ACTIVITY_OF[type]!)))
    .orderBy(desc(kanbanActivity.createdAt), desc(kanbanActivity.id))
    .limit(query.limit);
  const columns = await columnNames(
    orm,
    rows.flatMap(({ entry, card }) => [card.columnId, entry.data.toColumnId as string | undefined]),
  );
  const memberIds = rows.flatMap(({ entry }) => (Array.isArray(entry.data.added) ? (entry.data.added as string[]) : []));
  const memberNames = new Map(
    memberIds.length === 0
      ? []
      : (await orm.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, memberIds))).map((row) => [
          row.id,
          row.name,
        ]),
  );
  return rows.flatMap(({ entry, card, actorName }) => {
    const base = { at: entry.createdAt.toISOString(), ...(actorName ? { actorName } : {}) };
    const fields = { ...cardFieldsOf(card), actorId: entry.actorId };
    if (type === 'kanban.card.moved') {
      const to = String(entry.data.toColumnId ?? '');
      const event = {
        ...fields,
        columnId: to,
        columnName: entry.data.toColumnName ?? columns.get(to) ?? null,
        fromColumnId: entry.data.fromColumnId ?? null,
        fromColumnName: entry.data.fromColumnName ?? null,
      };
      return [
        {
          ...base,
          id: entry.id,
          summary: flowText('sample_moved', query.locale, { card: card.title, column: columns.get(to) ?? '' }),
          event,
        },
      ];
    }
    if (type === 'kanban.card.assigned') {
      const added = Array.isArray(entry.data.added) ? (entry.data.added as string[]) : [];
      return added.map((assigneeId) => ({
        ...base,
        id: `${entry.id}:${assigneeId}`,
        summary: flowText('sample_assigned', query.locale, { card: card.title, member: memberNames.get(assigneeId) ?? '' }),
        event: { ...fields, assigneeId },
      }));
    }
    return [
      {
        ...base,
        id: entry.id,
        summary: flowText('sample_created', query.locale, { card: card.title, column: columns.get(card.columnId ?? '') ?? '' }),
        event: fields,
      },
    ];
  });
}

async function fromComments(orm: Orm, boardIds: string[], query: FlowSampleQuery): Promise<FlowSampleEvent[]> {
  const rows = await orm
    .select({ comment: kanbanComments, card: kanbanCards, actorName: users.name })
    .from(kanbanComments)
    .innerJoin(kanbanCards, eq(kanbanCards.id, kanbanComments.cardId))
    .leftJoin(users, eq(users.id, kanbanComments.authorId))
    .where(inArray(kanbanCards.boardId, boardIds))
    .orderBy(desc(kanbanComments.createdAt), desc(kanbanComments.id))
    .limit(query.limit);
  return rows.map(({ comment, card, actorName }) => ({
    id: comment.id,
    at: comment.createdAt.toISOString(),
    ...(actorName ? { actorName } : {}),
    summary: flowText('sample_comment', query.locale, { card: card.title, text: comment.body.slice(0, 80) }),
    event: { ...cardFieldsOf(card), actorId: comment.authorId, commentId: comment.id, text: comment.body },
  }));
}

/** Overdue (the one rule, in the tester's zone): latest first; due soon: open cards due within a day, soonest first. */
async function dueCards(orm: Orm, type: string, boardIds: string[], query: FlowSampleQuery): Promise<FlowSampleEvent[]> {
  const clock = { timeZone: await userTimeZone(orm, query.userId), now: new Date() };
  const deadline = deadlineOf('kanban_cards', clock.timeZone);
  const soon = new Date(clock.now.getTime() + 24 * 3600_000);
  const window: SQL[] =
    type === 'kanban.card.overdue'
      ? [isOverdueSql('kanban_cards', clock)]
      : [
          notDone('kanban_cards'),
          sql`${deadline} > ${clock.now.toISOString()}::timestamptz and ${deadline} <= ${soon.toISOString()}::timestamptz`,
        ];
  const cards = await orm
    .select()
    .from(kanbanCards)
    .where(and(inArray(kanbanCards.boardId, boardIds), isNull(kanbanCards.archivedAt), ...window))
    .orderBy(type === 'kanban.card.overdue' ? desc(kanbanCards.dueDate) : asc(kanbanCards.dueDate))
    .limit(query.limit);
  return cards.map((card) => ({
    id: card.id,
    at: card.dueDate!.toISOString(),
    summary: flowText('sample_due', query.locale, { card: card.title, due: shortDate(card.dueDate!, query.locale) }),
    event: { ...cardFieldsOf(card), actorId: null },
  }));
}

export function cardSamples(kanban: ModuleServices, type: string) {
  const { orm } = kanban.db;
  return async (query: FlowSampleQuery): Promise<FlowSampleEvent[]> => {
    const boardIds = await viewableBoardIds(kanban, query);
    if (boardIds.length === 0) return [];
    if (query.search) return cardsByTitle(orm, type, boardIds, { ...query, search: query.search });
    if (type in ACTIVITY_OF) return fromActivity(orm, type, boardIds, query);
    if (type === 'kanban.comment.added') return fromComments(orm, boardIds, query);
    return dueCards(orm, type, boardIds, query);
  };
}
