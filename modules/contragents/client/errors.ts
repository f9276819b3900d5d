import { ApiError, createFailureToasts } from '@artel/sdk';
import { MODULE_ID } from './moduleId';

/** Why a call failed (SPEC §8, through the SDK), as a toast or a text; what the server did not answer reads «errors.failed». */
export const { toastFailure, failureText } = createFailureToasts(MODULE_ID, 'errors.failed');

/** The partner a conflict names (`details.partnerId` of an INN already taken), to offer a link to it. */
export function conflictingPartnerId(error: unknown): string | null {
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null) return null;
  const { partnerId } = error.details as { partnerId?: unknown };
  return typeof partnerId === 'string' ? partnerId : null;
}
