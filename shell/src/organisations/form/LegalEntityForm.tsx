import { Button, Callout } from '@blueprintjs/core';
import { useFormDirty, useTranslation } from '@artel/sdk';
import { type LegalEntityFormValues } from '@artel/sdk/host';
import { type FormEvent, useEffect, useState } from 'react';
import { LEGAL_ENTITY_FIELD_SPECS, LEGAL_ENTITY_FORM_SECTIONS } from './legalEntityFields';
import { LegalEntityFormField } from './LegalEntityFormField';
import { useLegalEntityForm } from './useLegalEntityForm';
import './legalEntityForm.css';

export interface LegalEntityFormProps<R> {
  initialValues: LegalEntityFormValues;
  /** Set when editing: the entity's own INN is not a conflict. */
  excludeId?: string;
  submitText: string;
  /** Saves the values (the SDK effect toasts); a rejection keeps the form open with the server's field errors. */
  onSubmit(values: LegalEntityFormValues): Promise<R>;
  /** After a save, with what it answered: where to go next (the form is clean by then, so leaving asks nothing). */
  onSaved?(saved: R): void;
  onCancel?(): void;
  /** Told whether typed changes are unsaved (a dialog around the form asks before closing over them). */
  onDirtyChange?(dirty: boolean): void;
}

/** Every SPEC §3 create field, checked with SPEC §5's rules on blur and on submit; leaving it with changes asks first. */
export function LegalEntityForm<R>({
  initialValues,
  excludeId,
  submitText,
  onSubmit,
  onSaved,
  onCancel,
  onDirtyChange,
}: LegalEntityFormProps<R>) {
  const { t } = useTranslation('organisations');
  const form = useLegalEntityForm({ initialValues, ...(excludeId ? { excludeId } : {}), onSubmit });
  const [refused, setRefused] = useState(false);
  const guard = useFormDirty(form.values, initialValues);
  useEffect(() => onDirtyChange?.(guard.dirty), [guard.dirty, onDirtyChange]);
  // The summary stands while a field is still wrong, and goes once the last one is put right.
  const stillWrong = LEGAL_ENTITY_FIELD_SPECS.some((spec) => form.errorOf(spec.field));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await form.submit();
    setRefused(!outcome);
    if (!outcome) return;
    guard.markSaved();
    onSaved?.(outcome.saved);
  };

  return (
    <form className="artel-legal-entity-form" noValidate onSubmit={(event) => void handleSubmit(event)}>
      {LEGAL_ENTITY_FORM_SECTIONS.map((section) => (
        <fieldset key={section} className="artel-legal-entity-form__section">
          <legend className="bp6-heading">{t(`form.sections.${section}`)}</legend>
          <div className="artel-legal-entity-form__grid">
            {LEGAL_ENTITY_FIELD_SPECS.filter((spec) => spec.section === section).map((spec) => (
              <LegalEntityFormField
                key={spec.field}
                spec={spec}
                value={form.values[spec.field]}
                error={form.errorOf(spec.field)}
                checking={spec.field === 'taxId' && form.innStatus === 'checking'}
                onChange={form.change}
                onBlur={form.blur}
              />
            ))}
          </div>
        </fieldset>
      ))}
      {refused && stillWrong && (
        <Callout intent="danger" role="alert" compact>
          {t('form.fixErrors')}
        </Callout>
      )}
      <div className="artel-legal-entity-form__actions">
        {onCancel && <Button text={t('form.cancel')} onClick={onCancel} disabled={form.submitting} />}
        <Button type="submit" intent="primary" text={submitText} loading={form.submitting} />
      </div>
    </form>
  );
}
