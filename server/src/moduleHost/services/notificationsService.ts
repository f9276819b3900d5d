import type { ModuleNotificationType, NotificationsService } from '@artel/sdk/server';
import type { FastifyInstance } from 'fastify';
import { notify } from '../../notifications/notify';

/** notify() for one module: only the types it declared, with the category it declared unless the sender names one. */
export function notificationsService(app: FastifyInstance, moduleId: string, declared: readonly ModuleNotificationType[]): NotificationsService {
  const categories = new Map(declared.map((entry) => [entry.type, entry.category]));
  return {
    async send(input) {
      const category = input.category ?? categories.get(input.type);
      if (!categories.has(input.type) || !category) {
        throw new Error(`Module ${moduleId} did not declare the notification type '${input.type}'`);
      }
      await notify(app, { ...input, category });
    },
  };
}
