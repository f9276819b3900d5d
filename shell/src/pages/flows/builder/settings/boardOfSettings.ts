import type { SettingField, SettingValues } from '../../api/flowTypes';

const PLACEHOLDER = /\{\{/;

/** The board a node's own board setting names, if it names one outright rather than through the event. */
export function boardOfSettings(fields: readonly SettingField[], values: SettingValues): string | null {
  for (const field of fields) {
    const value = values[field.key];
    if (field.type === 'board' && typeof value === 'string' && value !== '' && !PLACEHOLDER.test(value)) return value;
  }
  return null;
}
