import { formatDateTime, formatNumber, i18n } from '@artel/sdk';

export function formatTime(iso: string | null): string {
  return formatDateTime(iso) || '—';
}

export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  if (ms < 1000) return i18n.t('flows:runs.milliseconds', { value: ms });
  return i18n.t('flows:runs.seconds', { value: formatNumber(ms / 1000, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) });
}
