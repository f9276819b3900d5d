import { Button, Callout, NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { Link, useTranslation } from '@artel/sdk';
import {
  $hasMore,
  $notifications,
  $notificationsError,
  $notificationsLoading,
  $unreadCount,
  loadMoreNotificationsFx,
  loadNotificationsFx,
  markAllNotificationsReadFx,
} from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { type UIEvent, useCallback, useEffect, useState } from 'react';
import { NOTIFICATIONS_NAMESPACE } from './i18n/notificationsTranslations';
import { NOTIFICATION_TABS, type NotificationTab, isNearBottom, tabFilters } from './notificationDisplay';
import { NotificationSummary } from './NotificationSummary';
import { openNotification } from './openNotification';
import { useNow, useSlowLoading } from './useNotificationTiming';

function ignoreFailure(promise: Promise<unknown>): void {
  // The store keeps the error and the panel shows it with 'Повторить'.
  promise.catch(() => undefined);
}

/** The bell's dropdown (SPEC §2): tabs, 'mark all read', load more near the bottom, error and empty states. */
export function NotificationPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const [tab, setTab] = useState<NotificationTab>('all');
  const [notifications, loading, error, hasMore, unread] = useUnit([
    $notifications,
    $notificationsLoading,
    $notificationsError,
    $hasMore,
    $unreadCount,
  ]);
  const slow = useSlowLoading(loading);
  const now = useNow();

  const reload = useCallback(() => ignoreFailure(loadNotificationsFx({ filters: tabFilters(tab) })), [tab]);
  useEffect(reload, [reload]);

  const onScroll = (event: UIEvent<HTMLElement>) => {
    if (hasMore && !loading && isNearBottom(event.currentTarget)) ignoreFailure(loadMoreNotificationsFx());
  };

  let body;
  if (error && notifications.length === 0) {
    body = (
      <Callout intent="danger" className="artel-notification-panel__error">
        <p role="alert">{error}</p>
        <Button text={t('panel.retry')} icon="refresh" onClick={reload} />
      </Callout>
    );
  } else if (notifications.length === 0 && !loading) {
    body = <NonIdealState icon="notifications" title={t('panel.empty')} className="artel-notification-panel__empty" />;
  } else {
    body = (
      <ul className="artel-notification-panel__list" aria-label={t(`panel.tabs.${tab}`)}>
        {notifications.map((notification) => (
          <li key={notification.id}>
            <button
              type="button"
              className="artel-notification-panel__item"
              onClick={() => {
                onNavigate();
                openNotification(notification);
              }}
            >
              <NotificationSummary notification={notification} now={now} />
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="artel-notification-panel" aria-label={t('panel.title')}>
      <header className="artel-notification-panel__header">
        <Tabs id="notification-tabs" selectedTabId={tab} onChange={(next) => setTab(next as NotificationTab)}>
          {NOTIFICATION_TABS.map((id) => (
            <Tab key={id} id={id} title={t(`panel.tabs.${id}`)} />
          ))}
        </Tabs>
        <Button
          variant="minimal"
          size="small"
          icon="tick"
          text={t('panel.markAllRead')}
          disabled={unread === 0}
          onClick={() => ignoreFailure(markAllNotificationsReadFx())}
        />
      </header>
      <div className="artel-notification-panel__scroll" onScroll={onScroll} data-testid="notification-scroll">
        {body}
        {loading && (
          <div className="artel-notification-panel__loading" aria-live="polite">
            <Spinner size={20} aria-label={t('panel.loading')} />
            {slow && <span>{t('panel.slow')}</span>}
          </div>
        )}
        {error && notifications.length > 0 && (
          <Callout intent="danger" compact className="artel-notification-panel__error">
            <span role="alert">{error}</span> <Button variant="minimal" size="small" text={t('panel.retry')} onClick={reload} />
          </Callout>
        )}
      </div>
      <footer className="artel-notification-panel__footer">
        <Link to="/notifications" onClick={onNavigate}>
          {t('panel.viewAll')}
        </Link>
      </footer>
    </section>
  );
}
