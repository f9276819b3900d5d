/**
 * A run's values as a reader reads them: ids replaced by the names the server resolved, choices by their
 * labels, dates and numbers by the format layer (the reader's language and time zone), lists joined. An id the workspace cannot name stays as it is.
 */
import type { Formatters } from '@artel/sdk/host';
import type { FlowNamedEntity, SettingOption } from '../api/flowTypes';

export interface ValueReading {
  names: Record<string, FlowNamedEntity>;
  format: Formatters;
  yes: string;
  no: string;
  /** The label of a choice (a 'select' setting's option, a priority), if it has one. */
  choice?: (value: string) => string | undefined;
}

const ID_LIST =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\s*,\s*[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})*$/i;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function readText(text: string, reading: ValueReading): string {
  // A filled template of several ids ("{{assigneeIds}}") arrives as "id,id".
  if (ID_LIST.test(text))
    return text
      .split(',')
      .map((id) => reading.names[id.trim().toLowerCase()]?.name ?? id.trim())
      .join(', ');
  const chosen = reading.choice?.(text);
  if (chosen) return chosen;
  if (ISO_TIME.test(text) && !Number.isNaN(Date.parse(text))) return reading.format.dateTime(text);
  // A calendar date (a contract's last day) is that day wherever the reader is: the format layer keeps it so.
  if (CALENDAR_DATE.test(text)) return reading.format.date(text);
  return text;
}

export function readValue(value: unknown, reading: ValueReading): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return readText(value, reading);
  if (typeof value === 'boolean') return value ? reading.yes : reading.no;
  if (typeof value === 'number') return reading.format.number(value);
  if (Array.isArray(value))
    return value
      .map((item) => readValue(item, reading))
      .filter(Boolean)
      .join(', ');
  return JSON.stringify(value);
}

export const optionChoice = (options: SettingOption[] | undefined, language: string) => (value: string) => {
  const option = options?.find((candidate) => candidate.value === value);
  return option ? (language === 'en' ? option.label.en : option.label.ru) : undefined;
};
