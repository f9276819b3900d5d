import { i18n } from '@artel/sdk';

export function formatTime(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString(i18n.language) : '—';
}

export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '—';
  if (ms < 1000) return i18n.t('flows:runs.milliseconds', { value: ms });
  return i18n.t('flows:runs.seconds', { value: (ms / 1000).toFixed(1) });
}
