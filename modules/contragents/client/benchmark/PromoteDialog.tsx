/**
 * Making the winner an active partner. A candidate not yet a partner becomes one from its name and INN (editable
 * here, with the type, checked as any partner is); one already linked simply becomes active.
 */
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { type FieldErrors, fieldErrorsOf, Link, useFormDirty, useTranslation } from '@artel/sdk';
import { type FormEvent, useState } from 'react';
import { benchmarksApi } from '../api/benchmarksApi';
import type { Benchmark, Candidate } from '../api/benchmarkTypes';
import { PARTNER_TYPES, type PartnerType } from '../api/partnerTypes';
import { conflictingPartnerId, failureText } from '../errors';
import { TextField } from '../forms/TextField';
import { MODULE_ID } from '../moduleId';
import { partnerPath } from '../paths';

export function PromoteDialog({
  benchmarkId,
  candidate,
  onClose,
  onPromoted,
}: {
  benchmarkId: string;
  candidate: Candidate;
  onClose(): void;
  onPromoted(result: { benchmark: Benchmark; partnerId: string }): void;
}) {
  const { t } = useTranslation(MODULE_ID);
  const linked = candidate.partnerId !== null;
  const [type, setType] = useState<PartnerType>(candidate.inn.length === 12 ? 'individual' : 'company');
  const [name, setName] = useState(candidate.name);
  const [inn, setInn] = useState(candidate.inn);
  const guard = useFormDirty({ name, inn }, { name: candidate.name, inn: candidate.inn });
  const close = guard.askBeforeClosing(onClose);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<{ message: string; partnerId: string | null } | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setFailure(null);
    try {
      const promoted = await benchmarksApi.promote(benchmarkId, candidate.id, linked ? {} : { type, name: name.trim(), inn: inn.trim() });
      guard.markSaved();
      onPromoted(promoted);
    } catch (error) {
      const byField = fieldErrorsOf(error);
      setErrors(byField);
      const holder = conflictingPartnerId(error);
      if (holder || !('name' in byField || 'inn' in byField)) setFailure({ message: failureText(error), partnerId: holder });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog isOpen onClose={close} title={t('benchmark.promoteTitle', { name: candidate.name })} className="contragents-dialog">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <Callout compact icon="info-sign">
            {linked ? t('benchmark.promoteLinked') : t('benchmark.promoteHint')}
          </Callout>
          {!linked && (
            <>
              <FormGroup label={t('partnerForm.type')} labelFor="promote-type">
                <HTMLSelect id="promote-type" fill value={type} onChange={(event) => setType(event.target.value as PartnerType)}>
                  {PARTNER_TYPES.map((each) => (
                    <option key={each} value={each}>
                      {t(`types.${each}`)}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
              <TextField id="promote-name" label={t('partnerForm.name')} value={name} onChange={setName} error={errors.name} required />
              <TextField
                id="promote-inn"
                label={t('partnerForm.inn')}
                value={inn}
                onChange={setInn}
                error={errors.inn}
                inputMode="numeric"
                required
              />
            </>
          )}
          {failure && (
            <Callout intent="danger" role="alert" compact>
              {failure.message}
              {failure.partnerId && (
                <>
                  {' '}
                  <Link to={partnerPath(failure.partnerId)}>{t('partnerForm.openExisting')}</Link>
                </>
              )}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={close}>{t('benchmark.cancel')}</Button>
              <Button type="submit" intent="success" icon="endorsed" loading={saving}>
                {t('benchmark.promote')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
