/**
 * What kanban's flow actions may fire, read from their saved settings: the column a card lands in (or a label
 * it gets) names its board, so enabling a flow can say «на доске «Продажи»» and ignore flows that listen to another board.
 */
import { coreTables, type FlowEmitted, type FlowSettings, type ModuleOrm as Orm } from '@artel/sdk/server';
import { and, eq, inArray } from 'drizzle-orm';
import { CARD_PRIORITIES, kanbanColumns, kanbanLabels } from '../tables';

const { boards } = coreTables;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A setting's value as the event will carry it, when the settings alone fix it (no `{{…}}` to fill). */
const literal = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' && !value.includes('{{') ? value : undefined;

async function columnPlace(orm: Orm, workspaceId: string, columnId: unknown) {
  const id = literal(columnId);
  if (!id || !UUID.test(id)) return null;
  const [row] = await orm
    .select({ boardId: boards.id, boardName: boards.name })
    .from(kanbanColumns)
    .innerJoin(boards, eq(boards.id, kanbanColumns.boardId))
    .where(and(eq(kanbanColumns.id, id), eq(boards.workspaceId, workspaceId)));
  return row ? { columnId: id, ...row } : null;
}

const onBoard = (name: string) => ({ ru: `на доске «${name}»`, en: `on board "${name}"` });

/** The event of a card the settings name (`{{cardId}}`: any card, so left unknown). */
const cardOf = (settings: FlowSettings) => {
  const cardId = literal(settings.cardId);
  return cardId ? { cardId } : {};
};

export async function movedCardEmissions(orm: Orm, workspaceId: string, settings: FlowSettings): Promise<FlowEmitted[]> {
  const place = await columnPlace(orm, workspaceId, settings.columnId);
  if (!place) return [{ trigger: 'kanban.card.moved', event: cardOf(settings) }];
  return [
    {
      trigger: 'kanban.card.moved',
      event: { ...cardOf(settings), columnId: place.columnId, boardId: place.boardId },
      where: onBoard(place.boardName),
    },
  ];
}

/**
 * One «label added» event per label, as the trigger fires them; a label belongs to one board, so its board
 * is known even when the card is the event's. A label id the workspace does not have is still emitted, unplaced.
 */
export async function labelledCardEmissions(orm: Orm, workspaceId: string, settings: FlowSettings): Promise<FlowEmitted[]> {
  const labelIds = (Array.isArray(settings.labelIds) ? settings.labelIds : [settings.labelIds]).flatMap((id) => {
    const value = literal(id);
    return value && UUID.test(value) ? [value] : [];
  });
  if (labelIds.length === 0) return [{ trigger: 'kanban.card.labeled', event: cardOf(settings) }];
  const placed = await orm
    .select({ labelId: kanbanLabels.id, boardId: boards.id, boardName: boards.name })
    .from(kanbanLabels)
    .innerJoin(boards, eq(boards.id, kanbanLabels.boardId))
    .where(and(inArray(kanbanLabels.id, labelIds), eq(boards.workspaceId, workspaceId)));
  return labelIds.map((labelId) => {
    const place = placed.find((row) => row.labelId === labelId);
    if (!place) return { trigger: 'kanban.card.labeled', event: { ...cardOf(settings), labelId } };
    return {
      trigger: 'kanban.card.labeled',
      event: { ...cardOf(settings), labelId, boardId: place.boardId },
      where: onBoard(place.boardName),
    };
  });
}

export function assignedCardEmissions(settings: FlowSettings): FlowEmitted[] {
  const members = Array.isArray(settings.members) ? settings.members : [settings.members];
  const single = members.length === 1 ? literal(members[0]) : undefined;
  return [{ trigger: 'kanban.card.assigned', event: { ...cardOf(settings), ...(single ? { assigneeId: single } : {}) } }];
}

export async function createdCardEmissions(orm: Orm, workspaceId: string, settings: FlowSettings): Promise<FlowEmitted[]> {
  const place = await columnPlace(orm, workspaceId, settings.columnId);
  const priority = CARD_PRIORITIES.find((candidate) => candidate === settings.priority);
  const title = literal(settings.title);
  const event = {
    ...(place ? { columnId: place.columnId, boardId: place.boardId } : {}),
    ...(priority ? { priority } : {}),
    ...(title ? { title } : {}),
  };
  const where = place ? { where: onBoard(place.boardName) } : {};
  const hasMembers = Array.isArray(settings.members) ? settings.members.length > 0 : Boolean(settings.members);
  return [
    { trigger: 'kanban.card.created', event, ...where },
    ...(hasMembers ? [{ trigger: 'kanban.card.assigned', event: { ...event }, ...where }] : []),
  ];
}
