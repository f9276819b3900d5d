import type { LocalisedText, ModuleMessages } from './moduleError';
import type { ModuleNotificationType, ModuleServices } from './services';

export type { ModuleMessages };

/**
 * A setting of the whole instance, set by the platform's administrator (or the environment), never by a
 * workspace: where a module's server connects (a Bot API root) is such a setting. A URL here is trusted by the
 * outbound client, since only the platform's administrator can set it.
 */
export interface ModuleInstanceSetting {
  key: string;
  kind: 'url';
  label: LocalisedText;
  hint?: LocalisedText;
  /** The environment variable that sets it when the administrator has not. */
  env?: string;
  default: string;
}

export interface ServerModuleDefinition {
  /** The module's id, as in its manifest: its routes are /api/v1/modules/<id>, its tables `<id>_…`. */
  id: string;
  /**
   * Drizzle migrations of the module's own tables (a folder with meta/_journal.json), run on start after the
   * platform's. Relative: to modules/<id>/server. Absolute: as it is (test fixtures).
   */
  migrations?: string;
  messages?: ModuleMessages;
  /** The notification types the module sends (SPEC §3 types), with their default category. */
  notificationTypes?: readonly ModuleNotificationType[];
  instanceSettings?: readonly ModuleInstanceSetting[];
  /** Called once at start, before the server listens: declare routes, jobs, services and event handlers. */
  register(services: ModuleServices): void | Promise<void>;
}

export type ServerModule = Readonly<ServerModuleDefinition>;

const MODULE_ID = /^[a-z][a-z0-9-]{1,48}[a-z0-9]$/;

/** What `modules/<id>/server/index.ts` default-exports. Checks what can be checked before the server starts. */
export function defineServerModule(definition: ServerModuleDefinition): ServerModule {
  if (!MODULE_ID.test(definition.id)) throw new Error(`Server module id '${definition.id}' must be kebab-case, 3-50 characters`);
  if (definition.messages) {
    const ru = Object.keys(definition.messages.ru).sort().join();
    const en = Object.keys(definition.messages.en).sort().join();
    if (ru !== en) throw new Error(`Server module '${definition.id}': messages.ru and messages.en must have the same keys`);
  }
  return Object.freeze({ ...definition });
}
