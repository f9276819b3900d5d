/**
 * Attachment bytes in the files service's bucket 'attachments' under the key <boardId>/<attachmentId> (locally
 * DATA_DIR/kanban/attachments/<workspaceId>/<boardId>/<attachmentId>, where they always were). The key is ids
 * only, so a file name from a user never becomes a path.
 */
import type { FileBucket, ModuleServices } from '@artel/sdk/server';

/** SPEC leaves the size to us: 10 MB keeps a JSON base64 upload under ~14 MB. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export const ALLOWED_ATTACHMENT_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
  'text/markdown',
  'text/csv',
  'application/zip',
  'application/json',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

export const attachmentBucket = (kanban: ModuleServices): FileBucket => kanban.files.bucket('attachments');

export const attachmentKey = (boardId: string, attachmentId: string) => `${boardId}/${attachmentId}`;
