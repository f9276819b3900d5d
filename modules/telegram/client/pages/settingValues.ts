/** The module's settings as people read them: «70 %», «24 часа», «5 секунд», not 0.7 and 86400000. */
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

function duration(ms: number, language: string): string {
  const [unit, amount] =
    ms % HOUR_MS === 0
      ? (['hour', ms / HOUR_MS] as const)
      : ms % MINUTE_MS === 0
        ? (['minute', ms / MINUTE_MS] as const)
        : (['second', ms / 1000] as const);
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 1 }).format(amount);
}

export function settingValue(key: string, value: unknown, language: string): string {
  if (typeof value !== 'number') return value === undefined || value === null ? '' : String(value);
  if (key === 'confidenceThreshold') return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value);
  if (key === 'reconnectInterval' || key === 'sessionTimeout') return duration(value, language);
  return new Intl.NumberFormat(language).format(value);
}
