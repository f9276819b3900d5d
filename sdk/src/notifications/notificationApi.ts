/** The notification calls of SPEC §7. None is cached: every answer changes with the next write or event. */
import { type ApiClient, api, createApiClient } from '../api/apiClient';
import { $session, refreshSessionFx, sessionExpired } from '../session/sessionModel';
import { POLL_REQUEST_TIMEOUT_MS } from './deliveryTiming';
import type {
  CreateNotificationInput,
  Notification,
  NotificationFilters,
  NotificationPage,
  NotificationPollRequest,
  NotificationPollResponse,
  NotificationPreferences,
  NotificationPreferencesChange,
} from './notificationTypes';

/** SPEC §9 'page size 20'. */
export const NOTIFICATION_PAGE_SIZE = 20;

export interface NotificationPageRequest {
  filters?: NotificationFilters;
  offset?: number;
  limit?: number;
}

export interface MarkReadResult {
  /** How many went from unread to read. */
  updated: number;
  /** The user's unread count afterwards. */
  unread: number;
}

/**
 * The poll is held open by the server for up to 30 s, past the shared client's 10 s timeout, so it has a
 * client of its own with the same session handling.
 */
const pollClient: ApiClient = createApiClient({
  getTokens: () => {
    const { accessToken, refreshToken, expiresAt } = $session.getState();
    return accessToken && refreshToken && expiresAt !== null ? { accessToken, refreshToken, expiresAt } : null;
  },
  refresh: () => refreshSessionFx(),
  onAuthFailure: () => sessionExpired(),
  timeoutMs: POLL_REQUEST_TIMEOUT_MS,
});

function listQuery({ filters = {}, offset = 0, limit = NOTIFICATION_PAGE_SIZE }: NotificationPageRequest) {
  const { read, ...rest } = filters;
  return { ...rest, read: read === undefined ? undefined : read === 'read', offset, limit };
}

export const notificationApi = {
  list: (request: NotificationPageRequest = {}) => api.get<NotificationPage>('/notifications', { query: listQuery(request), cache: false }),
  get: (id: string) => api.get<Notification>(`/notifications/${encodeURIComponent(id)}`, { cache: false }),
  remove: (id: string) => api.delete<void>(`/notifications/${encodeURIComponent(id)}`),
  create: (input: CreateNotificationInput) => api.post<Notification>('/notifications', input),
  markRead: (notificationIds: readonly string[]) => api.post<MarkReadResult>('/notifications/read', { notificationIds }),
  markAllRead: () => api.post<MarkReadResult>('/notifications/read', { markAll: true }),
  unreadCount: async () => (await api.get<{ count: number }>('/notifications/unread-count', { cache: false })).count,
  preferences: () => api.get<NotificationPreferences>('/notifications/preferences', { cache: false }),
  savePreferences: (change: NotificationPreferencesChange) => api.put<NotificationPreferences>('/notifications/preferences', change),
  sendTest: () => api.post<Notification>('/notifications/test'),
  poll: ({ userId, workspaceId, lastEventId, lastEventTime, workspaceEventId, timeout }: NotificationPollRequest) =>
    pollClient.get<NotificationPollResponse>('/notifications/poll', {
      query: { userId, workspaceId, lastEventId, lastEventTime, workspaceEventId, timeout },
      cache: false,
    }),
};
