/**
 * The Telegram module's permissions (SPEC §3: telegram.view, telegram.configure) and the workspace permission
 * (SPEC §6) that carries each: everyone in the workspace views — what they see is then cut down to the boards
 * they may view — and whoever manages the workspace configures the bot, its settings and its chats. A user's
 * own platform permissions come first: '*', 'telegram.*' or a named one. The server enforces this; the pages
 * use it to offer only what will be allowed.
 */
export const TELEGRAM_PERMISSIONS = ['telegram.view', 'telegram.configure'] as const;
export type TelegramPermission = (typeof TELEGRAM_PERMISSIONS)[number];

export const CARRIED_BY: Readonly<Record<TelegramPermission, 'view_workspace' | 'manage_workspace'>> = {
  'telegram.view': 'view_workspace',
  'telegram.configure': 'manage_workspace',
};

/** Whether the user's own platform permissions grant it, whatever their workspace role. */
export function grantedToUser(userPermissions: readonly string[], permission: TelegramPermission): boolean {
  return userPermissions.includes('*') || userPermissions.includes('telegram.*') || userPermissions.includes(permission);
}
