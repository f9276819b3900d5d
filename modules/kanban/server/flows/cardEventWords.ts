/**
 * A card event's ids and codes as the user names them (column, board, people, labels, priority, due date), for
 * a test run's condition verdicts. Only names within the event's workspace are read.
 */
import { coreTables, type FlowEvent, type Locale, type ModuleServices } from '@artel/sdk/server';
import { and, eq, inArray } from 'drizzle-orm';
import { kanbanColumns, kanbanLabels } from '../tables';
import { flowText } from './flowTexts';

const { boards, users, workspaceMembers } = coreTables;

const PRIORITY_TEXT = { low: 'priority_low', medium: 'priority_medium', high: 'priority_high', urgent: 'priority_urgent' } as const;

const idsIn = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string' && id.length > 0);

export function cardEventWords(kanban: ModuleServices) {
  const { orm } = kanban.db;
  return async (event: FlowEvent, { workspaceId, locale }: { workspaceId: string; locale: Locale }): Promise<Record<string, string>> => {
    const words: Record<string, string> = {};
    const [board] = typeof event.boardId === 'string'
      ? await orm.select({ id: boards.id, name: boards.name }).from(boards).where(and(eq(boards.id, event.boardId), eq(boards.workspaceId, workspaceId)))
      : [];
    if (board) {
      words.boardId = board.name;
      const columnIds = [...idsIn(event.columnId), ...idsIn(event.fromColumnId)];
      const columns = columnIds.length === 0 ? [] : await orm.select({ id: kanbanColumns.id, name: kanbanColumns.name }).from(kanbanColumns).where(and(eq(kanbanColumns.boardId, board.id), inArray(kanbanColumns.id, columnIds)));
      const columnName = (id: unknown) => columns.find((column) => column.id === id)?.name;
      for (const key of ['columnId', 'fromColumnId']) {
        const name = columnName(event[key]);
        if (name) words[key] = name;
      }
      const labelIds = idsIn(event.labelIds);
      const labels = labelIds.length === 0 ? [] : await orm.select({ name: kanbanLabels.name }).from(kanbanLabels).where(and(eq(kanbanLabels.boardId, board.id), inArray(kanbanLabels.id, labelIds)));
      words.labelIds = labels.map((label) => label.name).join(', ');
    }
    const peopleIds = ['assigneeIds', 'assigneeId', 'actorId'].flatMap((key) => idsIn(event[key]));
    const people = peopleIds.length === 0
      ? []
      : await orm
          .select({ id: users.id, name: users.name })
          .from(users)
          .innerJoin(workspaceMembers, and(eq(workspaceMembers.userId, users.id), eq(workspaceMembers.workspaceId, workspaceId)))
          .where(inArray(users.id, peopleIds));
    const named = (key: string) => idsIn(event[key]).map((id) => people.find((person) => person.id === id)?.name).filter(Boolean).join(', ');
    for (const key of ['assigneeIds', 'assigneeId', 'actorId']) if (key in event) words[key] = named(key);
    if (typeof event.priority === 'string' && event.priority in PRIORITY_TEXT) words.priority = flowText(PRIORITY_TEXT[event.priority as keyof typeof PRIORITY_TEXT], locale);
    if (typeof event.dueDate === 'string') words.dueDate = new Date(event.dueDate).toLocaleString(locale === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' });
    return words;
  };
}
