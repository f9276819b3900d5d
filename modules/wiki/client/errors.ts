import { ApiError, createFailureToasts } from '@artel/sdk';
import { MODULE_ID } from './moduleId';

/** Tells the user why a call failed (SPEC §8, through the SDK); what the server did not answer reads «errors.generic». */
export const { toastFailure } = createFailureToasts(MODULE_ID, 'errors.generic');

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
