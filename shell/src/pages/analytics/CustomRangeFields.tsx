/**
 * The two labelled days of a custom period. A range the server would refuse (a day missing, the start after the
 * end, longer than two years) is said under the fields and not asked for; the charts keep the last good one.
 */
import { FormGroup, Intent } from '@blueprintjs/core';
import { DateInput } from '@artel/sdk';
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
        <DateInput id="analytics-from" value={draft.from} onChange={(day) => change({ ...draft, from: day })} />
      </FormGroup>
      <FormGroup label={t('filters.to')} labelFor="analytics-to" intent={problem ? Intent.DANGER : Intent.NONE}>
        <DateInput id="analytics-to" value={draft.to} onChange={(day) => change({ ...draft, to: day })} />
      </FormGroup>
      {problem && (
        <p className="artel-analytics-range__problem bp6-text-danger" role="alert">
          {t(`filters.${problem}`)}
        </p>
      )}
    </div>
  );
}
