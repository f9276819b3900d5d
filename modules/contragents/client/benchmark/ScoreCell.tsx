/**
 * One candidate's score on one criterion: a number typed (saved on Enter or leaving the field) or a 1–5 grade
 * picked. The server's refusal (a negative price, a grade of 7) stays under the cell until the value is fixed.
 */
import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { formatNumber, useTranslation } from '@artel/sdk';
import { useEffect, useRef, useState } from 'react';
import type { Criterion } from '../api/benchmarkTypes';
import { MODULE_ID } from '../moduleId';
import { scoreValue } from './benchmarkModel';

export interface ScoreCellProps {
  criterion: Criterion;
  candidateName: string;
  value: number | undefined;
  disabled: boolean;
  /** Resolves to the server's message when it refused the value, else null. */
  onSave(value: number | string | null): Promise<string | null>;
}

export function ScoreCell({ criterion, candidateName, value, disabled, onSave }: ScoreCellProps) {
  const { t } = useTranslation(MODULE_ID);
  // As the reader writes numbers («4 500», «12,5»); readNumber takes them back.
  const shown = value === undefined ? '' : formatNumber(value, { maximumFractionDigits: 6 });
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  // What was last sent: Enter saves, and the blur that follows while the answer is on its way must not save again.
  const sent = useRef(shown);
  useEffect(() => {
    setText(shown);
    sent.current = shown;
  }, [shown]);
  const label = t('benchmark.scoreOf', { candidate: candidateName, criterion: criterion.name });

  const save = async (next: string) => {
    if (next === sent.current && !error) return;
    sent.current = next;
    const refusal = await onSave(scoreValue(next));
    if (refusal) sent.current = shown;
    setError(refusal);
  };

  return (
    <div className="contragents-score">
      {criterion.kind === 'grade' ? (
        <HTMLSelect
          aria-label={label}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            void save(event.target.value);
          }}
        >
          <option value="">—</option>
          {[1, 2, 3, 4, 5].map((grade) => (
            <option key={grade} value={String(grade)}>
              {grade}
            </option>
          ))}
        </HTMLSelect>
      ) : (
        <InputGroup
          aria-label={label}
          value={text}
          disabled={disabled}
          inputMode="decimal"
          intent={error ? 'danger' : 'none'}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => void save(text)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void save(text);
          }}
        />
      )}
      {error && (
        <div className="contragents-score__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
