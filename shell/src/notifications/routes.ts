import { lazyPage } from '../routing/lazyPage';
import type { ShellRoute } from '../routing/shellRoute';

// The pages are a chunk of their own, fetched when one is first opened: the dashboard does not wait for them.
const NotificationDetailPage = lazyPage(
  () => import(/* webpackChunkName: "notifications-pages" */ './NotificationDetailPage'),
  'NotificationDetailPage',
);
const NotificationsPage = lazyPage(() => import(/* webpackChunkName: "notifications-pages" */ './NotificationsPage'), 'NotificationsPage');

export const notificationsRoutes: ShellRoute[] = [
  { pattern: '/notifications', component: NotificationsPage },
  { pattern: '/notifications/:id', component: NotificationDetailPage },
];
