import type { FastifyPluginAsync } from 'fastify';
import { deliverLive } from './liveDelivery';
import { notificationRoutes } from './notificationRoutes';
import { pollRoute } from './pollRoute';
import { preferencesRoutes } from './preferencesRoutes';
import { socketRoute } from './socketRoute';

/** Everything under /api/v1/notifications (SPEC §7), and the live push of new notifications to this instance's clients. */
export const notificationsPlugin: FastifyPluginAsync = async (app) => {
  deliverLive(app);
  await app.register(preferencesRoutes);
  await app.register(pollRoute);
  await app.register(socketRoute);
  await app.register(notificationRoutes);
};
