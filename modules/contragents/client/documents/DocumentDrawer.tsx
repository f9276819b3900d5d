/**
 * One document over its list (?document=<id>): parties, items and totals, its state and the moves a person may
 * make, one-click follow-ups (an act from an invoice, an invoice from a contract), payments of an invoice, and
 * the PDF — previewed in the page or downloaded.
 */
import { Alert, Button, Callout, Drawer, DrawerSize, Spinner } from '@blueprintjs/core';
import { ApiError, formatDate, Link, navigate, showToast, useTranslation } from '@artel/sdk';
import { givesActs } from '../../shared/documents/actSources';
import { useCallback, useEffect, useState } from 'react';
import { manualMoves } from '../../shared/documents/documentStates';
import { failureText, toastFailure } from '../errors';
import { MODULE_ID } from '../moduleId';
import { DocumentEditor } from './DocumentEditor';
import { DocumentLinesTable } from './DocumentLinesTable';
import { documentPath } from './documentPaths';
import { documentsApi } from './documentsApi';
import type { DocumentDetail, PartyView } from './documentTypes';
import { draftOf } from './editorDraft';
import { liveTotals, money } from './liveTotals';
import { PaymentsSection } from './PaymentsSection';
import { PdfPreview } from './PdfPreview';
import { saveFile } from './saveFile';
import { StateTag } from './StateTag';
import { TotalsList } from './TotalsList';

interface DocumentDrawerProps {
  id: string;
  onClose(): void;
  /** Something changed (state, payment, a new follow-up document): the list reloads. */
  onChanged(): void;
}

function PartyBlock({ title, party }: { title: string; party: PartyView }) {
  const { t } = useTranslation(MODULE_ID);
  return (
    <section className="documents-party">
      <h3 className="bp6-heading">{title}</h3>
      <p>{party.name}</p>
      <p className="bp6-text-muted">
        {t('documents.view.inn', { inn: party.inn })}
        {party.kpp ? `, ${t('documents.view.kpp', { kpp: party.kpp })}` : ''}
      </p>
      {party.address && <p className="bp6-text-muted">{party.address}</p>}
    </section>
  );
}

export function DocumentDrawer({ id, onClose, onChanged }: DocumentDrawerProps) {
  const { t } = useTranslation(MODULE_ID);
  const [document, setDocument] = useState<DocumentDetail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  /** The server's words about the act already made, while the person is asked whether to make another. */
  const [secondAct, setSecondAct] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    setDocument(null);
    setFailure(null);
    setPreviewing(false);
    documentsApi.get(id).then(
      (loaded) => current && setDocument(loaded),
      (error) => current && setFailure(failureText(error, 'errors.loadFailed')),
    );
    return () => {
      current = false;
    };
  }, [id]);

  const act = useCallback(
    async (work: () => Promise<DocumentDetail>, done: (result: DocumentDetail) => void) => {
      setBusy(true);
      try {
        done(await work());
        onChanged();
      } catch (error) {
        toastFailure(error);
      } finally {
        setBusy(false);
      }
    },
    [onChanged],
  );

  /** An act from the invoice; the server's refusal of a second one opens the question whether it is wanted. */
  async function makeAct(anotherAct: boolean) {
    if (!document) return;
    setBusy(true);
    try {
      const made = await documentsApi.actFromInvoice(document.id, anotherAct);
      onChanged();
      showToast({ message: t('documents.view.madeAct', { number: made.number }), intent: 'success' });
      navigate(documentPath('act', made.id));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'documents.actExists') setSecondAct(error.message);
      else toastFailure(error);
    } finally {
      setBusy(false);
    }
  }

  const kindName = document ? t(`documents.kind.${document.kind}`) : '';
  const title = document
    ? t('documents.view.number', { kind: kindName, number: document.number, date: formatDate(document.date) })
    : t('documents.view.loading');
  const totals = document && document.lines.length > 0 ? liveTotals(draftOf(document)) : null;

  async function download() {
    if (!document) return;
    try {
      saveFile(await documentsApi.pdf(document.id, true), `${document.kind}-${document.number}.pdf`);
    } catch (error) {
      toastFailure(error, 'documents.view.pdfFailed');
    }
  }

  return (
    <Drawer isOpen onClose={onClose} title={title} size={DrawerSize.LARGE} className="documents-drawer">
      <div className="documents-drawer__body">
        {failure && <Callout intent="danger">{failure}</Callout>}
        {!document && !failure && <Spinner size={30} />}
        {document && (
          <>
            <div className="documents-drawer__status">
              <StateTag state={document.state} overdue={document.overdue} />
              {document.kind === 'invoice' && document.dueDate && (
                <span className="bp6-text-muted">
                  {t('documents.columns.due')}: {formatDate(document.dueDate)}
                </span>
              )}
              {document.kind === 'contract' && (
                <span className="bp6-text-muted">
                  {t('documents.columns.validity')}: {formatDate(document.validFrom)} — {formatDate(document.validTo) || '…'}
                </span>
              )}
            </div>
            <div className="documents-drawer__actions" role="toolbar" aria-label={title}>
              {manualMoves(document.kind, document.state).map((state) => (
                <Button
                  key={state}
                  intent={state === 'cancelled' || state === 'terminated' ? 'danger' : 'primary'}
                  disabled={busy}
                  onClick={() =>
                    act(
                      () => documentsApi.move(document.id, state),
                      (moved) => {
                        setDocument(moved);
                        showToast({ message: t('documents.moved', { state: t(`documents.states.${moved.state}`) }), intent: 'success' });
                      },
                    )
                  }
                >
                  {t(`documents.moves.${state}`)}
                </Button>
              ))}
              {document.state === 'draft' && (
                <Button icon="edit" onClick={() => setEditing(true)}>
                  {t('documents.view.edit')}
                </Button>
              )}
              {document.kind === 'invoice' && givesActs(document.state) && (
                <Button icon="document" disabled={busy} onClick={() => void makeAct(false)}>
                  {t('documents.view.makeAct')}
                </Button>
              )}
              {document.kind === 'contract' && document.state !== 'terminated' && document.state !== 'expired' && (
                <Button
                  icon="dollar"
                  disabled={busy}
                  onClick={() =>
                    act(
                      () => documentsApi.invoiceFromContract(document.id),
                      (made) => {
                        showToast({ message: t('documents.view.madeInvoice', { number: made.number }), intent: 'success' });
                        navigate(documentPath('invoice', made.id));
                      },
                    )
                  }
                >
                  {t('documents.view.makeInvoice')}
                </Button>
              )}
              <Button icon="eye-open" active={previewing} onClick={() => setPreviewing((shown) => !shown)}>
                {t('documents.view.preview')}
              </Button>
              <Button icon="download" onClick={() => void download()}>
                {t('documents.view.download')}
              </Button>
            </div>
            <div className="documents-drawer__parties">
              <PartyBlock title={t('documents.view.seller')} party={document.seller} />
              <PartyBlock title={t('documents.view.buyer')} party={document.buyer} />
            </div>
            {(document.contractId || document.invoiceId) && (
              <p className="documents-drawer__links">
                {document.contractId && <Link to={documentPath('contract', document.contractId)}>{t('documents.view.contract')}</Link>}
                {document.invoiceId && <Link to={documentPath('invoice', document.invoiceId)}>{t('documents.view.invoice')}</Link>}
              </p>
            )}
            {document.basis && <p>{document.basis}</p>}
            {document.subject && <p className="documents-drawer__subject">{document.subject}</p>}
            {document.lines.length > 0 && <DocumentLinesTable lines={document.lines} />}
            {totals && <TotalsList subtotal={money(document.subtotal)} vatRows={totals.vatRows} total={money(document.total)} />}
            {document.kind === 'invoice' && (
              <PaymentsSection
                key={document.paid}
                invoice={document}
                busy={busy}
                onPay={(amount, paidOn) => act(() => documentsApi.pay(document.id, amount, paidOn), setDocument)}
              />
            )}
            {previewing && (
              <PdfPreview
                documentId={document.id}
                version={document.updatedAt}
                title={t('documents.view.previewTitle', { kind: kindName, number: document.number })}
              />
            )}
          </>
        )}
      </div>
      <Alert
        isOpen={secondAct !== null}
        intent="warning"
        icon="warning-sign"
        confirmButtonText={t('documents.view.secondActConfirm')}
        cancelButtonText={t('documents.view.secondActCancel')}
        onCancel={() => setSecondAct(null)}
        onConfirm={() => {
          setSecondAct(null);
          void makeAct(true);
        }}
      >
        <p>{secondAct}</p>
        <p>{t('documents.view.secondActQuestion')}</p>
      </Alert>
      {editing && document && (
        <DocumentEditor
          kind={document.kind}
          document={document}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            setDocument(saved);
            onChanged();
          }}
        />
      )}
    </Drawer>
  );
}
