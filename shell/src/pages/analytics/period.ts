/** The period presets of /analytics: the last N days, today included, in the browser's calendar and zone. */
export const PERIOD_PRESETS = [7, 30, 90, 365] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

function localDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function periodOf(days: PeriodPreset, now: Date = new Date()): { from: string; to: string } {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1), 12);
  return { from: localDay(start), to: localDay(now) };
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
