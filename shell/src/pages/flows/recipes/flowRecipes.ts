/**
 * The recipes gallery's ready flows (issue 28): each is built for the workspace when it is opened, from what is
 * there by name (workspaceParts.ts), and says where a choice is still the user's. Texts of the flow itself
 * (messages, card titles) come in the user's language, with `{{field}}` placeholders of the trigger's event.
 */
import type { FlowDefinition, FlowStep, SettingValues } from '../api/flowTypes';
import type { Part, WorkspaceParts } from './workspaceParts';

export interface RecipeHint {
  key: string;
  params?: Record<string, string>;
}

export interface BuiltRecipe {
  definition: FlowDefinition;
  hints: RecipeHint[];
}

export interface FlowRecipe {
  id: string;
  /** The modules whose triggers and actions it uses: offered only where all of them are enabled (named as the marketplace names them). */
  modules: string[];
  build(parts: WorkspaceParts, text: (key: string) => string): BuiltRecipe;
}

/** The settings that have a value: what is not found stays unset, for the user to choose. */
function settings(values: Record<string, unknown>): SettingValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined));
}

const action = (id: string, type: string, values: Record<string, unknown>): FlowStep => ({
  id,
  kind: 'action',
  action: type,
  settings: settings(values),
});
const trigger = (type: string, values: Record<string, unknown> = {}) => ({ type, settings: settings(values) });
const definition = (triggerPart: FlowDefinition['trigger'], steps: FlowStep[]): FlowDefinition => ({
  trigger: triggerPart,
  conditions: null,
  steps,
});

function boardHints({ board, severalBoards }: WorkspaceParts): RecipeHint[] {
  if (!board) return [{ key: 'noBoard' }];
  return severalBoards ? [{ key: 'checkBoard', params: { board: board.name } }] : [];
}

/** Cards a recipe creates go to the first column of the board found. */
const columnHints = ({ board, firstColumn }: WorkspaceParts): RecipeHint[] =>
  board
    ? [
        firstColumn
          ? { key: 'firstColumn', params: { board: board.name, column: firstColumn.name } }
          : { key: 'noColumn', params: { board: board.name } },
      ]
    : [];

const boardPart = (part: Part | null, board: Part | null, missing: string): RecipeHint[] =>
  board && !part ? [{ key: missing, params: { board: board.name } }] : [];

export const FLOW_RECIPES: FlowRecipe[] = [
  {
    id: 'doneNotify',
    modules: ['kanban'],
    build: (parts, text) => ({
      definition: definition(trigger('kanban.card.moved', { boardId: parts.board?.id, columnId: parts.doneColumn?.id }), [
        action('notify', 'platform.notify', { members: '{{assigneeIds}}', message: text('message') }),
      ]),
      hints: [...boardHints(parts), ...boardPart(parts.doneColumn, parts.board, 'noDoneColumn')],
    }),
  },
  {
    id: 'overdueInvoice',
    modules: ['contragents', 'kanban'],
    build: (parts, text) => ({
      definition: definition(trigger('contragents.invoice_overdue'), [
        action('notify', 'platform.notify', { members: '{{responsibleId}}', message: text('message') }),
        action('card', 'kanban.create_card', {
          columnId: parts.firstColumn?.id,
          title: text('cardTitle'),
          priority: 'high',
          members: '{{responsibleId}}',
        }),
      ]),
      hints: [{ key: 'responsible' }, ...boardHints(parts), ...columnHints(parts)],
    }),
  },
  {
    id: 'articleTelegram',
    modules: ['wiki', 'telegram'],
    build: (parts, text) => ({
      definition: definition(trigger('wiki.article_published'), [
        action('post', 'telegram.post_to_chat', { boardId: parts.chatBoard?.id, text: text('message') }),
      ]),
      hints: parts.chatBoard ? [{ key: 'chatBoard', params: { board: parts.chatBoard.name } }] : [{ key: 'noChatBoard' }],
    }),
  },
  {
    id: 'urgentLabel',
    modules: ['kanban'],
    build: (parts, text) => ({
      definition: definition(trigger('kanban.card.labeled', { boardId: parts.board?.id, labelId: parts.urgentLabel?.id }), [
        action('assign', 'kanban.assign_card', { cardId: '{{cardId}}', members: [parts.userId] }),
        action('notify', 'platform.notify', { members: [parts.userId], message: text('message') }),
      ]),
      hints: [...boardHints(parts), ...boardPart(parts.urgentLabel, parts.board, 'noUrgentLabel'), { key: 'assignee' }],
    }),
  },
  {
    id: 'partnerCheck',
    modules: ['contragents', 'kanban'],
    build: (parts, text) => ({
      definition: definition(trigger('contragents.partner_created'), [
        action('card', 'kanban.create_card', { columnId: parts.firstColumn?.id, title: text('cardTitle'), members: '{{responsibleId}}' }),
      ]),
      hints: [...boardHints(parts), ...columnHints(parts)],
    }),
  },
  {
    id: 'contractExpiring',
    modules: ['contragents'],
    build: (_parts, text) => ({
      definition: definition(trigger('contragents.contract_expiring'), [
        action('notify', 'platform.notify', { members: '{{responsibleId}}', message: text('message') }),
      ]),
      hints: [{ key: 'noticeDays' }, { key: 'responsible' }],
    }),
  },
  {
    id: 'overdueDigest',
    modules: ['kanban'],
    build: (parts) => ({
      definition: definition(trigger('platform.schedule', { cron: '0 9 * * 1-5' }), [
        action('digest', 'kanban.overdue_digest', {
          boardId: parts.board?.id,
          members: [parts.userId],
          exceptColumnId: parts.doneColumn?.id,
        }),
      ]),
      hints: [{ key: 'schedule' }, ...boardHints(parts)],
    }),
  },
  {
    id: 'telegramTask',
    modules: ['telegram'],
    build: (_parts, text) => ({
      definition: definition(trigger('telegram.task_detected'), [
        action('notify', 'platform.notify', { members: '{{boardOwnerId}}', message: text('message') }),
      ]),
      hints: [],
    }),
  },
];
