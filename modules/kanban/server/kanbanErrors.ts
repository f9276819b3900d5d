/** The kanban module's failures; texts in messages.ts (ru + en). */
import { moduleErrors, validationError } from '@artel/sdk/server';
import { kanbanMessages } from './messages';

const fail = moduleErrors(kanbanMessages);

export const boardNotFound = () => fail('board_not_found', 404);
export const columnNotFound = () => fail('column_not_found', 404);
export const cardNotFound = () => fail('card_not_found', 404);
export const checklistItemNotFound = () => fail('checklist_item_not_found', 404);
export const commentNotFound = () => fail('comment_not_found', 404);
export const attachmentNotFound = () => fail('attachment_not_found', 404);
export const labelNotFound = () => fail('label_not_found', 400);
export const labelMissing = () => fail('label_not_found', 404);
export const labelNameTaken = (name: string) => fail('label_name_taken', 409, { name }, [{ field: 'name', name }]);
export const invalidMoveTarget = () => fail('invalid_move_target', 400);
export const columnNotEmpty = () => fail('column_not_empty', 400);
export const boardArchived = () => fail('board_archived', 409);
export const cardArchived = () => fail('card_archived', 409);
export const archiveDisabled = () => fail('archive_disabled', 409);
export const partnersUnavailable = () => fail('partners_unavailable', 409);
export const partnerNotFound = () => fail('partner_not_found', 400, {}, [{ field: 'partnerId' }]);
export const attachmentTooLarge = () => fail('attachment_too_large', 413);
export const attachmentTypeNotAllowed = () => fail('attachment_type_not_allowed', 415);

export const assigneeNotMember = (userId: string) => fail('assignee_not_member', 400, {}, [{ field: 'assigneeIds', userId }]);
export const mentionNotMember = (userId: string) => fail('mention_not_member', 400, {}, [{ field: 'mentions', userId }]);

export const columnFull = (max: number, columnId: string) => fail('column_full', 409, { max }, { max, columnId });

export const datesOutOfOrder = () =>
  validationError([{ in: 'body', field: 'dueDate', rule: 'afterStart', message: 'dueDate must not be before startDate' }]);

export const dueCompleteWithoutDue = () =>
  validationError([
    { in: 'body', field: 'dueComplete', rule: 'needsDueDate', message: 'a card without a due date cannot have it marked complete' },
  ]);

export const notBase64 = () => validationError([{ in: 'body', field: 'dataBase64', rule: 'base64', message: 'dataBase64 is not base64' }]);
