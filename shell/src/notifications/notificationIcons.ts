import type { IconName } from '@blueprintjs/core';
import type { NotificationPriority, NotificationType } from '@artel/sdk/host';

export const NOTIFICATION_TYPE_ICONS: Record<NotificationType, IconName> = {
  info: 'info-sign',
  warning: 'warning-sign',
  error: 'error',
  success: 'tick-circle',
  system: 'cog',
  workspace: 'office',
  user: 'person',
  task: 'tick',
  comment: 'comment',
  invitation: 'envelope',
  card_moved: 'exchange',
};

export const PRIORITY_INTENTS: Record<NotificationPriority, 'none' | 'primary' | 'warning' | 'danger'> = {
  low: 'none',
  medium: 'primary',
  high: 'warning',
  urgent: 'danger',
};
