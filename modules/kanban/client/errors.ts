import { ApiError, createFailureToasts } from '@artel/sdk';
import { MODULE_ID } from './moduleId';

/** Tells the user why a call failed (SPEC §8, through the SDK); what the server did not answer reads «board.saveFailed». */
export const { toastFailure } = createFailureToasts(MODULE_ID, 'board.saveFailed');

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
