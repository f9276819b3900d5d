/**
 * The two labelled days of a custom period. A range the server would refuse (a day missing, the start after the
 * end, longer than two years) is said under the fields and not asked for; the charts keep the last good one.
 */
import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useAnalyticsTranslation } from './i18n/analyticsTranslations';
import { rangeProblem } from './period';

interface CustomRangeFieldsProps {
  from: string;
  to: string;
  onRange(from: string, to: string): void;
}

export function CustomRangeFields({ from, to, onRange }: CustomRangeFieldsProps) {
  const { t } = useAnalyticsTranslation();
  const [draft, setDraft] = useState({ from, to });
  useEffect(() => setDraft({ from, to }), [from, to]);
  const problem = rangeProblem(draft.from, draft.to);

  const change = (next: { from: string; to: string }) => {
    setDraft(next);
    if (rangeProblem(next.from, next.to) === null) onRange(next.from, next.to);
  };

  return (
    <div className="artel-analytics-range" role="group" aria-label={t('filters.custom')}>
      <FormGroup label={t('filters.from')} labelFor="analytics-from" intent={problem ? Intent.DANGER : Intent.NONE}>
        <InputGroup id="analytics-from" type="date" value={draft.from} max={draft.to || undefined} onChange={(event) => change({ ...draft, from: event.currentTarget.value })} />
      </FormGroup>
      <FormGroup label={t('filters.to')} labelFor="analytics-to" intent={problem ? Intent.DANGER : Intent.NONE}>
        <InputGroup id="analytics-to" type="date" value={draft.to} min={draft.from || undefined} onChange={(event) => change({ ...draft, to: event.currentTarget.value })} />
      </FormGroup>
      {problem && (
        <p className="artel-analytics-range__problem bp6-text-danger" role="alert">
          {t(`filters.${problem}`)}
        </p>
      )}
    </div>
  );
}
