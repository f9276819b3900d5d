/**
 * One place both people changed: the comparison, then the choice — their version, this person's, or a text
 * written by hand (prefilled with this person's, so nothing of theirs is lost by picking it).
 */
import { FormGroup, InputGroup, RadioGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from '@artel/sdk';
import { type ReactNode, useId } from 'react';
import { MODULE_ID } from '../moduleId';

export type Pick = 'theirs' | 'mine' | 'own';

export interface Resolution {
  pick: Pick | null;
  own: string;
}

export interface ConflictChoiceProps {
  heading: string;
  comparison: ReactNode;
  resolution: Resolution;
  onChange(next: Resolution): void;
  ownLabel: string;
  multiline: boolean;
}

export function ConflictChoice({ heading, comparison, resolution, onChange, ownLabel, multiline }: ConflictChoiceProps) {
  const { t } = useTranslation(MODULE_ID);
  const headingId = useId();
  const ownId = useId();
  const writeOwn = (own: string) => onChange({ ...resolution, own });
  return (
    <section className="wiki-conflict" aria-labelledby={headingId}>
      <h3 className="bp6-heading" id={headingId}>
        {heading}
      </h3>
      {comparison}
      <RadioGroup
        inline
        label={t('conflict.choose')}
        selectedValue={resolution.pick ?? undefined}
        onChange={(event) => onChange({ ...resolution, pick: event.currentTarget.value as Pick })}
        options={[
          { label: t('conflict.takeTheirs'), value: 'theirs' },
          { label: t('conflict.takeMine'), value: 'mine' },
          { label: t('conflict.writeOwn'), value: 'own' },
        ]}
      />
      {resolution.pick === 'own' && (
        <FormGroup label={ownLabel} labelFor={ownId}>
          {multiline ? (
            <TextArea id={ownId} fill autoResize autoFocus value={resolution.own} onChange={(event) => writeOwn(event.target.value)} />
          ) : (
            <InputGroup id={ownId} autoFocus value={resolution.own} onValueChange={writeOwn} />
          )}
        </FormGroup>
      )}
    </section>
  );
}
