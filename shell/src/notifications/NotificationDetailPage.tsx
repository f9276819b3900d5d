import { Button, Callout, H1, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { ApiError, formatDateTime, Link, navigate, showToast, useTranslation } from '@artel/sdk';
import {
  type Notification,
  isUnread,
  markNotificationsReadFx,
  notificationText,
  notificationApi,
  removeNotificationFx,
  toApiError,
} from '@artel/sdk/host';
import { useCallback, useEffect, useState } from 'react';
import type { ShellPageProps } from '../routing/shellRoute';
import { NOTIFICATIONS_NAMESPACE } from './i18n/notificationsTranslations';
import { PRIORITY_INTENTS } from './notificationIcons';
import { useSlowLoading } from './useNotificationTiming';
import './notifications.css';

type DetailState = { status: 'loading' } | { status: 'ready'; notification: Notification } | { status: 'failed'; error: ApiError };

function useNotification(id: string) {
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    notificationApi.get(id).then(
      (notification) => {
        if (!current) return;
        setState({ status: 'ready', notification });
        // Opening a notification reads it, as clicking it in the dropdown does.
        if (isUnread(notification)) {
          markNotificationsReadFx([notification.id]).then(
            () => current && setState({ status: 'ready', notification: { ...notification, readAt: new Date().toISOString() } }),
            (error: unknown) => console.warn('Marking a notification read failed', error),
          );
        }
      },
      (error: unknown) => {
        if (current) setState({ status: 'failed', error: toApiError(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [id, version]);
  return { state, retry: useCallback(() => setVersion((value) => value + 1), []) };
}

/** /notifications/{id}: the whole notification, its target and delete. */
export function NotificationDetailPage({ params }: ShellPageProps) {
  const { t, i18n } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const id = params.id ?? '';
  const { state, retry } = useNotification(id);
  const slow = useSlowLoading(state.status === 'loading');
  const back = (
    <Link to="/notifications" className="artel-notification-detail__back">
      ← {t('page.back')}
    </Link>
  );

  if (state.status === 'loading') {
    return (
      <div className="artel-notification-panel__loading">
        <Spinner size={24} aria-label={t('panel.loading')} />
        {slow && <span>{t('panel.slow')}</span>}
      </div>
    );
  }
  if (state.status === 'failed') {
    if (state.error.status === 404) return <NonIdealState icon="search" title={t('page.notFound')} action={back} />;
    return (
      <Callout intent="danger">
        <p role="alert">{state.error.message}</p>
        <Button icon="refresh" text={t('panel.retry')} onClick={retry} />
      </Callout>
    );
  }

  const { notification } = state;
  const { targetUrl, clickable } = notification.data;
  const remove = () =>
    removeNotificationFx(notification.id).then(
      () => {
        showToast({ message: t('page.deleted'), intent: 'success' });
        navigate('/notifications');
      },
      (error: unknown) => showToast({ message: toApiError(error).message, intent: 'danger' }),
    );

  const text = notificationText(notification, i18n.language);
  return (
    <article className="artel-notification-detail">
      {back}
      <header className="artel-page-header">
        <H1>{text.title}</H1>
      </header>
      <p>
        <Tag minimal>{t(`types.${notification.type}`)}</Tag> <Tag minimal>{t(`categories.${notification.category}`)}</Tag>{' '}
        <Tag minimal intent={PRIORITY_INTENTS[notification.priority]}>
          {t(`priorities.${notification.priority}`)}
        </Tag>
      </p>
      {text.message && <p className="artel-notification-detail__message">{text.message}</p>}
      <dl className="artel-notification-detail__meta">
        <dt>{t('page.createdAt')}</dt>
        <dd>{formatDateTime(notification.createdAt)}</dd>
        <dt>{t('page.readAt')}</dt>
        <dd>{notification.readAt ? formatDateTime(notification.readAt) : t('page.notRead')}</dd>
      </dl>
      <div className="artel-notification-detail__actions">
        {clickable && typeof targetUrl === 'string' && (
          <Button intent="primary" icon="arrow-right" text={t('page.open')} onClick={() => navigate(targetUrl)} />
        )}{' '}
        <Button intent="danger" icon="trash" text={t('page.delete')} onClick={() => void remove()} />
      </div>
    </article>
  );
}
