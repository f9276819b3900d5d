/**
 * Calendar days as 'YYYY-MM-DD' keys. The server keeps start and due dates as ISO instants; a date picked on
 * the calendar or in the card dialog is stored as that day's UTC midnight, so its key is its first ten characters
 * whatever the viewer's time zone.
 */
function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The local calendar day of `date`. */
export function toDateKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function fromDateKey(key: string): Date {
  const [year = 1970, month = 1, day = 1] = key.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The day an ISO date of the server stands for. */
export function isoToDateKey(iso: string | null): string | null {
  return iso === null ? null : iso.slice(0, 10);
}

/** The instant a day's due dates are stored at: its UTC midnight. */
export function dayStartIso(key: string): string {
  return `${key}T00:00:00.000Z`;
}

export function dateKeyToIso(key: string | null): string | null {
  return key ? dayStartIso(key) : null;
}
