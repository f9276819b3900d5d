/** Telegram's pages that configure the bot and its chats, opened only by those the server lets configure. */
import type { RouteAccessRule } from '@artel/sdk';
import { CARRIED_BY, grantedToUser } from '../shared/telegramPermissions';

export const mayConfigure: RouteAccessRule = ({ permissions, userPermissions }) =>
  grantedToUser(userPermissions, 'telegram.configure') || permissions?.permissions[CARRIED_BY['telegram.configure']] === true;
