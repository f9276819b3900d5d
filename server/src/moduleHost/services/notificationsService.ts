import type { ContextsService, ModuleNotificationType, NotificationsService, PermissionsService } from '@artel/sdk/server';
import type { FastifyInstance } from 'fastify';
import { notify } from '../../notifications/notify';
import { mayReceive } from './notificationReaders';

/**
 * notify() for one module: only the types it declared, with the category it declared unless the sender names one,
 * and only to a recipient who may see what it is about (notificationReaders.ts).
 */
export function notificationsService(
  app: FastifyInstance,
  moduleId: string,
  declared: readonly ModuleNotificationType[],
  readers: { contexts: ContextsService; permissions: PermissionsService },
): NotificationsService {
  const categories = new Map(declared.map((entry) => [entry.type, entry.category]));
  return {
    async send(input) {
      const category = input.category ?? categories.get(input.type);
      if (!categories.has(input.type) || !category) {
        throw new Error(`Module ${moduleId} did not declare the notification type '${input.type}'`);
      }
      if (!(await mayReceive(readers.contexts, readers.permissions, input))) return;
      const { about: _about, ...notice } = input;
      await notify(app, { ...notice, category });
    },
  };
}
