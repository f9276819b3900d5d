/** Notifications (SPEC §3, §4, §7, §9): the store every bundle shares and its live delivery. */
export * from './notificationTypes';
export * from './deliveryTiming';
export * from './notificationDelivery';
export * from './notificationApi';
export { allowsSound, isUnread, matchesNotificationFilters, notificationTarget } from './notificationRules';
export { playNotificationSound, type AudioContextFactory } from './notificationSound';
export { notificationSocketUrl, openNotificationSocket } from './notificationSocket';
export * from './notificationsModel';
export { startNotifications } from './notificationsLifecycle';
