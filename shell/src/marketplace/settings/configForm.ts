/** The settings form of a module, generated from its config options (SPEC §3): draft values, checks, the config to send. */
import type { ModuleConfigOption } from '@artel/sdk/host';

/** What the inputs hold: text for string, number and enum options, a flag for boolean ones. */
export type ConfigDraft = Record<string, string | boolean>;

export type ConfigFieldError = { rule: 'number' } | { rule: 'min'; min: number } | { rule: 'max'; max: number } | { rule: 'enum' };

function currentValue(option: ModuleConfigOption, config: Record<string, unknown>): unknown {
  const value = config[option.key];
  return value === undefined || value === null ? option.default : value;
}

export function draftFromConfig(options: readonly ModuleConfigOption[], config: Record<string, unknown>): ConfigDraft {
  const draft: ConfigDraft = {};
  for (const option of options) {
    const value = currentValue(option, config);
    draft[option.key] = option.type === 'boolean' ? value === true : value === undefined || value === null ? '' : String(value);
  }
  return draft;
}

export function defaultDraft(options: readonly ModuleConfigOption[]): ConfigDraft {
  return draftFromConfig(options, {});
}

function checkOption(option: ModuleConfigOption, value: string | boolean | undefined): ConfigFieldError | null {
  if (option.type === 'number') {
    const text = String(value ?? '').trim();
    const number = Number(text);
    if (text === '' || !Number.isFinite(number)) return { rule: 'number' };
    if (option.min !== undefined && number < option.min) return { rule: 'min', min: option.min };
    if (option.max !== undefined && number > option.max) return { rule: 'max', max: option.max };
  }
  if (option.type === 'enum' && !(option.values ?? []).includes(String(value))) return { rule: 'enum' };
  return null;
}

/** The same rules the server applies (type, min, max, enum); an empty result means the draft can be saved. */
export function validateConfigDraft(options: readonly ModuleConfigOption[], draft: ConfigDraft): Record<string, ConfigFieldError> {
  const errors: Record<string, ConfigFieldError> = {};
  for (const option of options) {
    const error = checkOption(option, draft[option.key]);
    if (error) errors[option.key] = error;
  }
  return errors;
}

export function configFromDraft(options: readonly ModuleConfigOption[], draft: ConfigDraft): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const option of options) {
    const value = draft[option.key];
    if (option.type === 'boolean') config[option.key] = value === true;
    else if (option.type === 'number') config[option.key] = Number(String(value).trim());
    else config[option.key] = String(value ?? '');
  }
  return config;
}

/** The server's per-option problems (400 invalid_module_config details), by option key. */
export function serverConfigProblems(details: unknown): Record<string, string> {
  if (!Array.isArray(details)) return {};
  const problems: Record<string, string> = {};
  for (const item of details) {
    if (item && typeof item === 'object') {
      const { key, message } = item as { key?: unknown; message?: unknown };
      if (typeof key === 'string' && typeof message === 'string' && !problems[key]) problems[key] = message;
    }
  }
  return problems;
}
