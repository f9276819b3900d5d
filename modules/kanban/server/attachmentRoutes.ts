/** Attachments: base64 uploads kept under DATA_DIR, size-limited and type-checked; downloads; removal. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { boards } from '../../../server/src/db/tables/boards';
import { AppError } from '../../../server/src/http/errors';
import { forbidden } from '../../../server/src/workspaces/workspaceAccess';
import { recordActivity } from './activity';
import { ALLOWED_ATTACHMENT_TYPES, ATTACHMENT_MAX_BYTES, attachmentPath, decodeBase64 } from './attachmentFiles';
import { moduleContextOf, requirePermission, requireWritable } from './boardAccess';
import { loadCard } from './cardRoutes';
import { attachmentNotFound, attachmentTooLarge, attachmentTypeNotAllowed } from './kanbanErrors';
import { publishBoardEvent } from './liveEvents';
import { AttachmentBody, AttachmentSchema, IdParams } from './schemas';
import { toAttachmentJson } from './serialise';
import { kanbanAttachments, kanbanCards } from './tables';

/** base64 is 4/3 of the bytes; the rest is room for the file name and JSON. */
const UPLOAD_BODY_LIMIT = Math.ceil((ATTACHMENT_MAX_BYTES * 4) / 3) + 64 * 1024;

async function loadAttachment(request: FastifyRequest, attachmentId: string) {
  const [row] = await request.server.db.orm
    .select({ attachment: kanbanAttachments })
    .from(kanbanAttachments)
    .innerJoin(kanbanCards, eq(kanbanCards.id, kanbanAttachments.cardId))
    .innerJoin(boards, eq(boards.id, kanbanCards.boardId))
    .where(and(eq(kanbanAttachments.id, attachmentId), eq(boards.workspaceId, moduleContextOf(request).workspaceId)));
  if (!row) throw attachmentNotFound();
  return { attachment: row.attachment, ...(await loadCard(request, row.attachment.cardId)) };
}

/** A name fit for Content-Disposition: no path, no quotes or control characters. */
function safeFileName(name: string): string {
  return path.basename(name.replace(/\\/g, '/')).replace(/[\u0000-\u001f"\u007f]/g, '_').trim() || 'file';
}

export const attachmentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { orm } = app.db;

  app.post(
    '/cards/:id/attachments',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: { params: IdParams, body: AttachmentBody, response: { 201: Type.Object({ attachment: AttachmentSchema }) } },
    },
    async (request, reply) => {
      const { card, access } = await loadCard(request, request.params.id);
      requireWritable(access, 'upload_files');
      const contentType = request.body.contentType.toLowerCase().split(';')[0]!.trim();
      if (!ALLOWED_ATTACHMENT_TYPES.has(contentType)) throw attachmentTypeNotAllowed();
      const bytes = decodeBase64(request.body.dataBase64);
      if (!bytes) throw new AppError(400, 'validation_error', 'validation_error', {
        details: [{ in: 'body', field: 'dataBase64', rule: 'base64', message: 'dataBase64 is not base64' }],
      });
      if (bytes.length > ATTACHMENT_MAX_BYTES) throw attachmentTooLarge();
      const fileName = safeFileName(request.body.fileName);
      const { workspaceId } = access.context;
      const attachment = await orm.transaction(async (tx) => {
        const [created] = await tx
          .insert(kanbanAttachments)
          .values({ cardId: card.id, workspaceId, fileName, contentType, size: bytes.length, uploadedById: access.userId })
          .returning();
        const file = attachmentPath(app, workspaceId, card.boardId, created!.id);
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, bytes);
        await recordActivity(tx, {
          boardId: card.boardId,
          cardId: card.id,
          actorId: access.userId,
          kind: 'attachment.added',
          data: { attachmentId: created!.id, fileName },
        });
        return created!;
      });
      await publishBoardEvent(app, workspaceId, { kind: 'kanban.card.updated', boardId: card.boardId, actorId: access.userId, cardId: card.id });
      return reply.code(201).send({ attachment: toAttachmentJson(attachment) });
    },
  );

  app.get('/attachments/:id/download', { schema: { params: IdParams } }, async (request, reply) => {
    const { attachment, card, access } = await loadAttachment(request, request.params.id);
    requirePermission(access, 'view_boards');
    const bytes = await fs.readFile(attachmentPath(app, access.context.workspaceId, card.boardId, attachment.id)).catch(() => null);
    if (!bytes) throw attachmentNotFound();
    return reply
      .header('content-type', attachment.contentType)
      .header('content-disposition', `attachment; filename="${encodeURIComponent(attachment.fileName)}"; filename*=UTF-8''${encodeURIComponent(attachment.fileName)}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });

  app.delete('/attachments/:id', { schema: { params: IdParams } }, async (request, reply) => {
    const { attachment, card, access } = await loadAttachment(request, request.params.id);
    const own = attachment.uploadedById === access.userId && access.permissions.has('upload_files');
    if (!own && !access.permissions.has('delete_files')) throw forbidden();
    requireWritable(access, 'view_boards');
    await orm.transaction(async (tx) => {
      await tx.delete(kanbanAttachments).where(eq(kanbanAttachments.id, attachment.id));
      await recordActivity(tx, {
        boardId: card.boardId,
        cardId: card.id,
        actorId: access.userId,
        kind: 'attachment.deleted',
        data: { attachmentId: attachment.id, fileName: attachment.fileName },
      });
    });
    await fs.rm(attachmentPath(app, access.context.workspaceId, card.boardId, attachment.id), { force: true });
    await publishBoardEvent(app, access.context.workspaceId, { kind: 'kanban.card.updated', boardId: card.boardId, actorId: access.userId, cardId: card.id });
    return reply.code(204).send();
  });
};
