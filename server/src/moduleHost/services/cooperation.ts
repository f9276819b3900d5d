/**
 * Services and events shared by every module of one server: how modules cooperate without importing each
 * other. Names start with the providing or emitting module's id, so one module cannot pose as another.
 */
import type { EventHandler, EventsService, ModuleLogger, ServiceRef, ServiceRegistry } from '@artel/sdk/server';

function requireOwnName(moduleId: string, name: string, what: string): void {
  if (!name.startsWith(`${moduleId}.`) || name.length === moduleId.length + 1) {
    throw new Error(`Module ${moduleId} may only ${what} names that start with '${moduleId}.', not '${name}'`);
  }
}

export class ModuleCooperation {
  private readonly provided = new Map<string, object>();
  private readonly handlers = new Map<string, Set<EventHandler>>();

  registryFor(moduleId: string): ServiceRegistry {
    return {
      provide: ({ id }, implementation) => {
        requireOwnName(moduleId, id, 'provide services under');
        if (this.provided.has(id)) throw new Error(`Service '${id}' is provided twice`);
        this.provided.set(id, implementation);
      },
      // The type was checked where the service was provided under the same ref.
      get: <T extends object>({ id }: ServiceRef<T>) => {
        const found = this.provided.get(id);
        if (!found) throw new Error(`No module provides the service '${id}'`);
        return found as T;
      },
      find: <T extends object>({ id }: ServiceRef<T>) => this.provided.get(id) as T | undefined,
    };
  }

  eventsFor(moduleId: string, logger: ModuleLogger): EventsService {
    return {
      emit: async (name, payload) => {
        requireOwnName(moduleId, name, 'emit events with');
        for (const handler of [...(this.handlers.get(name) ?? [])]) {
          try {
            await handler(payload);
          } catch (error) {
            logger.error({ err: error, event: name }, 'event handler failed');
          }
        }
      },
      on: (name, handler) => {
        const set = this.handlers.get(name) ?? new Set<EventHandler>();
        this.handlers.set(name, set);
        set.add(handler);
        return () => set.delete(handler);
      },
    };
  }
}
