/** «01.12.2026» for a YYYY-MM-DD date, read as a calendar day (never shifted by the viewer's time zone). */
export function calendarText(date: string | null | undefined, language: string): string {
  if (!date) return '';
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ru-RU', { timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
