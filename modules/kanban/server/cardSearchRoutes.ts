/**
 * GET /cards/search?q=…: the cards whose title contains the text, for the top bar's global search. Only
 * not archived cards on not archived boards the caller may view, in the caller's workspace (viewableBoards
 * reads the workspace from the module guard's context, never from the query).
 */
import { Type } from '@sinclair/typebox';
import { and, desc, ilike, inArray, isNull } from 'drizzle-orm';
import type { ModuleRoutes, ModuleServices } from '@artel/sdk/server';
import { viewableBoards } from './boardAccess';
import { kanbanCards } from './tables';

const SearchQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 200 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 8 })),
});

const CardHit = Type.Object({ id: Type.String(), boardId: Type.String(), boardName: Type.String(), title: Type.String() });

/** The text as an ILIKE pattern that matches it literally: %, _ and \ lose their meaning. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export const cardSearchRoutes =
  (kanban: ModuleServices): ModuleRoutes =>
  async (app) => {
    const { orm } = kanban.db;

    app.get(
      '/cards/search',
      { schema: { querystring: SearchQuery, response: { 200: Type.Object({ cards: Type.Array(CardHit) }) } } },
      async (request) => {
        const text = request.query.q.trim();
        const boardNames = new Map(
          (await viewableBoards(kanban, request)).filter((row) => !row.archivedAt).map((row) => [row.board.id, row.board.name]),
        );
        if (!text || boardNames.size === 0) return { cards: [] };
        const rows = await orm
          .select({ id: kanbanCards.id, boardId: kanbanCards.boardId, title: kanbanCards.title })
          .from(kanbanCards)
          .where(
            and(
              inArray(kanbanCards.boardId, [...boardNames.keys()]),
              isNull(kanbanCards.archivedAt),
              ilike(kanbanCards.title, containsPattern(text)),
            ),
          )
          .orderBy(desc(kanbanCards.updatedAt), desc(kanbanCards.id))
          .limit(request.query.limit ?? 8);
        return { cards: rows.map((row) => ({ ...row, boardName: boardNames.get(row.boardId) ?? '' })) };
      },
    );
  };
