/**
 * What a person can create from anywhere: the phone's «Добавить» lists these (issue 15: a card, a board and
 * a workspace). The shell offers a workspace; a module adds its own with
 * `sdk.extensions.register(CREATE_ACTIONS_POINT, { id: 'kanban.card', … })`.
 */
import type { RouteAccessRule } from '../modules/routeAccess';
import { defineExtensionPoint } from './extensionPoint';

export const CREATE_ACTIONS_POINT = 'platform.create-actions';

export interface CreateAction {
  /** Unique on the platform: '<moduleId>.<what>'. */
  id: string;
  /** An i18n key with its namespace ('kanban:create.card'), so it follows the language. */
  title: string;
  /** A Blueprint icon name. */
  icon?: string;
  /** Where choosing it goes: a page that creates the thing. */
  path: string;
  /** Smaller first; without it, last. */
  position?: number;
  /** Who may create it (the rule of the page it opens); others are not offered it. */
  canOpen?: RouteAccessRule;
}

export const createActionPoint = defineExtensionPoint<CreateAction>({
  id: CREATE_ACTIONS_POINT,
  validate: (action) =>
    action.id && action.title && action.path?.startsWith('/')
      ? null
      : 'Invalid create action: an id, a title and a path from / are required',
  key: (action) => action.id,
  compare: (a, b) => (a.position ?? Number.MAX_SAFE_INTEGER) - (b.position ?? Number.MAX_SAFE_INTEGER),
});

export const $createActions = createActionPoint.$entries;
