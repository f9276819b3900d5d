/**
 * A due day (YYYY-MM-DD in the chat's zone) as an instant on that day: noon UTC falls on the same calendar
 * day from UTC−11 to UTC+11, so the card shows the day the message named wherever it is viewed.
 */
export function dueInstant(due: string | null): string | null {
  return due ? `${due}T12:00:00.000Z` : null;
}
