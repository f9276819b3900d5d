/**
 * The dialog that makes a new invoice, act or contract, or edits a draft: buyer, dates, VAT mode and rate,
 * line items, and live totals by the server's rules. The server's field errors are shown under their fields.
 */
import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  Radio,
  RadioGroup,
  TextArea,
} from '@blueprintjs/core';
import { DateInput, type FieldErrors, fieldErrorsOf, formatDateTime, showToast, useDraft, useFormDirty, useTranslation } from '@artel/sdk';
import { useEffect, useMemo, useState } from 'react';
import { contragentsSdk } from '../contragentsSdk';
import { failureText } from '../errors';
import { MODULE_ID } from '../moduleId';
import { documentsApi } from './documentsApi';
import type { DocumentDetail, DocumentDraft, DocumentKind, PartnerOption, VatMode, VatRateCode } from './documentTypes';
import { draftBody, draftOf, NO_SIGNER, newDraft } from './editorDraft';
import { ContractSignerFields } from './ContractSignerFields';
import { LineItemsEditor } from './LineItemsEditor';
import { TotalsList } from './TotalsList';
import { liveTotals, ratesOn } from './liveTotals';
import { useLeavesOpenedUrl } from './useLeavesOpenedUrl';

interface DocumentEditorProps {
  kind: DocumentKind;
  /** The draft to edit; without one a new document is made. */
  document?: DocumentDetail;
  partnerId?: string | null;
  onClose(): void;
  onSaved(document: DocumentDetail): void;
}

export function DocumentEditor({ kind, document, partnerId, onClose, onSaved }: DocumentEditorProps) {
  const { t } = useTranslation(MODULE_ID);
  const [loaded] = useState<DocumentDraft>(() =>
    document ? draftOf(document) : newDraft(kind, partnerId ?? '', t('documents.editor.defaultUnit')),
  );
  // What is typed survives closing the tab or the dialog: kept per document, or per kind for a new one.
  const typed = useDraft<DocumentDraft>(contragentsSdk().drafts, document ? `document:${document.id}` : `document:new:${kind}`, loaded);
  const draft = typed.value;
  const guard = useFormDirty(draft, loaded, { saveDraft: typed.flush, losesWorkOn: useLeavesOpenedUrl() });
  const close = guard.askBeforeClosing(onClose);
  const [partners, setPartners] = useState<PartnerOption[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    documentsApi.partners().then(setPartners, (error) => setFailure(failureText(error)));
  }, []);
  const rates = useMemo(() => ratesOn(draft.date), [draft.date]);
  const totals = useMemo(() => liveTotals(draft), [draft]);
  const set = (patch: Partial<DocumentDraft>) => typed.setValue({ ...draft, ...patch });
  const text = (field: keyof DocumentDraft) => (value: string) => set({ [field]: value });
  const errorOf = (field: string) => errors[field];
  const group = (field: string, label: string, children: React.ReactNode) => (
    <FormGroup label={label} labelFor={`document-${field}`} intent={errorOf(field) ? 'danger' : 'none'} helperText={errorOf(field)}>
      {children}
    </FormGroup>
  );
  const lineErrors = Object.entries(errors).filter(([field]) => field.startsWith('lines'));

  async function save() {
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      const body = draftBody(kind, draft);
      const saved = document ? await documentsApi.update(document.id, body) : await documentsApi.create(kind, body);
      guard.markSaved();
      await typed.clear();
      showToast({
        message: document
          ? t('documents.editor.saved')
          : t('documents.editor.created', { kind: t(`documents.kind.${kind}`), number: saved.number }),
        intent: 'success',
      });
      onSaved(saved);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setFailure(failureText(error));
    } finally {
      setSaving(false);
    }
  }

  const title = document
    ? t('documents.editor.titleEdit', { kind: t(`documents.kind.${kind}`), number: document.number })
    : t(`documents.editor.titleNew.${kind}`);
  return (
    <Dialog isOpen onClose={close} title={title} className="documents-editor">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogBody>
          {typed.restoredAt && (
            <Callout icon="history" className="documents-editor__restored">
              {t('documents.editor.restored', { time: formatDateTime(typed.restoredAt) })}{' '}
              <Button size="small" variant="minimal" onClick={() => void typed.clear()}>
                {t('documents.editor.discardRestored')}
              </Button>
            </Callout>
          )}
          {failure && (
            <Callout intent="danger" role="alert" className="documents-editor__failure">
              {failure}
            </Callout>
          )}
          <div className="documents-editor__grid">
            {group(
              'partnerId',
              t('documents.editor.partner'),
              <HTMLSelect
                id="document-partnerId"
                fill
                value={draft.partnerId}
                disabled={!!document}
                onChange={(event) => set({ partnerId: event.currentTarget.value })}
              >
                <option value="">{t('documents.editor.choosePartner')}</option>
                {partners.map((partner) => (
                  <option key={partner.id} value={partner.id}>
                    {partner.name} ({partner.inn})
                  </option>
                ))}
              </HTMLSelect>,
            )}
            {group('date', t('documents.editor.date'), <DateInput id="document-date" value={draft.date} onChange={text('date')} />)}
            {kind === 'invoice' &&
              group(
                'dueDate',
                t('documents.editor.dueDate'),
                <DateInput id="document-dueDate" value={draft.dueDate ?? ''} onChange={text('dueDate')} />,
              )}
            {kind === 'contract' && (
              <>
                {group(
                  'validFrom',
                  t('documents.editor.validFrom'),
                  <DateInput id="document-validFrom" value={draft.validFrom ?? ''} onChange={text('validFrom')} />,
                )}
                {group(
                  'validTo',
                  t('documents.editor.validTo'),
                  <DateInput id="document-validTo" value={draft.validTo ?? ''} onChange={text('validTo')} />,
                )}
                {group(
                  'city',
                  t('documents.editor.city'),
                  <InputGroup id="document-city" value={draft.city ?? ''} onValueChange={text('city')} />,
                )}
              </>
            )}
            {kind !== 'contract' &&
              group(
                'basis',
                t('documents.editor.basis'),
                <InputGroup id="document-basis" value={draft.basis ?? ''} onValueChange={text('basis')} />,
              )}
          </div>
          {kind === 'contract' && (
            <ContractSignerFields
              signer={draft.buyerSigner ?? NO_SIGNER}
              errors={errors}
              onChange={(buyerSigner) => set({ buyerSigner })}
            />
          )}
          {kind === 'contract' &&
            group(
              'subject',
              t('documents.editor.subject'),
              <TextArea
                id="document-subject"
                fill
                rows={3}
                value={draft.subject ?? ''}
                onChange={(event) => set({ subject: event.currentTarget.value })}
              />,
            )}
          <div className="documents-editor__vat">
            <RadioGroup
              inline
              label={t('documents.editor.vatMode')}
              selectedValue={draft.vatMode}
              onChange={(event) => set({ vatMode: event.currentTarget.value as VatMode })}
            >
              <Radio value="included" label={t('documents.editor.included')} />
              <Radio value="onTop" label={t('documents.editor.onTop')} />
            </RadioGroup>
            {group(
              'vatRate',
              t('documents.editor.vatRate'),
              <HTMLSelect
                id="document-vatRate"
                value={draft.vatRate}
                onChange={(event) => set({ vatRate: event.currentTarget.value as VatRateCode })}
              >
                {rates.map((rate) => (
                  <option key={rate.code} value={rate.code}>
                    {rate.label}
                  </option>
                ))}
              </HTMLSelect>,
            )}
          </div>
          <LineItemsEditor lines={draft.lines} amounts={totals?.lineAmounts ?? []} rates={rates} onChange={(lines) => set({ lines })} />
          {lineErrors.length > 0 && (
            <ul className="documents-editor__line-errors bp6-text-danger">
              {lineErrors.map(([field, message]) => (
                <li key={field}>{message}</li>
              ))}
            </ul>
          )}
          {totals ? (
            <TotalsList subtotal={totals.subtotal} vatRows={totals.vatRows} total={totals.total} />
          ) : (
            <Callout intent="warning">{t('documents.editor.totalsUnavailable')}</Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={close}>{t('documents.editor.cancel')}</Button>
              <Button type="submit" intent="primary" loading={saving}>
                {t('documents.editor.save')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
