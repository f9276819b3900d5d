/** The module's pages (SPEC §2 messaging-app: '' and 'telegram', 'auth', 'board-links', 'settings'). */
import { MODULE_ID } from './moduleId';

const base = `/modules/${MODULE_ID}`;

export const dashboardPath = () => `${base}/telegram`;
export const authPath = () => `${base}/auth`;
export const boardLinksPath = () => `${base}/board-links`;
export const settingsPath = () => `${base}/settings`;
export const boardPath = (boardId: string) => `/modules/kanban/boards/${boardId}`;
export const cardPath = (boardId: string, cardId: string) => `${boardPath(boardId)}?card=${cardId}`;
