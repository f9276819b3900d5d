/**
 * Images and files for articles, kept by the platform's file storage (so every server instance serves them):
 * POST /files takes one as base64 and answers the path an article links to; GET /files/:id serves it to
 * members of the workspace only. SVG and HTML are refused: served from our origin they could run script.
 */
import { decodeBase64, type ModuleRoutes, type ModuleServices } from '@artel/sdk/server';
import { Type } from '@sinclair/typebox';
import { and, eq } from 'drizzle-orm';
import path from 'node:path';
import { wikiFiles } from '../tables';
import { wikiRequest } from '../wikiRequest';

const MAX_MEGABYTES = 10;
const MAX_BYTES = MAX_MEGABYTES * 1024 * 1024;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const ALLOWED_TYPES = new Set([
  ...IMAGE_TYPES,
  'application/pdf',
  'text/plain',
  'text/csv',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
]);
const BUCKET = 'files';

export const filePath = (id: string) => `/api/v1/modules/wiki/files/${id}`;

/** A name fit for Content-Disposition: no path, no quotes or control characters. */
function safeFileName(name: string): string {
  return (
    path
      .basename(name.replace(/\\/g, '/'))
      .replace(/[\u0000-\u001f"\u007f]/g, '_')
      .trim()
      .slice(0, 200) || 'file'
  );
}

export const fileRoutes =
  (wiki: ModuleServices): ModuleRoutes =>
  async (app) => {
    const { orm } = wiki.db;
    const bucket = wiki.files.bucket(BUCKET);

    app.post(
      '/files',
      {
        bodyLimit: Math.ceil((MAX_BYTES * 4) / 3) + 64 * 1024,
        schema: {
          body: Type.Object({
            fileName: Type.String({ maxLength: 1000 }),
            contentType: Type.String({ maxLength: 200 }),
            dataBase64: Type.String(),
          }),
        },
      },
      async (request, reply) => {
        const caller = await wikiRequest(wiki, request);
        // Writing a new article or editing one: either right lets a file in.
        if (!(await caller.can('wiki.create'))) await caller.require('wiki.edit');
        const contentType = request.body.contentType.toLowerCase().split(';')[0]!.trim();
        if (!ALLOWED_TYPES.has(contentType)) throw wiki.errors.moduleError('file_type_not_allowed', 400);
        const bytes = decodeBase64(request.body.dataBase64);
        if (!bytes) throw wiki.errors.moduleError('file_not_base64', 400);
        if (bytes.length > MAX_BYTES) throw wiki.errors.moduleError('file_too_large', 400, { max: MAX_MEGABYTES });
        const fileName = safeFileName(request.body.fileName);
        const [created] = await orm
          .insert(wikiFiles)
          .values({ workspaceId: caller.workspaceId, fileName, contentType, size: bytes.length, uploadedById: caller.userId })
          .returning();
        await bucket.put(caller.workspaceId, created!.id, bytes);
        return reply.code(201).send({
          file: {
            id: created!.id,
            fileName,
            contentType,
            size: bytes.length,
            image: IMAGE_TYPES.has(contentType),
            path: filePath(created!.id),
          },
        });
      },
    );

    app.get('/files/:id', { schema: { params: Type.Object({ id: Type.String({ format: 'uuid' }) }) } }, async (request, reply) => {
      const caller = await wikiRequest(wiki, request);
      await caller.require('wiki.view');
      const [file] = await orm
        .select()
        .from(wikiFiles)
        .where(and(eq(wikiFiles.id, request.params.id), eq(wikiFiles.workspaceId, caller.workspaceId)));
      const bytes = file ? await bucket.get(caller.workspaceId, file.id) : null;
      if (!file || !bytes) throw wiki.errors.moduleError('file_not_found', 404);
      const disposition = IMAGE_TYPES.has(file.contentType) ? 'inline' : 'attachment';
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `${disposition}; filename="${encodeURIComponent(file.fileName)}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, max-age=3600')
        .send(bytes);
    });
  };
