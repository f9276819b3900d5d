/** The module's pages (SPEC §2: boards, boards/{id}, boards/archived, calendar under /modules/kanban). */
import { MODULE_ID } from './moduleId';

const base = `/modules/${MODULE_ID}`;

export const boardsPath = () => `${base}/boards`;
/** The boards page with its name field focused, to create one. */
export const newBoardPath = () => `${base}/boards?new=board`;
export const newCardPath = () => `${base}/cards/new`;
export const boardPath = (boardId: string, cardId?: string) => `${base}/boards/${boardId}${cardId ? `?card=${cardId}` : ''}`;
export const archivedPath = () => `${base}/boards/archived`;
export const calendarPath = () => `${base}/calendar`;
