import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Orm } from '../db/database';
import { instanceSettings, type RegistrationMode } from '../db/tables/accounts';

export interface EffectiveInstanceSettings {
  /** Empty: the product's own name. */
  name: string;
  registration: RegistrationMode;
  defaultLanguage: 'ru' | 'en';
  avatarLookup: boolean;
  /** What the admin allowed beyond OUTBOUND_ALLOW_HOSTS; never shown outside /admin. */
  outboundAllowHosts: string[];
  /** Script origins the admin allowed beyond DEV_SCRIPT_ORIGINS, for module developers' import-map-overrides. */
  devScriptOrigins: string[];
  /** Modules' instance settings the admin stored, by `<module id>.<key>`. */
  moduleSettings: Record<string, string>;
}

export type InstanceSettingsChange = Partial<EffectiveInstanceSettings>;

export interface InstanceSettingsStore {
  /** The stored settings over the environment's defaults; cached, so every request may ask. */
  current(): EffectiveInstanceSettings;
  update(change: InstanceSettingsChange): Promise<EffectiveInstanceSettings>;
}

declare module 'fastify' {
  interface FastifyInstance {
    instanceSettings: InstanceSettingsStore;
  }
}

/** Another instance's change reaches this one within this long. */
const RELOAD_INTERVAL_MS = 5_000;

async function load(orm: Orm, avatarLookupDefault: boolean): Promise<EffectiveInstanceSettings> {
  const [row] = await orm.select().from(instanceSettings).where(eq(instanceSettings.id, 1));
  return {
    name: row?.name ?? '',
    registration: row?.registration ?? 'open',
    defaultLanguage: row?.defaultLanguage ?? 'ru',
    // The admin's choice in the database wins; until one is made, AVATAR_LOOKUP decides.
    avatarLookup: row?.avatarLookup ?? avatarLookupDefault,
    outboundAllowHosts: row?.outboundAllowHosts ?? [],
    devScriptOrigins: row?.devScriptOrigins ?? [],
    moduleSettings: row?.moduleSettings ?? {},
  };
}

/** Decorates `app.instanceSettings`, read once at start and refreshed in the background. */
export async function registerInstanceSettings(app: FastifyInstance): Promise<void> {
  const { orm } = app.db;
  const fallback = app.config.avatarLookup;
  let settings = await load(orm, fallback);
  const timer = setInterval(() => {
    load(orm, fallback).then(
      (loaded) => {
        settings = loaded;
      },
      (error: unknown) => app.log.error({ err: error }, 'could not reload the instance settings'),
    );
  }, RELOAD_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.decorate('instanceSettings', {
    current: () => settings,
    async update(change) {
      const values = {
        ...(change.name !== undefined && { name: change.name }),
        ...(change.registration !== undefined && { registration: change.registration }),
        ...(change.defaultLanguage !== undefined && { defaultLanguage: change.defaultLanguage }),
        ...(change.avatarLookup !== undefined && { avatarLookup: change.avatarLookup }),
        ...(change.outboundAllowHosts !== undefined && { outboundAllowHosts: change.outboundAllowHosts }),
        ...(change.devScriptOrigins !== undefined && { devScriptOrigins: change.devScriptOrigins }),
        ...(change.moduleSettings !== undefined && { moduleSettings: change.moduleSettings }),
      };
      await orm
        .insert(instanceSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: instanceSettings.id, set: { ...values, updatedAt: new Date() } });
      settings = await load(orm, fallback);
      return settings;
    },
  } satisfies InstanceSettingsStore);
}
