/** Checklist items of a card: add, tick, rename, reorder, remove (all `edit_card`). */
import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { coreTables, type ModuleRoutes, type ModuleServices } from '@artel/sdk/server';
import { requireWritable } from './boardAccess';
import { addChecklistItem } from './cardChanges';
import { loadCard } from './cardRoutes';
import { checklistItemNotFound } from './kanbanErrors';
import { publishBoardEvent } from './liveEvents';
import { cardChecklist, lockCard, placeIn } from './placement';
import { bumpBoardVersion } from './boardVersion';
import { ChecklistCreateBody, ChecklistItemSchema, ChecklistPatchBody, IdParams } from './schemas';
import { toChecklistItemJson } from './serialise';
import { kanbanCards, kanbanChecklistItems } from './tables';

const { boards } = coreTables;

const ItemAnswer = Type.Object({ item: ChecklistItemSchema });

async function loadItem(kanban: ModuleServices, request: FastifyRequest, itemId: string) {
  const [row] = await kanban.db.orm
    .select({ item: kanbanChecklistItems })
    .from(kanbanChecklistItems)
    .innerJoin(kanbanCards, eq(kanbanCards.id, kanbanChecklistItems.cardId))
    .innerJoin(boards, eq(boards.id, kanbanCards.boardId))
    .where(and(eq(kanbanChecklistItems.id, itemId), eq(boards.workspaceId, kanban.http.context(request).workspaceId)));
  if (!row) throw checklistItemNotFound();
  return { item: row.item, ...(await loadCard(kanban, request, row.item.cardId)) };
}

export const checklistRoutes =
  (kanban: ModuleServices): ModuleRoutes =>
  async (app) => {
    const { orm } = kanban.db;
    const updated = (workspaceId: string, boardId: string, actorId: string, cardId: string) =>
      publishBoardEvent(kanban, workspaceId, { kind: 'kanban.card.updated', boardId, actorId, cardId });

    app.post(
      '/cards/:id/checklist',
      { schema: { params: IdParams, body: ChecklistCreateBody, response: { 201: ItemAnswer } } },
      async (request, reply) => {
        const { card, access } = await loadCard(kanban, request, request.params.id);
        const item = await addChecklistItem(kanban, access, card, request.body.text);
        return reply.code(201).send({ item: toChecklistItemJson(item) });
      },
    );

    app.patch(
      '/checklist/:id',
      { schema: { params: IdParams, body: ChecklistPatchBody, response: { 200: ItemAnswer } } },
      async (request) => {
        const { item, card, access } = await loadItem(kanban, request, request.params.id);
        await requireWritable(kanban, access, 'edit_card');
        const { text, done, afterId, beforeId } = request.body;
        const moving = afterId !== undefined || beforeId !== undefined;
        const saved = await orm.transaction(async (tx) => {
          await lockCard(tx, card.id);
          const rank = moving ? await placeIn(tx, cardChecklist(card.id), item.id, { afterId, beforeId }) : undefined;
          const changes = {
            ...(text === undefined ? {} : { text: text.trim() }),
            ...(done === undefined ? {} : { done }),
            ...(rank === undefined ? {} : { rank }),
          };
          if (Object.keys(changes).length === 0) return item;
          const [row] = await tx.update(kanbanChecklistItems).set(changes).where(eq(kanbanChecklistItems.id, item.id)).returning();
          await bumpBoardVersion(tx, card.boardId, card.id);
          return row!;
        });
        await updated(access.context.workspaceId, card.boardId, access.userId, card.id);
        return { item: toChecklistItemJson(saved) };
      },
    );

    app.delete('/checklist/:id', { schema: { params: IdParams } }, async (request, reply) => {
      const { item, card, access } = await loadItem(kanban, request, request.params.id);
      await requireWritable(kanban, access, 'edit_card');
      await orm.transaction(async (tx) => {
        await tx.delete(kanbanChecklistItems).where(eq(kanbanChecklistItems.id, item.id));
        await bumpBoardVersion(tx, card.boardId, card.id);
      });
      await updated(access.context.workspaceId, card.boardId, access.userId, card.id);
      return reply.code(204).send();
    });
  };
