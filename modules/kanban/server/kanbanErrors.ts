/** The kanban module's failures; texts in server/src/http/messages.ts (ru + en). */
import { AppError } from '../../../server/src/http/errors';

export const boardNotFound = () => new AppError(404, 'board_not_found', 'board_not_found');
export const columnNotFound = () => new AppError(404, 'column_not_found', 'column_not_found');
export const cardNotFound = () => new AppError(404, 'card_not_found', 'card_not_found');
export const checklistItemNotFound = () => new AppError(404, 'checklist_item_not_found', 'checklist_item_not_found');
export const commentNotFound = () => new AppError(404, 'comment_not_found', 'comment_not_found');
export const attachmentNotFound = () => new AppError(404, 'attachment_not_found', 'attachment_not_found');
export const labelNotFound = () => new AppError(400, 'label_not_found', 'label_not_found');
export const labelMissing = () => new AppError(404, 'label_not_found', 'label_not_found');
export const invalidMoveTarget = () => new AppError(400, 'invalid_move_target', 'invalid_move_target');
export const columnNotEmpty = () => new AppError(400, 'column_not_empty', 'column_not_empty');
export const boardArchived = () => new AppError(409, 'board_archived', 'board_archived');
export const cardArchived = () => new AppError(409, 'card_archived', 'card_archived');
export const archiveDisabled = () => new AppError(409, 'archive_disabled', 'archive_disabled');
export const attachmentTooLarge = () => new AppError(413, 'attachment_too_large', 'attachment_too_large');
export const attachmentTypeNotAllowed = () => new AppError(415, 'attachment_type_not_allowed', 'attachment_type_not_allowed');

export const assigneeNotMember = (userId: string) =>
  new AppError(400, 'assignee_not_member', 'assignee_not_member', { details: [{ field: 'assigneeIds', userId }] });

export const columnFull = (max: number, columnId: string) =>
  new AppError(409, 'column_full', 'column_full', { params: { max }, details: { max, columnId } });

export const datesOutOfOrder = () =>
  new AppError(400, 'validation_error', 'validation_error', {
    details: [{ in: 'body', field: 'dueDate', rule: 'afterStart', message: 'dueDate must not be before startDate' }],
  });
