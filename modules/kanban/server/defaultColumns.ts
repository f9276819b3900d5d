/**
 * A new board starts with lists, as in Trello and Plane: the names set in kanban's settings (comma-separated), or
 * «Нужно сделать, В работе, Готово» in the language of whoever made the board.
 */
import type { ModuleServices, NewBoard } from '@artel/sdk/server';
import { bumpBoardVersion } from './boardVersion';
import { ranksBetween } from './ranks';
import { kanbanColumns } from './tables';

const STANDARD_KEYS = ['default_column_todo', 'default_column_doing', 'default_column_done'] as const;
const NAME_LIMIT = 100;
const COLUMN_LIMIT = 20;

export function defaultColumnNames(configured: unknown, standard: readonly string[]): string[] {
  const names =
    typeof configured === 'string'
      ? configured
          .split(',')
          .map((name) => name.trim().slice(0, NAME_LIMIT))
          .filter(Boolean)
      : [];
  return (names.length > 0 ? names : [...standard]).slice(0, COLUMN_LIMIT);
}

export function giveDefaultColumns(kanban: ModuleServices) {
  return async ({ boardId, workspaceId, createdById, locale }: NewBoard): Promise<void> => {
    // Only where kanban is enabled for the one who made the board: elsewhere the board is another module's.
    const context = await kanban.contexts.forUser(workspaceId, createdById, locale);
    if (!context) return;
    const names = defaultColumnNames(
      context.config.defaultColumns,
      STANDARD_KEYS.map((key) => kanban.messages.t(key, locale)),
    );
    const ranks = ranksBetween(null, null, names.length);
    await kanban.db.orm.transaction(async (tx) => {
      await tx.insert(kanbanColumns).values(names.map((name, index) => ({ boardId, name, wipLimit: null, rank: ranks[index]! })));
      await bumpBoardVersion(tx, boardId, null);
    });
  };
}
