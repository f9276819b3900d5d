/** Attachments: base64 uploads kept by the files service, size-limited and type-checked; downloads; removal. */
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { coreTables, decodeBase64, forbidden, type ModuleRoutes, type ModuleServices } from '@artel/sdk/server';
import { recordActivity } from './activity';
import { bumpBoardVersion } from './boardVersion';
import { ALLOWED_ATTACHMENT_TYPES, ATTACHMENT_MAX_BYTES, attachmentBucket, attachmentKey } from './attachmentFiles';
import { holdsOnBoard, requirePermission, requireWritable } from './boardAccess';
import { loadCard } from './cardRoutes';
import { attachmentNotFound, attachmentTooLarge, attachmentTypeNotAllowed, notBase64 } from './kanbanErrors';
import { publishBoardEvent } from './liveEvents';
import { AttachmentBody, AttachmentSchema, IdParams } from './schemas';
import { toAttachmentJson } from './serialise';
import { kanbanAttachments, kanbanCards } from './tables';

const { boards } = coreTables;

/** base64 is 4/3 of the bytes; the rest is room for the file name and JSON. */
const UPLOAD_BODY_LIMIT = Math.ceil((ATTACHMENT_MAX_BYTES * 4) / 3) + 64 * 1024;

async function loadAttachment(kanban: ModuleServices, request: FastifyRequest, attachmentId: string) {
  const [row] = await kanban.db.orm
    .select({ attachment: kanbanAttachments })
    .from(kanbanAttachments)
    .innerJoin(kanbanCards, eq(kanbanCards.id, kanbanAttachments.cardId))
    .innerJoin(boards, eq(boards.id, kanbanCards.boardId))
    .where(and(eq(kanbanAttachments.id, attachmentId), eq(boards.workspaceId, kanban.http.context(request).workspaceId)));
  if (!row) throw attachmentNotFound();
  return { attachment: row.attachment, ...(await loadCard(kanban, request, row.attachment.cardId)) };
}

/** A name fit for Content-Disposition: no path, no quotes or control characters. */
function safeFileName(name: string): string {
  return (
    path
      .basename(name.replace(/\\/g, '/'))
      .replace(/[\u0000-\u001f"\u007f]/g, '_')
      .trim() || 'file'
  );
}

export const attachmentRoutes =
  (kanban: ModuleServices): ModuleRoutes =>
  async (app) => {
    const { orm } = kanban.db;
    const files = attachmentBucket(kanban);

    app.post(
      '/cards/:id/attachments',
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: { params: IdParams, body: AttachmentBody, response: { 201: Type.Object({ attachment: AttachmentSchema }) } },
      },
      async (request, reply) => {
        const { card, access } = await loadCard(kanban, request, request.params.id);
        await requireWritable(kanban, access, 'upload_files');
        const contentType = request.body.contentType.toLowerCase().split(';')[0]!.trim();
        if (!ALLOWED_ATTACHMENT_TYPES.has(contentType)) throw attachmentTypeNotAllowed();
        const bytes = decodeBase64(request.body.dataBase64);
        if (!bytes) throw notBase64();
        if (bytes.length > ATTACHMENT_MAX_BYTES) throw attachmentTooLarge();
        const fileName = safeFileName(request.body.fileName);
        const { workspaceId } = access.context;
        const attachment = await orm.transaction(async (tx) => {
          const [created] = await tx
            .insert(kanbanAttachments)
            .values({ cardId: card.id, workspaceId, fileName, contentType, size: bytes.length, uploadedById: access.userId })
            .returning();
          await files.put(workspaceId, attachmentKey(card.boardId, created!.id), bytes);
          await bumpBoardVersion(tx, card.boardId, card.id);
          await recordActivity(tx, {
            boardId: card.boardId,
            cardId: card.id,
            actorId: access.userId,
            kind: 'attachment.added',
            data: { attachmentId: created!.id, fileName },
          });
          return created!;
        });
        await publishBoardEvent(kanban, workspaceId, {
          kind: 'kanban.card.updated',
          boardId: card.boardId,
          actorId: access.userId,
          cardId: card.id,
        });
        return reply.code(201).send({ attachment: toAttachmentJson(attachment) });
      },
    );

    app.get('/attachments/:id/download', { schema: { params: IdParams } }, async (request, reply) => {
      const { attachment, card, access } = await loadAttachment(kanban, request, request.params.id);
      await requirePermission(kanban, access, 'view_boards');
      const bytes = await files.get(access.context.workspaceId, attachmentKey(card.boardId, attachment.id));
      if (!bytes) throw attachmentNotFound();
      return reply
        .header('content-type', attachment.contentType)
        .header(
          'content-disposition',
          `attachment; filename="${encodeURIComponent(attachment.fileName)}"; filename*=UTF-8''${encodeURIComponent(attachment.fileName)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    });

    app.delete('/attachments/:id', { schema: { params: IdParams } }, async (request, reply) => {
      const { attachment, card, access } = await loadAttachment(kanban, request, request.params.id);
      const own = attachment.uploadedById === access.userId && (await holdsOnBoard(kanban, access, 'upload_files'));
      if (!own && !(await holdsOnBoard(kanban, access, 'delete_files'))) throw forbidden();
      await requireWritable(kanban, access, 'view_boards');
      await orm.transaction(async (tx) => {
        await tx.delete(kanbanAttachments).where(eq(kanbanAttachments.id, attachment.id));
        await bumpBoardVersion(tx, card.boardId, card.id);
        await recordActivity(tx, {
          boardId: card.boardId,
          cardId: card.id,
          actorId: access.userId,
          kind: 'attachment.deleted',
          data: { attachmentId: attachment.id, fileName: attachment.fileName },
        });
      });
      await files.delete(access.context.workspaceId, attachmentKey(card.boardId, attachment.id));
      await publishBoardEvent(kanban, access.context.workspaceId, {
        kind: 'kanban.card.updated',
        boardId: card.boardId,
        actorId: access.userId,
        cardId: card.id,
      });
      return reply.code(204).send();
    });
  };
