import { Button, Callout, H1, NonIdealState, Spinner } from '@blueprintjs/core';
import { Link, showToast, useTranslation } from '@artel/sdk';
import {
  $unreadCount,
  type Notification,
  type NotificationFilters,
  isUnread,
  markAllNotificationsReadFx,
  markNotificationsReadFx,
  notificationTarget,
  removeNotificationFx,
  toApiError,
} from '@artel/sdk/host';
import { useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { NOTIFICATIONS_NAMESPACE } from './i18n/notificationsTranslations';
import { NotificationFilterBar } from './NotificationFilterBar';
import { NotificationSummary } from './NotificationSummary';
import { useNotificationPage } from './useNotificationPage';
import { useNow, useSlowLoading } from './useNotificationTiming';
import './notifications.css';

function reportFailure(error: unknown): void {
  showToast({ message: toApiError(error).message, intent: 'danger' });
}

function NotificationRow({ notification, now }: { notification: Notification; now: number }) {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const markRead = () => markNotificationsReadFx([notification.id]).catch(reportFailure);
  return (
    <li className="artel-notifications-page__row">
      <Link to={notificationTarget(notification)} onClick={() => isUnread(notification) && void markRead()}>
        <NotificationSummary notification={notification} now={now} />
      </Link>
      <div className="artel-notifications-page__actions">
        {isUnread(notification) && (
          <Button
            variant="minimal"
            icon="tick"
            aria-label={t('page.markRead')}
            title={t('page.markRead')}
            onClick={() => void markRead()}
          />
        )}
        <Button
          variant="minimal"
          icon="trash"
          intent="danger"
          aria-label={t('page.delete')}
          title={t('page.delete')}
          onClick={() =>
            void removeNotificationFx(notification.id).then(
              () => showToast({ message: t('page.deleted'), intent: 'success' }),
              reportFailure,
            )
          }
        />
      </div>
    </li>
  );
}

/** /notifications (SPEC §2): filters, pages of 20, mark read, delete. */
export function NotificationsPage() {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const [filters, setFilters] = useState<NotificationFilters>({});
  const [pageIndex, setPageIndex] = useState(0);
  const { state, reload } = useNotificationPage(filters, pageIndex);
  const unread = useUnit($unreadCount);
  const slow = useSlowLoading(state.status === 'loading');
  const now = useNow();
  const notifications = state.page?.notifications ?? [];
  const pageEmptied = state.status === 'ready' && notifications.length === 0 && pageIndex > 0;

  // Deleting the last notification of a later page leaves nothing to show there: step back.
  useEffect(() => {
    if (pageEmptied) setPageIndex((index) => index - 1);
  }, [pageEmptied]);

  return (
    <>
      <header className="artel-page-header">
        <H1>{t('page.title')}</H1>
        <Button
          icon="tick"
          text={t('page.markAllRead')}
          disabled={unread === 0}
          onClick={() => void markAllNotificationsReadFx().catch(reportFailure)}
        />
      </header>
      <NotificationFilterBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPageIndex(0);
        }}
      />
      {state.status === 'failed' && (
        <Callout intent="danger" className="artel-notification-panel__error">
          <p role="alert">{state.error.message}</p>
          <Button icon="refresh" text={t('panel.retry')} onClick={reload} />
        </Callout>
      )}
      {state.status === 'loading' && state.page === null ? (
        <div className="artel-notification-panel__loading">
          <Spinner size={24} aria-label={t('panel.loading')} />
          {slow && <span>{t('panel.slow')}</span>}
        </div>
      ) : notifications.length === 0 && state.status !== 'failed' ? (
        <NonIdealState icon="notifications" title={t('panel.empty')} />
      ) : (
        <ul className="artel-notifications-page__list" aria-busy={state.status === 'loading'}>
          {notifications.map((notification) => (
            <NotificationRow key={notification.id} notification={notification} now={now} />
          ))}
        </ul>
      )}
      {(pageIndex > 0 || state.page?.hasMore) && (
        <nav className="artel-notifications-page__paging" aria-label={t('page.title')}>
          <Button
            icon="chevron-left"
            text={t('page.previous')}
            disabled={pageIndex === 0}
            onClick={() => setPageIndex((index) => index - 1)}
          />
          <span>{t('page.pageNumber', { page: pageIndex + 1 })}</span>
          <Button
            endIcon="chevron-right"
            text={t('page.next')}
            disabled={!state.page?.hasMore}
            onClick={() => setPageIndex((index) => index + 1)}
          />
        </nav>
      )}
    </>
  );
}
