import { createFailureToasts } from '@artel/sdk';
import { MODULE_ID } from './moduleId';

/** Why a call failed (SPEC §8, through the SDK), as a toast or a text; what the server did not answer reads «errors.failed». */
export const { toastFailure, failureText } = createFailureToasts(MODULE_ID, 'errors.failed');
