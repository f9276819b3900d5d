import { Icon } from '@blueprintjs/core';
import { formatDateTime, useTranslation } from '@artel/sdk';
import { type Notification, isUnread, notificationText } from '@artel/sdk/host';
import { NOTIFICATIONS_NAMESPACE } from './i18n/notificationsTranslations';
import { NOTIFICATION_MESSAGE_MAX, NOTIFICATION_TITLE_MAX, formatRelativeTime, truncate } from './notificationDisplay';
import { NOTIFICATION_TYPE_ICONS } from './notificationIcons';

/** One notification as the dropdown and the list page show it: cut title and message, relative time. */
export function NotificationSummary({ notification, now }: { notification: Notification; now: number }) {
  const { t, i18n } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const unread = isUnread(notification);
  const { title, message } = notificationText(notification, i18n.language);
  return (
    <div className={`artel-notification${unread ? ' artel-notification--unread' : ''}`}>
      <Icon className="artel-notification__icon" icon={NOTIFICATION_TYPE_ICONS[notification.type] ?? 'notifications'} aria-hidden />
      <div className="artel-notification__body">
        <div className="artel-notification__title">
          {unread && <span className="artel-notification__dot" role="img" aria-label={t('panel.unreadMark')} />}
          {truncate(title, NOTIFICATION_TITLE_MAX)}
        </div>
        {message && <div className="artel-notification__message">{truncate(message, NOTIFICATION_MESSAGE_MAX)}</div>}
        <time className="artel-notification__time" dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
          {formatRelativeTime(notification.createdAt, now, i18n.language, t('panel.justNow'))}
        </time>
      </div>
    </div>
  );
}
