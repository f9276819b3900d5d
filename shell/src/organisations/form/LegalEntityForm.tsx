import { Button, Callout } from '@blueprintjs/core';
import { type LegalEntityFormValues, useTranslation } from '@artel/sdk';
import { type FormEvent, useState } from 'react';
import { LEGAL_ENTITY_FIELD_SPECS, LEGAL_ENTITY_FORM_SECTIONS } from './legalEntityFields';
import { LegalEntityFormField } from './LegalEntityFormField';
import { useLegalEntityForm } from './useLegalEntityForm';
import './legalEntityForm.css';

export interface LegalEntityFormProps {
  initialValues: LegalEntityFormValues;
  /** Set when editing: the entity's own INN is not a conflict. */
  excludeId?: string;
  submitText: string;
  /** Saves the values (the SDK effect toasts); a rejection keeps the form open with the server's field errors. */
  onSubmit(values: LegalEntityFormValues): Promise<unknown>;
  onSaved?(): void;
  onCancel?(): void;
}

/** Every SPEC §3 create field, checked with SPEC §5's rules on blur and on submit. */
export function LegalEntityForm({ initialValues, excludeId, submitText, onSubmit, onSaved, onCancel }: LegalEntityFormProps) {
  const { t } = useTranslation('organisations');
  const form = useLegalEntityForm({ initialValues, ...(excludeId ? { excludeId } : {}), onSubmit });
  const [refused, setRefused] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await form.submit();
    setRefused(!saved);
    if (saved) onSaved?.();
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
      {refused && (
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
