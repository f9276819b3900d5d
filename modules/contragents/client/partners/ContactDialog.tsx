/** Adding or editing one contact of a partner; the server's refusal (a bad e-mail, the contact limit) is shown in place. */
import { Checkbox } from '@blueprintjs/core';
import { type FieldErrors, fieldErrorsOf, useFormDirty, useTranslation } from '@artel/sdk';
import { type FormEvent, useState } from 'react';
import { partnersApi } from '../api/partnersApi';
import type { Contact } from '../api/partnerTypes';
import { failureText } from '../errors';
import { FormDialog } from '../forms/FormDialog';
import { TextField } from '../forms/TextField';
import { MODULE_ID } from '../moduleId';
import { type ContactForm, contactFieldOf, contactFields, contactFormOf, EMPTY_CONTACT_FORM } from './contactForm';

const SHOWN = new Set(['name', 'position', 'phones', 'emails', 'telegram']);

export function ContactDialog({
  partnerId,
  contact,
  onClose,
  onSaved,
}: {
  partnerId: string;
  contact?: Contact;
  onClose(): void;
  onSaved(): void;
}) {
  const { t } = useTranslation(MODULE_ID);
  const [loaded] = useState<ContactForm>(() => (contact ? contactFormOf(contact) : EMPTY_CONTACT_FORM));
  const [form, setForm] = useState(loaded);
  const guard = useFormDirty(form, loaded);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof ContactForm>(key: K, value: ContactForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      if (contact) await partnersApi.updateContact(partnerId, contact.id, contactFields(form));
      else await partnersApi.addContact(partnerId, contactFields(form));
      guard.markSaved();
      onSaved();
    } catch (error) {
      const byField: FieldErrors = {};
      for (const [path, message] of Object.entries(fieldErrorsOf(error))) byField[contactFieldOf(path)] ??= message;
      setErrors(byField);
      if (!Object.keys(byField).some((field) => SHOWN.has(field))) setFailure(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  const field = (key: 'name' | 'position' | 'phones' | 'emails' | 'telegram', extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`contact-${key}`}
      label={t(`contacts.${key}`)}
      value={form[key]}
      onChange={(value) => set(key, value)}
      error={errors[key]}
      {...extra}
    />
  );

  return (
    <FormDialog
      title={contact ? t('contacts.editTitle') : t('contacts.createTitle')}
      onClose={guard.askBeforeClosing(onClose)}
      onSubmit={submit}
      saving={saving}
      failure={failure}
      cancelLabel={t('contacts.cancel')}
      submitLabel={t('contacts.save')}
    >
      {field('name', { required: true, autoFocus: true })}
      {field('position')}
      {field('phones', { hint: t('contacts.listHint'), inputMode: 'tel' })}
      {field('emails', { hint: t('contacts.listHint'), inputMode: 'email' })}
      {field('telegram', { placeholder: t('contacts.telegramPlaceholder') })}
      <Checkbox
        checked={form.isPrimary}
        label={t('contacts.primary')}
        onChange={(event) => set('isPrimary', event.currentTarget.checked)}
      />
    </FormDialog>
  );
}
