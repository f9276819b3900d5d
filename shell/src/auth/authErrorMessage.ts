import { ApiError } from '@artel/sdk';

/** The server's localised message when it sent one (e.g. 'Неверные учетные данные'), else the SPEC §8 fallback. */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
