/**
 * The period of /analytics in its URL, so a chosen view can be reloaded and shared: `?period=90` for a preset,
 * `?from=2026-01-01&to=2026-03-31` for a custom range; anything else is the default 30 days.
 */
import { DEFAULT_PRESET, PERIOD_PRESETS, type PeriodChoice, type PeriodPreset, rangeProblem } from './period';

export function choiceFromSearch(search: string): PeriodChoice {
  const params = new URLSearchParams(search);
  const from = params.get('from');
  const to = params.get('to');
  if (from && to && rangeProblem(from, to) === null) return { preset: 'custom', from, to };
  const preset = Number(params.get('period'));
  return { preset: PERIOD_PRESETS.includes(preset as PeriodPreset) ? (preset as PeriodPreset) : DEFAULT_PRESET };
}

/** The search part for the choice, the URL's other parameters kept. */
export function searchWith(choice: PeriodChoice, search: string): string {
  const params = new URLSearchParams(search);
  for (const key of ['period', 'from', 'to']) params.delete(key);
  if (choice.preset === 'custom') {
    params.set('from', choice.from);
    params.set('to', choice.to);
  } else if (choice.preset !== DEFAULT_PRESET) {
    params.set('period', String(choice.preset));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
