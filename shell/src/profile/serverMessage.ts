import { ApiError } from '@artel/sdk';

/** The server's message in the user's language when it sent one (ru/en catalogue), else the page's own. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
