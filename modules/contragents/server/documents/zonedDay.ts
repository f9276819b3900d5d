/** The calendar day ('YYYY-MM-DD') an instant falls on in an IANA time zone; null for a zone Intl does not know. */
export function calendarDayIn(timeZone: string, instant: Date = new Date()): string | null {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
  } catch {
    return null;
  }
}
