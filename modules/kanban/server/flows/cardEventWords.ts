/**
 * A card event's ids and codes as the user names them (board, columns, people, labels, priority, due date), for
 * a test run's condition verdicts. Only names within the event's workspace are read.
 */
import { coreTables, type FlowEvent, type Locale, type ModuleServices } from '@artel/sdk/server';
import { and, eq, inArray } from 'drizzle-orm';
import { kanbanColumns, kanbanLabels } from '../tables';
import { flowText } from './flowTexts';

const { boards, users, workspaceMembers } = coreTables;

type Orm = ModuleServices['db']['orm'];

const PRIORITY_TEXT = { low: 'priority_low', medium: 'priority_medium', high: 'priority_high', urgent: 'priority_urgent' } as const;
const COLUMN_FIELDS = ['columnId', 'fromColumnId'];
const PEOPLE_FIELDS = ['assigneeIds', 'assigneeId', 'createdById', 'actorId'];

const idsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string' && id.length > 0);

/** Names of the event's board, its columns and labels, when the board is of this workspace. */
async function boardWords(orm: Orm, workspaceId: string, event: FlowEvent): Promise<Record<string, string>> {
  if (typeof event.boardId !== 'string') return {};
  const [board] = await orm
    .select({ id: boards.id, name: boards.name })
    .from(boards)
    .where(and(eq(boards.id, event.boardId), eq(boards.workspaceId, workspaceId)));
  if (!board) return {};
  const words: Record<string, string> = { boardId: board.name };
  const columnIds = COLUMN_FIELDS.flatMap((key) => idsIn(event[key]));
  if (columnIds.length > 0) {
    const columns = await orm
      .select({ id: kanbanColumns.id, name: kanbanColumns.name })
      .from(kanbanColumns)
      .where(and(eq(kanbanColumns.boardId, board.id), inArray(kanbanColumns.id, columnIds)));
    for (const key of COLUMN_FIELDS) {
      const column = columns.find((candidate) => candidate.id === event[key]);
      if (column) words[key] = column.name;
    }
  }
  const labelIds = idsIn(event.labelIds);
  if (labelIds.length > 0) {
    const labels = await orm
      .select({ name: kanbanLabels.name })
      .from(kanbanLabels)
      .where(and(eq(kanbanLabels.boardId, board.id), inArray(kanbanLabels.id, labelIds)));
    words.labelIds = labels.map((label) => label.name).join(', ');
  }
  return words;
}

/** Names of the people the event names who are members of this workspace. */
async function peopleWords(orm: Orm, workspaceId: string, event: FlowEvent): Promise<Record<string, string>> {
  const ids = PEOPLE_FIELDS.flatMap((key) => idsIn(event[key]));
  if (ids.length === 0) return {};
  const people = await orm
    .select({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(workspaceMembers, and(eq(workspaceMembers.userId, users.id), eq(workspaceMembers.workspaceId, workspaceId)))
    .where(inArray(users.id, ids));
  const names = new Map(people.map((person) => [person.id, person.name]));
  return Object.fromEntries(
    PEOPLE_FIELDS.filter((key) => key in event).map((key) => [
      key,
      idsIn(event[key])
        .flatMap((id) => names.get(id) ?? [])
        .join(', '),
    ]),
  );
}

export function cardEventWords(kanban: ModuleServices) {
  const { orm } = kanban.db;
  return async (event: FlowEvent, { workspaceId, locale }: { workspaceId: string; locale: Locale }): Promise<Record<string, string>> => {
    const words = { ...(await boardWords(orm, workspaceId, event)), ...(await peopleWords(orm, workspaceId, event)) };
    if (typeof event.priority === 'string' && Object.hasOwn(PRIORITY_TEXT, event.priority)) {
      words.priority = flowText(PRIORITY_TEXT[event.priority as keyof typeof PRIORITY_TEXT], locale);
    }
    if (typeof event.dueDate === 'string') {
      words.dueDate = new Date(event.dueDate).toLocaleString(locale === 'ru' ? 'ru-RU' : 'en-GB', {
        dateStyle: 'short',
        timeStyle: 'short',
        timeZone: 'UTC',
      });
    }
    return words;
  };
}
