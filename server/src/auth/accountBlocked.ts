import { AppError } from '../http/errors';

/** A platform admin blocked the account: no sign-in, no refresh, no request. */
export const accountBlocked = () => new AppError(403, 'account_blocked', 'account_blocked');
