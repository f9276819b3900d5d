import type { NotificationData } from '../db/tables/notifications';
import { AppError } from '../http/errors';
import { DATA_MAX_BYTES, MESSAGE_MAX_LENGTH, TARGET_URL_MAX_LENGTH, TITLE_MAX_LENGTH } from './notificationSchema';

export type NotificationDataInput = { targetUrl?: string; clickable?: boolean } & Record<string, unknown>;

function invalid(field: string, rule: string, text: string): AppError {
  return new AppError(400, 'validation_error', 'validation_error', { details: [{ in: 'body', field, rule, message: text }] });
}

/** An in-app path only: a notification must not send a click to another site or to `javascript:`. */
function isInAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\') && url.length <= TARGET_URL_MAX_LENGTH;
}

/** The checks TypeBox does on the route, repeated for server callers of `notify`, plus what a schema cannot say. */
export function checkTexts(title: string, message: string): void {
  if (title.trim().length === 0 || title.length > TITLE_MAX_LENGTH) {
    throw invalid('title', 'length', `title must be 1-${TITLE_MAX_LENGTH} characters`);
  }
  if (message.length > MESSAGE_MAX_LENGTH) {
    throw invalid('message', 'maxLength', `message must be at most ${MESSAGE_MAX_LENGTH} characters`);
  }
}

/** `clickable` defaults to whether there is somewhere to go. */
export function normaliseData(input: NotificationDataInput = {}): NotificationData {
  const { targetUrl } = input;
  if (targetUrl !== undefined && (typeof targetUrl !== 'string' || !isInAppPath(targetUrl))) {
    throw invalid(
      'data.targetUrl',
      'format',
      `targetUrl must be an in-app path starting with a single '/', at most ${TARGET_URL_MAX_LENGTH} characters`,
    );
  }
  const data: NotificationData = { ...input, clickable: typeof input.clickable === 'boolean' ? input.clickable : targetUrl !== undefined };
  if (Buffer.byteLength(JSON.stringify(data)) > DATA_MAX_BYTES) {
    throw invalid('data', 'maxBytes', `data must be at most ${DATA_MAX_BYTES} bytes of JSON`);
  }
  return data;
}
