/** The /notifications list: one page of 20 for the chosen filters, refreshed by live arrivals and by changes. */
import { ApiError } from '@artel/sdk';
import {
  markAllNotificationsReadFx,
  markNotificationsReadFx,
  NOTIFICATION_PAGE_SIZE,
  notificationApi,
  type NotificationFilters,
  type NotificationPage,
  notificationsReceived,
  removeNotificationFx,
  toApiError,
} from '@artel/sdk/host';
import { useCallback, useEffect, useState } from 'react';

export type NotificationPageState =
  | { status: 'loading'; page: NotificationPage | null }
  | { status: 'ready'; page: NotificationPage }
  | { status: 'failed'; error: ApiError; page: NotificationPage | null };

export function useNotificationPage(filters: NotificationFilters, pageIndex: number) {
  const [state, setState] = useState<NotificationPageState>({ status: 'loading', page: null });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((current) => current + 1), []);

  useEffect(() => {
    let current = true;
    setState((previous) => ({ status: 'loading', page: previous.page }));
    notificationApi.list({ filters, offset: pageIndex * NOTIFICATION_PAGE_SIZE }).then(
      (page) => {
        if (current) setState({ status: 'ready', page });
      },
      (error: unknown) => {
        if (current) setState((previous) => ({ status: 'failed', error: toApiError(error), page: previous.page }));
      },
    );
    return () => {
      current = false;
    };
  }, [filters, pageIndex, version]);

  useEffect(() => {
    const subscriptions = [
      notificationsReceived.watch(reload),
      markNotificationsReadFx.done.watch(reload),
      markAllNotificationsReadFx.done.watch(reload),
      removeNotificationFx.done.watch(reload),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [reload]);

  return { state, reload };
}
