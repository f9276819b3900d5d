/**
 * The instance settings modules declare (`instanceSettings` of defineServerModule): the platform admin's value,
 * else the named environment variable, else the default. A URL set here came from the platform's administrator,
 * so the module's outbound client trusts its host.
 */
import type { Locale, ModuleInstanceSetting, ServerModule } from '@artel/sdk/server';
import type { FastifyInstance } from 'fastify';

export interface DeclaredInstanceSetting {
  /** `<module id>.<key>` */
  id: string;
  moduleId: string;
  definition: ModuleInstanceSetting;
}

declare module 'fastify' {
  interface FastifyInstance {
    moduleInstanceSettings: ModuleInstanceSettings;
  }
}

export class ModuleInstanceSettings {
  readonly declared: readonly DeclaredInstanceSetting[];

  constructor(
    private readonly app: FastifyInstance,
    modules: readonly ServerModule[],
  ) {
    this.declared = modules.flatMap((module) =>
      (module.instanceSettings ?? []).map((definition) => ({ id: `${module.id}.${definition.key}`, moduleId: module.id, definition })),
    );
  }

  private find(id: string): DeclaredInstanceSetting | undefined {
    return this.declared.find((setting) => setting.id === id);
  }

  /** Where the effective value comes from, and the value. */
  resolve(id: string): { value: string; source: 'admin' | 'environment' | 'default' } {
    const setting = this.find(id);
    if (!setting) throw new Error(`No instance setting '${id}' is declared`);
    const stored = this.app.instanceSettings.current().moduleSettings[id];
    if (stored) return { value: stored, source: 'admin' };
    // A URL's trailing slash would double in the paths joined to it (grammY refuses such a root).
    const fromEnv = setting.definition.env
      ? this.app.config.moduleEnvironment[setting.definition.env]?.trim().replace(/\/+$/, '')
      : undefined;
    if (fromEnv) return { value: fromEnv, source: 'environment' };
    return { value: setting.definition.default, source: 'default' };
  }

  get(moduleId: string, key: string): string {
    return this.resolve(`${moduleId}.${key}`).value;
  }

  /** The host of the module's URL setting, which its client for that setting may reach wherever it is. */
  trustedHosts(moduleId: string, key: string): string[] {
    return this.declared
      .filter((setting) => setting.moduleId === moduleId && setting.definition.key === key && setting.definition.kind === 'url')
      .flatMap((setting) => {
        try {
          return [new URL(this.resolve(setting.id).value).origin];
        } catch {
          return [];
        }
      });
  }

  /** The field at fault in a change the admin sends, or null. Empty values go back to the environment or default. */
  invalidKey(change: Record<string, string>): string | null {
    for (const [id, value] of Object.entries(change)) {
      const setting = this.find(id);
      if (!setting) return id;
      if (value.trim() && setting.definition.kind === 'url' && !isHttpUrl(value.trim())) return id;
    }
    return null;
  }

  /** For the admin's form: each setting with its label in the admin's language and where its value comes from. */
  describe(locale: Locale) {
    return this.declared.map((setting) => ({
      id: setting.id,
      moduleId: setting.moduleId,
      label: setting.definition.label[locale],
      hint: setting.definition.hint?.[locale] ?? '',
      env: setting.definition.env ?? '',
      default: setting.definition.default,
      stored: this.app.instanceSettings.current().moduleSettings[setting.id] ?? '',
      ...(({ value, source }) => ({ effective: value, source }))(this.resolve(setting.id)),
    }));
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && !url.search && !url.hash;
  } catch {
    return false;
  }
}
