import { Button } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { $deliveryStatus, $deliveryTransport, $notificationsLoading, $unreadCount, startNotifications } from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { lazy, useEffect, useState } from 'react';
import { LazyPopover } from '../layout/lazyPopover/LazyPopover';
import { NOTIFICATIONS_NAMESPACE } from './i18n/notificationsTranslations';
import { badgeText } from './notificationDisplay';
import { useRisePulse, useSlowLoading } from './useNotificationTiming';
import './notifications.css';

const NotificationPopover = lazy(() =>
  import(/* webpackChunkName: "layout-popovers" */ './NotificationPopover').then((module) => ({ default: module.NotificationPopover })),
);

/** The top bar's bell (SPEC §2): unread badge that pulses on a rise, '99+', and the dropdown. */
export function NotificationBell() {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const [unread, loading, status, transport] = useUnit([$unreadCount, $notificationsLoading, $deliveryStatus, $deliveryTransport]);
  const [open, setOpen] = useState(false);
  const pulsing = useRisePulse(unread);
  const slow = useSlowLoading(loading);
  const badge = badgeText(unread);

  // Live delivery runs while the signed-in frame (and so the bell) is on screen.
  useEffect(() => startNotifications(), []);

  const label = unread > 0 ? `${t('bell.label')}. ${t('bell.unread', { count: unread })}` : t('bell.label');
  return (
    <LazyPopover isOpen={open} onInteraction={setOpen} renderPopover={(anchor) => <NotificationPopover anchor={anchor} />}>
      <Button
        variant="minimal"
        icon="notifications"
        className="artel-bell"
        aria-label={label}
        title={slow ? t('panel.slow') : t('bell.label')}
        data-delivery-status={status}
        data-delivery-transport={transport ?? 'none'}
      >
        {badge && (
          <span className={`artel-bell__badge${pulsing ? ' artel-bell__badge--pulse' : ''}`} data-testid="notification-badge" aria-hidden>
            {badge}
          </span>
        )}
      </Button>
    </LazyPopover>
  );
}
