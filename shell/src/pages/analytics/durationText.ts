/**
 * A `duration` cell (hours) as people say it: minutes below an hour, hours below a day, days above
 * («45 мин», «5 ч», «2 дня», "1.5 days"), with i18next's plural forms of the interface language.
 */
import { i18n, type Language } from '@artel/sdk';
import { ANALYTICS_NAMESPACE } from './i18n/analyticsTranslations';

export type DurationUnit = 'minutes' | 'hours' | 'days';

export function durationUnitOf(hours: number): DurationUnit {
  if (hours < 1) return 'minutes';
  return hours < 24 ? 'hours' : 'days';
}

/** `unit` fixes the unit (an axis keeps one); without it the size of the value chooses. */
export function durationText(hours: number, language: Language, unit: DurationUnit = durationUnitOf(Math.abs(hours))): string {
  const amount =
    unit === 'minutes' ? Math.round(hours * 60) : unit === 'hours' ? Math.round(hours * 10) / 10 : Math.round((hours / 24) * 10) / 10;
  const value = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(amount);
  return i18n.getFixedT(language, ANALYTICS_NAMESPACE)(`duration.${unit}`, { count: amount, value });
}
