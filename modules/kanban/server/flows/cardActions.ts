/**
 * Kanban's flow actions: move, assign, label a card, create a card, add checklist items. Each acts as the
 * flow's owner, with their rights on the board, through the same functions as the card routes.
 */
import {
  coreTables,
  type FlowActionContext,
  type FlowActionDefinition,
  type FlowSettingField,
  type ModuleOrm,
  type ModuleServices,
} from '@artel/sdk/server';
import { and, eq, inArray } from 'drizzle-orm';
import { boardAccessFor } from '../boardAccess';
import { addChecklistItem, moveCard, patchCard, setAssignees } from '../cardChanges';
import { createCard } from '../cardCreation';
import { findCard } from '../cardQueries';
import { columnAccessFor } from '../columnRoutes';
import { cardNotFound, columnNotFound } from '../kanbanErrors';
import { CARD_PRIORITIES, type CardPriority, kanbanLabels } from '../tables';
import { assignedCardEmissions, createdCardEmissions, labelledCardEmissions, movedCardEmissions } from './cardEmissions';
import { flowText } from './flowTexts';
import { priorityOptions } from './priorityOptions';

const { users, workspaceMembers } = coreTables;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The event's card unless the flow picks another (a trigger without a card leaves it to be picked). */
const cardSetting: FlowSettingField = {
  key: 'cardId',
  type: 'card',
  required: true,
  templated: true,
  eventDefault: 'cardId',
  label: { ru: 'Карточка', en: 'Card' },
};
const columnSetting: FlowSettingField = { key: 'columnId', type: 'column', required: true, label: { ru: 'Колонка', en: 'Column' } };

const ids = (value: unknown): string[] =>
  (Array.isArray(value) ? value : typeof value === 'string' && value ? [value] : []).filter(
    (id): id is string => typeof id === 'string' && UUID.test(id),
  );

const checklistItems = (value: unknown): string[] =>
  String(value ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.slice(0, 500));

/** The workspace's members among these ids, by name, for a test run's sentence. */
async function memberNames(orm: ModuleOrm, workspaceId: string, userIds: string[]): Promise<string> {
  const rows = await orm
    .select({ name: users.name })
    .from(users)
    .innerJoin(workspaceMembers, and(eq(workspaceMembers.userId, users.id), eq(workspaceMembers.workspaceId, workspaceId)))
    .where(inArray(users.id, userIds))
    .orderBy(users.name);
  return rows.map((row) => row.name).join(', ');
}

async function ownerContext(kanban: ModuleServices, context: FlowActionContext) {
  const owner = await kanban.contexts.forUser(context.workspaceId, context.ownerId, context.locale);
  if (!owner) throw new Error(flowText('owner_without_kanban', context.locale));
  return owner;
}

/** The card named by the setting, with the owner's access to its board (404s as the routes answer them). */
async function ownersCard(kanban: ModuleServices, context: FlowActionContext, cardId: unknown) {
  const owner = await ownerContext(kanban, context);
  if (typeof cardId !== 'string' || !UUID.test(cardId)) throw cardNotFound();
  const card = await findCard(kanban.db.orm, context.workspaceId, cardId);
  return { card, access: await boardAccessFor(kanban, owner, card.boardId), owner };
}

async function ownersColumn(kanban: ModuleServices, context: FlowActionContext, columnId: unknown) {
  const owner = await ownerContext(kanban, context);
  if (typeof columnId !== 'string' || !UUID.test(columnId)) throw columnNotFound();
  return columnAccessFor(kanban, owner, columnId);
}

export function kanbanActions(kanban: ModuleServices): FlowActionDefinition[] {
  const { orm } = kanban.db;
  return [
    {
      type: 'kanban.move_card',
      label: { ru: 'Переместить карточку', en: 'Move the card' },
      settings: [cardSetting, columnSetting],
      mayEmit: async (settings, { workspaceId }) => movedCardEmissions(orm, workspaceId, settings),
      async preview(context, settings) {
        const { card } = await ownersCard(kanban, context, settings.cardId);
        const { column } = await ownersColumn(kanban, context, settings.columnId);
        return { wouldDo: flowText('would_move', context.locale, { card: card.title, column: column.name }) };
      },
      async run(context, settings) {
        const { card, access } = await ownersCard(kanban, context, settings.cardId);
        const { column } = await ownersColumn(kanban, context, settings.columnId);
        await moveCard(kanban, access, card, { columnId: column.id });
        return { output: { cardId: card.id, columnId: column.id } };
      },
    },
    {
      type: 'kanban.assign_card',
      label: { ru: 'Назначить исполнителей', en: 'Assign members' },
      settings: [
        cardSetting,
        { key: 'members', type: 'member', required: true, templated: true, label: { ru: 'Участники', en: 'Members' } },
      ],
      mayEmit: async (settings) => assignedCardEmissions(settings),
      async preview(context, settings) {
        const { card } = await ownersCard(kanban, context, settings.cardId);
        const added = ids(settings.members);
        if (added.length === 0) throw new Error(flowText('nothing_to_add', context.locale));
        return {
          wouldDo: flowText('would_assign', context.locale, {
            card: card.title,
            members: await memberNames(orm, context.workspaceId, added),
          }),
        };
      },
      async run(context, settings) {
        const { card, access } = await ownersCard(kanban, context, settings.cardId);
        const added = ids(settings.members);
        if (added.length === 0) throw new Error(flowText('nothing_to_add', context.locale));
        const updated = await setAssignees(kanban, access, card, [...card.assigneeIds, ...added]);
        return { output: { cardId: card.id, assigneeIds: updated.assigneeIds } };
      },
    },
    {
      type: 'kanban.label_card',
      label: { ru: 'Добавить метки', en: 'Add labels' },
      settings: [cardSetting, { key: 'labelIds', type: 'label', multiple: true, required: true, label: { ru: 'Метки', en: 'Labels' } }],
      mayEmit: async (settings, { workspaceId }) => labelledCardEmissions(orm, workspaceId, settings),
      async preview(context, settings) {
        const { card } = await ownersCard(kanban, context, settings.cardId);
        const wanted = ids(settings.labelIds);
        if (wanted.length === 0) throw new Error(flowText('nothing_to_add', context.locale));
        const known = await orm
          .select({ name: kanbanLabels.name })
          .from(kanbanLabels)
          .where(and(eq(kanbanLabels.boardId, card.boardId), inArray(kanbanLabels.id, wanted)))
          .orderBy(kanbanLabels.name);
        const labels = known.map((label) => `«${label.name}»`).join(', ');
        return { wouldDo: flowText(known.length > 0 ? 'would_label' : 'would_label_none', context.locale, { card: card.title, labels }) };
      },
      async run(context, settings) {
        const { card, access } = await ownersCard(kanban, context, settings.cardId);
        const wanted = ids(settings.labelIds);
        if (wanted.length === 0) throw new Error(flowText('nothing_to_add', context.locale));
        const updated = await patchCard(kanban, access, card, { labelIds: [...new Set([...card.labelIds, ...wanted])] });
        return { output: { cardId: card.id, labelIds: updated.labelIds } };
      },
    },
    {
      type: 'kanban.create_card',
      label: { ru: 'Создать карточку', en: 'Create a card' },
      settings: [
        columnSetting,
        { key: 'title', type: 'string', required: true, templated: true, label: { ru: 'Название', en: 'Title' } },
        { key: 'description', type: 'text', templated: true, label: { ru: 'Описание', en: 'Description' } },
        {
          key: 'priority',
          type: 'select',
          label: { ru: 'Приоритет', en: 'Priority' },
          options: priorityOptions,
        },
        { key: 'members', type: 'member', templated: true, label: { ru: 'Исполнители', en: 'Assignees' } },
      ],
      mayEmit: async (settings, { workspaceId }) => createdCardEmissions(orm, workspaceId, settings),
      async preview(context, settings) {
        const { column } = await ownersColumn(kanban, context, settings.columnId);
        const title = String(settings.title ?? '').slice(0, 500);
        const assigneeIds = ids(settings.members);
        if (assigneeIds.length === 0) return { wouldDo: flowText('would_create', context.locale, { title, column: column.name }) };
        const members = await memberNames(orm, context.workspaceId, assigneeIds);
        return { wouldDo: flowText('would_create_assigned', context.locale, { title, column: column.name, members }) };
      },
      async run(context, settings) {
        const { column, access } = await ownersColumn(kanban, context, settings.columnId);
        const title = String(settings.title ?? '').slice(0, 500);
        const priority = CARD_PRIORITIES.find((candidate): candidate is CardPriority => candidate === settings.priority);
        const assigneeIds = ids(settings.members);
        const card = await createCard(kanban, access, column, {
          title,
          ...(typeof settings.description === 'string' ? { description: settings.description.slice(0, 20_000) } : {}),
          ...(priority ? { priority } : {}),
          ...(assigneeIds.length > 0 ? { assigneeIds } : {}),
        });
        return { output: { cardId: card.id, boardId: card.boardId } };
      },
    },
    {
      type: 'kanban.create_checklist',
      label: { ru: 'Добавить чек-лист', en: 'Add a checklist' },
      settings: [
        cardSetting,
        {
          key: 'items',
          type: 'text',
          required: true,
          templated: true,
          label: { ru: 'Пункты, по одному в строке', en: 'Items, one per line' },
        },
      ],
      async preview(context, settings) {
        const { card } = await ownersCard(kanban, context, settings.cardId);
        const items = checklistItems(settings.items);
        if (items.length === 0) throw new Error(flowText('nothing_to_add', context.locale));
        return {
          wouldDo: flowText('would_checklist', context.locale, { card: card.title, items: items.map((item) => `«${item}»`).join(', ') }),
        };
      },
      async run(context, settings) {
        const { card, access } = await ownersCard(kanban, context, settings.cardId);
        const items = checklistItems(settings.items);
        if (items.length === 0) throw new Error(flowText('nothing_to_add', context.locale));
        const created: string[] = [];
        for (const text of items) created.push((await addChecklistItem(kanban, access, card, text)).id);
        return { output: { cardId: card.id, itemIds: created } };
      },
    },
  ];
}
