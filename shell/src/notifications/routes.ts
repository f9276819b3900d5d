import type { ShellRoute } from '../routing/shellRoute';
import { NotificationDetailPage } from './NotificationDetailPage';
import { NotificationsPage } from './NotificationsPage';

export const notificationsRoutes: ShellRoute[] = [
  { pattern: '/notifications', component: NotificationsPage },
  { pattern: '/notifications/:id', component: NotificationDetailPage },
];
