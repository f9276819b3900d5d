/**
 * Creating or editing a partner: type, name, requisites (checked by the SDK's validators before sending and by
 * the server after), contacts of the company, status, tags, responsible member, note and bank accounts. A refused
 * request marks the fields it names; an INN already taken links to the partner that holds it.
 */
import { Button, Callout, Checkbox, FormGroup, HTMLSelect } from '@blueprintjs/core';
import {
  type FieldErrors,
  fieldErrorsOf,
  Link,
  MemberPicker,
  showToast,
  useFormDirty,
  useTranslation,
  useWorkspaceMembers,
} from '@artel/sdk';
import { type FormEvent, useState } from 'react';
import { partnersApi } from '../api/partnersApi';
import { PARTNER_KINDS } from '../../shared/partnerKinds';
import { PARTNER_STATUSES, PARTNER_TYPES, type Partner } from '../api/partnerTypes';
import { conflictingPartnerId, failureText } from '../errors';
import { FormDialog } from '../forms/FormDialog';
import { TextField } from '../forms/TextField';
import { MODULE_ID } from '../moduleId';
import { partnerPath } from '../paths';
import { checkPartnerForm, EMPTY_BANK_ACCOUNT, emptyPartnerForm, type PartnerForm, partnerFields, partnerFormOf } from './partnerForm';

const SHOWN_FIELDS = new Set([
  'name',
  'inn',
  'kpp',
  'ogrn',
  'legalAddress',
  'postalAddress',
  'phone',
  'email',
  'website',
  'tags',
  'responsibleId',
  'note',
  'bankAccounts',
]);

export interface PartnerFormDialogProps {
  /** The partner to edit; none to create one. */
  partner?: Partner;
  onClose(): void;
  onSaved(partner: Partner): void;
}

export function PartnerFormDialog({ partner, onClose, onSaved }: PartnerFormDialogProps) {
  const { t } = useTranslation(MODULE_ID);
  const members = useWorkspaceMembers();
  const [loaded] = useState<PartnerForm>(() => (partner ? partnerFormOf(partner) : emptyPartnerForm()));
  const [form, setForm] = useState(loaded);
  const guard = useFormDirty(form, loaded);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<{ message: string; partnerId: string | null } | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof PartnerForm>(key: K, value: PartnerForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const setAccount = (index: number, change: Partial<PartnerForm['bankAccounts'][number]>) =>
    setForm((current) => ({
      ...current,
      bankAccounts: current.bankAccounts.map((account, at) =>
        at === index ? { ...account, ...change } : change.isPrimary ? { ...account, isPrimary: false } : account,
      ),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = checkPartnerForm(form);
    setErrors(local);
    setFailure(null);
    if (Object.keys(local).length > 0) return;
    setSaving(true);
    try {
      const saved = partner ? await partnersApi.update(partner.id, partnerFields(form)) : await partnersApi.create(partnerFields(form));
      guard.markSaved();
      showToast({ message: partner ? t('partnerForm.saved') : t('partnerForm.created', { name: saved.name }), intent: 'success' });
      onSaved(saved);
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setErrors(byField);
      const holder = conflictingPartnerId(error);
      // Said above the buttons too: a problem no field of the form shows, or an INN taken (with a link to its holder).
      const unshown =
        Object.keys(byField).length === 0 ||
        Object.keys(byField).some((name) => !SHOWN_FIELDS.has(name) && !name.startsWith('bankAccounts.'));
      if (holder || unshown) setFailure({ message: failureText(error), partnerId: holder });
    } finally {
      setSaving(false);
    }
  };

  const kind = PARTNER_KINDS[form.type];
  const field = (
    key: 'name' | 'inn' | 'kpp' | 'ogrn' | 'legalAddress' | 'postalAddress' | 'phone' | 'email' | 'website',
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField id={`partner-${key}`} label={label} value={form[key]} onChange={(value) => set(key, value)} error={errors[key]} {...extra} />
  );

  return (
    <FormDialog
      title={partner ? t('partnerForm.editTitle') : t('partnerForm.createTitle')}
      wide
      onClose={guard.askBeforeClosing(onClose)}
      onSubmit={submit}
      saving={saving}
      failure={
        failure && (
          <>
            {failure.message}
            {failure.partnerId && (
              <>
                {' '}
                <Link to={partnerPath(failure.partnerId)}>{t('partnerForm.openExisting')}</Link>
              </>
            )}
          </>
        )
      }
      cancelLabel={t('partnerForm.cancel')}
      submitLabel={partner ? t('partnerForm.save') : t('partnerForm.create')}
    >
      <div className="contragents-form-grid">
        <FormGroup label={t('partnerForm.type')} labelFor="partner-type">
          <HTMLSelect id="partner-type" fill value={form.type} onChange={(event) => set('type', event.target.value as PartnerForm['type'])}>
            {PARTNER_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('partnerForm.status')} labelFor="partner-status">
          <HTMLSelect
            id="partner-status"
            fill
            value={form.status}
            onChange={(event) => set('status', event.target.value as PartnerForm['status'])}
          >
            {PARTNER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
      {field('name', t('partnerForm.name'), { required: true, autoFocus: true, placeholder: t('partnerForm.namePlaceholder') })}
      <div className="contragents-form-grid">
        {kind.innRequired
          ? field('inn', t('partnerForm.inn'), { required: true, inputMode: 'numeric' })
          : field('inn', t('partnerForm.innIfKnown'), { inputMode: 'numeric' })}
        {kind.hasKpp && field('kpp', t('partnerForm.kpp'))}
        {kind.hasOgrn &&
          field('ogrn', kind.owner === 'organisation' ? t('partnerForm.ogrn') : t('partnerForm.ogrnip'), { inputMode: 'numeric' })}
      </div>
      {field('legalAddress', t('partnerForm.legalAddress'))}
      {field('postalAddress', t('partnerForm.postalAddress'))}
      <div className="contragents-form-grid">
        {field('phone', t('partnerForm.phone'), { inputMode: 'tel' })}
        {field('email', t('partnerForm.email'), { inputMode: 'email' })}
        {field('website', t('partnerForm.website'), { inputMode: 'url' })}
      </div>
      <div className="contragents-form-grid">
        <TextField
          id="partner-tags"
          label={t('partnerForm.tags')}
          hint={t('partnerForm.tagsHint')}
          value={form.tags}
          onChange={(value) => set('tags', value)}
          error={errors.tags}
        />
        <FormGroup
          label={t('partnerForm.responsible')}
          labelFor="partner-responsible"
          intent={errors.responsibleId ? 'danger' : 'none'}
          helperText={errors.responsibleId}
        >
          <MemberPicker
            id="partner-responsible"
            fill
            label={t('partnerForm.responsible')}
            members={members}
            value={form.responsibleId || null}
            noneLabel={t('partnerForm.nobody')}
            intent={errors.responsibleId ? 'danger' : 'none'}
            onChange={(userId) => set('responsibleId', userId ?? '')}
          />
        </FormGroup>
      </div>
      <TextField
        id="partner-note"
        label={t('partnerForm.note')}
        value={form.note}
        onChange={(value) => set('note', value)}
        error={errors.note}
        multiline
      />
      <fieldset className="contragents-fieldset">
        <legend>{t('partnerForm.bankAccounts')}</legend>
        {form.bankAccounts.map((account, index) => {
          const at = `bankAccounts.${index}`;
          const number = index + 1;
          return (
            <div key={index} className="contragents-bank-account" role="group" aria-label={t('partnerForm.bankAccount', { number })}>
              <div className="contragents-form-grid">
                <TextField
                  id={`${at}.bankName`}
                  label={t('partnerForm.bankName')}
                  value={account.bankName}
                  onChange={(value) => setAccount(index, { bankName: value })}
                  error={errors[`${at}.bankName`]}
                />
                <TextField
                  id={`${at}.bik`}
                  label={t('partnerForm.bik')}
                  value={account.bik}
                  inputMode="numeric"
                  onChange={(value) => setAccount(index, { bik: value })}
                  error={errors[`${at}.bik`]}
                />
              </div>
              <div className="contragents-form-grid">
                <TextField
                  id={`${at}.corrAccount`}
                  label={t('partnerForm.corrAccount')}
                  value={account.corrAccount}
                  inputMode="numeric"
                  onChange={(value) => setAccount(index, { corrAccount: value })}
                  error={errors[`${at}.corrAccount`]}
                />
                <TextField
                  id={`${at}.account`}
                  label={t('partnerForm.account')}
                  value={account.account}
                  inputMode="numeric"
                  onChange={(value) => setAccount(index, { account: value })}
                  error={errors[`${at}.account`]}
                />
              </div>
              <div className="contragents-row">
                <Checkbox
                  checked={account.isPrimary}
                  label={t('partnerForm.primary')}
                  onChange={(event) => setAccount(index, { isPrimary: event.currentTarget.checked })}
                />
                <Button
                  variant="minimal"
                  intent="danger"
                  icon="trash"
                  aria-label={t('partnerForm.removeBankAccount', { number })}
                  onClick={() =>
                    set(
                      'bankAccounts',
                      form.bankAccounts.filter((_, at) => at !== index),
                    )
                  }
                />
              </div>
            </div>
          );
        })}
        {errors.bankAccounts && (
          <Callout intent="danger" compact>
            {errors.bankAccounts}
          </Callout>
        )}
        <Button
          icon="add"
          variant="minimal"
          onClick={() => set('bankAccounts', [...form.bankAccounts, { ...EMPTY_BANK_ACCOUNT, isPrimary: form.bankAccounts.length === 0 }])}
        >
          {t('partnerForm.addBankAccount')}
        </Button>
      </fieldset>
    </FormDialog>
  );
}
