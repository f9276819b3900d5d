/**
 * Telegram's pages that configure the bot and its chats, opened only by those the server lets configure: both
 * decide by manifest.json's declaration of telegram.configure.
 */
import { modulePermissions } from '@artel/sdk';
import manifest from '../manifest.json';

export const mayConfigure = modulePermissions(manifest).rule('telegram.configure');
