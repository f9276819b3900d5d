import type { ModuleConfigOption } from '@artel/sdk/shared';
import type { MessageKey } from '../http/messages';

export type ConfigOption = ModuleConfigOption;
export type ModuleConfig = Record<string, unknown>;

const OPTION_TYPES = new Set<ConfigOption['type']>(['string', 'number', 'boolean', 'enum']);

/** One problem with one config value: a catalogue key and its parameters, localised by the route. */
export interface ConfigIssue {
  key: string;
  rule: 'type' | 'min' | 'max' | 'enum' | 'unknown';
  messageKey: MessageKey;
  params: Record<string, string | number>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Structural problems of a manifest's `config` list (developer uploads are refused on any). */
export function configOptionErrors(raw: unknown): string[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) return ['Field config must be a list of options'];
  const errors: string[] = [];
  const seen = new Set<string>();
  raw.forEach((entry: unknown, index) => {
    const at = `config[${index}]`;
    if (!isRecord(entry) || typeof entry.key !== 'string' || entry.key === '') {
      errors.push(`${at} needs a text key`);
      return;
    }
    if (seen.has(entry.key)) errors.push(`${at}: duplicate key "${entry.key}"`);
    seen.add(entry.key);
    if (!OPTION_TYPES.has(entry.type as ConfigOption['type'])) {
      errors.push(`${at}: type must be one of string, number, boolean, enum`);
      return;
    }
    for (const bound of ['min', 'max'] as const) {
      if (entry[bound] !== undefined && (typeof entry[bound] !== 'number' || !Number.isFinite(entry[bound]))) {
        errors.push(`${at}: ${bound} must be a number`);
      }
    }
    if (typeof entry.min === 'number' && typeof entry.max === 'number' && entry.min > entry.max) {
      errors.push(`${at}: min is greater than max`);
    }
    const values = entry.values;
    if (entry.type === 'enum' && (!Array.isArray(values) || values.length === 0 || values.some((value) => typeof value !== 'string'))) {
      errors.push(`${at}: an enum needs a non-empty list of text values`);
      return;
    }
    if (checkOptionValue(entry as unknown as ConfigOption, entry.default)) errors.push(`${at}: the default does not satisfy the option`);
  });
  return errors;
}

/** The usable options of a manifest; malformed entries of a bundled manifest are skipped, not fatal. */
export function configOptionsOf(manifest: Record<string, unknown>): ConfigOption[] {
  const raw = manifest.config;
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (entry): entry is ConfigOption =>
      isRecord(entry) && typeof entry.key === 'string' && OPTION_TYPES.has(entry.type as ConfigOption['type']),
  );
}

/** Why `value` does not fit the option, or undefined when it does. */
export function checkOptionValue(option: ConfigOption, value: unknown): ConfigIssue | undefined {
  const { key } = option;
  const issue = (rule: ConfigIssue['rule'], messageKey: MessageKey, params: Record<string, string | number> = {}) => ({
    key,
    rule,
    messageKey,
    params: { key, ...params },
  });
  switch (option.type) {
    case 'string':
      return typeof value === 'string' ? undefined : issue('type', 'config_not_string');
    case 'boolean':
      return typeof value === 'boolean' ? undefined : issue('type', 'config_not_boolean');
    case 'enum':
      return typeof value === 'string' && (option.values ?? []).includes(value)
        ? undefined
        : issue('enum', 'config_not_in_enum', { values: (option.values ?? []).join(', ') });
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return issue('type', 'config_not_number');
      const { min, max } = option;
      const bounds = { min: min ?? '', max: max ?? '' };
      const rangeKey = (fallback: MessageKey): MessageKey => (min !== undefined && max !== undefined ? 'config_out_of_range' : fallback);
      if (min !== undefined && value < min) return issue('min', rangeKey('config_below_min'), bounds);
      if (max !== undefined && value > max) return issue('max', rangeKey('config_above_max'), bounds);
      return undefined;
    }
  }
}

/**
 * The complete config a module runs with: each option's stored value when it is still valid, otherwise its
 * default; keys the options no longer declare are dropped.
 */
export function completeConfig(options: ConfigOption[], stored: ModuleConfig = {}): ModuleConfig {
  return Object.fromEntries(
    options.map((option) => {
      const value = stored[option.key];
      const keep = Object.hasOwn(stored, option.key) && !checkOptionValue(option, value);
      return [option.key, keep ? value : (option.default ?? null)];
    }),
  );
}

/** Applies a partial change (null = back to the default) over the current config; every problem is reported. */
export function applyConfigChange(
  options: ConfigOption[],
  current: ModuleConfig,
  change: ModuleConfig,
): { config: ModuleConfig; issues: ConfigIssue[] } {
  const config = completeConfig(options, current);
  const issues: ConfigIssue[] = [];
  for (const [key, value] of Object.entries(change)) {
    const option = options.find((candidate) => candidate.key === key);
    if (!option) {
      issues.push({ key, rule: 'unknown', messageKey: 'config_unknown', params: { key } });
      continue;
    }
    if (value === null) {
      config[key] = option.default ?? null;
      continue;
    }
    const issue = checkOptionValue(option, value);
    if (issue) issues.push(issue);
    else config[key] = value;
  }
  return { config, issues };
}

export interface ConfigCarryOver {
  key: string;
  change: 'added' | 'removed' | 'reset';
  previous?: unknown;
  value?: unknown;
  /** The option's label from the new manifest, per language, for people to read instead of the key. */
  label?: Record<string, string>;
}

/** An update's config: values still valid under the new options stay; what changed is listed for the caller. */
export function carryOverConfig(previous: ModuleConfig, options: ConfigOption[]): { config: ModuleConfig; changes: ConfigCarryOver[] } {
  const config = completeConfig(options, previous);
  const changes: ConfigCarryOver[] = [];
  for (const option of options) {
    const label = option.label ? { label: option.label } : {};
    if (!Object.hasOwn(previous, option.key)) changes.push({ key: option.key, change: 'added', value: config[option.key], ...label });
    else if (previous[option.key] !== config[option.key]) {
      changes.push({ key: option.key, change: 'reset', previous: previous[option.key], value: config[option.key], ...label });
    }
  }
  for (const key of Object.keys(previous)) {
    if (!options.some((option) => option.key === key)) changes.push({ key, change: 'removed', previous: previous[key] });
  }
  return { config, changes };
}
