/**
 * /modules/contragents/invoices | acts | contracts: one kind's documents with filters in the URL (state,
 * partner — the partner page links here with ?partner=<id> —, period, overdue invoices), the totals of what is
 * shown, CSV export (for those with export_data), a new document, and the document opened over the list (?document=<id>).
 */
import { Button, Checkbox, FormGroup, HTMLSelect, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { $currentWorkspaceId, Can, DateInput, formatDate, formatMoney, Link, navigate, useLocation, useTranslation } from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ACT_STATES, CONTRACT_STATES, INVOICE_STATES } from '../../shared/documents/documentStates';
import { toastFailure } from '../errors';
import { MODULE_ID } from '../moduleId';
import { ContractTemplateDialog } from './ContractTemplateDialog';
import { DocumentDrawer } from './DocumentDrawer';
import { DocumentEditor } from './DocumentEditor';
import { documentsPath, filtersOf, type ListParams, readListParams } from './documentPaths';
import { documentsApi } from './documentsApi';
import type { DocumentKind, DocumentList, PartnerOption } from './documentTypes';
import { money } from './liveTotals';
import { saveFile } from './saveFile';
import { StateTag } from './StateTag';

const STATES: Record<DocumentKind, readonly string[]> = { invoice: INVOICE_STATES, act: ACT_STATES, contract: CONTRACT_STATES };
const PAGE_SIZE = 50;

function DocumentsPage({ kind }: { kind: DocumentKind }) {
  const { t } = useTranslation(MODULE_ID);
  const workspaceId = useUnit($currentWorkspaceId);
  const { search } = useLocation();
  const params = useMemo(() => readListParams(search), [search]);
  const filters = useMemo(() => filtersOf(kind, params), [kind, params]);
  const [list, setList] = useState<DocumentList | null>(null);
  const [pages, setPages] = useState(1);
  const [partners, setPartners] = useState<PartnerOption[]>([]);
  const [creating, setCreating] = useState(false);
  const [templateOpen, setTemplateOpen] = useState(false);
  const [reloads, setReloads] = useState(0);
  const reload = useCallback(() => setReloads((count) => count + 1), []);

  useEffect(() => {
    if (workspaceId) documentsApi.partners().then(setPartners, () => setPartners([]));
  }, [workspaceId]);
  // A partner linked to by id (the partner page's link) may be beyond the first page of names: fetch it too.
  useEffect(() => {
    const wanted = params.partner;
    if (!workspaceId || !wanted || partners.length === 0 || partners.some((partner) => partner.id === wanted)) return;
    documentsApi.partner(wanted).then(
      (partner) => setPartners((current) => (current.some((known) => known.id === partner.id) ? current : [partner, ...current])),
      () => undefined,
    );
  }, [workspaceId, params.partner, partners]);
  useEffect(() => {
    setPages(1);
  }, [filters]);
  useEffect(() => {
    if (!workspaceId) return;
    let current = true;
    documentsApi.list(filters, 1, PAGE_SIZE * pages).then(
      (answer) => current && setList(answer),
      (error) => current && toastFailure(error, 'documents.loadFailed'),
    );
    return () => {
      current = false;
    };
  }, [workspaceId, filters, pages, reloads]);

  const setParams = (patch: Partial<ListParams>) =>
    navigate(documentsPath(kind, { ...params, document: null, ...patch }), { replace: true });
  const partnerName = (id: string) => partners.find((partner) => partner.id === id)?.name;

  async function exportCsv() {
    try {
      saveFile(await documentsApi.csv(filters), `documents-${kind}.csv`);
    } catch (error) {
      toastFailure(error);
    }
  }

  return (
    <section className="documents-page">
      <header className="documents-page__header">
        <h1 className="bp6-heading">{t(`documents.kinds.${kind}`)}</h1>
        <Button icon="add" intent="primary" onClick={() => setCreating(true)}>
          {t(`documents.create.${kind}`)}
        </Button>
        {kind === 'contract' && (
          <Button icon="manual" onClick={() => setTemplateOpen(true)}>
            {t('contractSettings.open')}
          </Button>
        )}
        <Can permission="export_data">
          <Button icon="export" onClick={() => void exportCsv()}>
            {t('documents.exportCsv')}
          </Button>
        </Can>
      </header>
      <div className="documents-filters" role="search">
        <FormGroup label={t('documents.filters.state')} labelFor="documents-state">
          <HTMLSelect
            id="documents-state"
            value={params.state ?? ''}
            onChange={(event) => setParams({ state: event.currentTarget.value || null })}
          >
            <option value="">{t('documents.filters.anyState')}</option>
            {STATES[kind].map((state) => (
              <option key={state} value={state}>
                {t(`documents.states.${state}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('documents.filters.partner')} labelFor="documents-partner">
          <HTMLSelect
            id="documents-partner"
            value={params.partner ?? ''}
            onChange={(event) => setParams({ partner: event.currentTarget.value || null })}
          >
            <option value="">{t('documents.filters.anyPartner')}</option>
            {partners.map((partner) => (
              <option key={partner.id} value={partner.id}>
                {partner.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <FormGroup label={t('documents.filters.from')} labelFor="documents-from">
          <DateInput id="documents-from" value={params.from ?? ''} onChange={(from) => setParams({ from: from || null })} />
        </FormGroup>
        <FormGroup label={t('documents.filters.to')} labelFor="documents-to">
          <DateInput id="documents-to" value={params.to ?? ''} onChange={(to) => setParams({ to: to || null })} />
        </FormGroup>
        {kind === 'invoice' && (
          <Checkbox
            className="documents-filters__overdue"
            label={t('documents.filters.overdueOnly')}
            checked={!!params.overdue}
            onChange={(event) => setParams({ overdue: event.currentTarget.checked })}
          />
        )}
        <Button variant="minimal" icon="cross" onClick={() => navigate(documentsPath(kind), { replace: true })}>
          {t('documents.filters.reset')}
        </Button>
      </div>
      {list === null ? (
        <Spinner size={30} />
      ) : list.documents.length === 0 ? (
        <NonIdealState icon="document" title={t(`documents.empty.${kind}`)} />
      ) : (
        <>
          <p className="documents-sums" data-testid="documents-sums">
            {t('documents.sums', { count: list.total, total: formatMoney(list.sums.total), paid: formatMoney(list.sums.paid) })}
          </p>
          <div className="documents-table-wrap">
            <HTMLTable interactive striped className="documents-table artel-list-table">
              <thead>
                <tr>
                  <th>{t('documents.columns.number')}</th>
                  <th>{t('documents.columns.date')}</th>
                  <th>{t('documents.columns.partner')}</th>
                  <th>{t('documents.columns.state')}</th>
                  {kind === 'invoice' && <th>{t('documents.columns.due')}</th>}
                  {kind === 'contract' && <th>{t('documents.columns.validity')}</th>}
                  <th className="documents-money">{t('documents.columns.total')}</th>
                  {kind === 'invoice' && <th className="documents-money">{t('documents.columns.paid')}</th>}
                </tr>
              </thead>
              <tbody>
                {list.documents.map((document) => (
                  <tr key={document.id}>
                    <td>
                      <Link to={documentsPath(kind, { ...params, document: document.id })}>{document.number}</Link>
                    </td>
                    <td data-label={t('documents.columns.date')}>{formatDate(document.date)}</td>
                    <td data-label={t('documents.columns.partner')}>{partnerName(document.partnerId) ?? document.buyer.name}</td>
                    <td data-label={t('documents.columns.state')}>
                      <StateTag state={document.state} overdue={document.overdue} />
                    </td>
                    {kind === 'invoice' && <td data-label={t('documents.columns.due')}>{formatDate(document.dueDate)}</td>}
                    {kind === 'contract' && (
                      <td data-label={t('documents.columns.validity')}>
                        {formatDate(document.validFrom)} — {formatDate(document.validTo) || '…'}
                      </td>
                    )}
                    <td className="documents-money" data-label={t('documents.columns.total')}>
                      {money(document.total)}
                    </td>
                    {kind === 'invoice' && (
                      <td className="documents-money" data-label={t('documents.columns.paid')}>
                        {money(document.paid)}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
          {list.documents.length < list.total && (
            <Button variant="minimal" onClick={() => setPages((count) => count + 1)}>
              {t('documents.more')}
            </Button>
          )}
        </>
      )}
      {templateOpen && <ContractTemplateDialog onClose={() => setTemplateOpen(false)} />}
      {params.document && <DocumentDrawer id={params.document} onClose={() => setParams({})} onChanged={reload} />}
      {creating && (
        <DocumentEditor
          kind={kind}
          partnerId={params.partner}
          onClose={() => setCreating(false)}
          onSaved={(saved) => {
            setCreating(false);
            reload();
            navigate(documentsPath(kind, { ...params, document: saved.id }));
          }}
        />
      )}
    </section>
  );
}

export const InvoicesPage = () => <DocumentsPage kind="invoice" />;
export const ActsPage = () => <DocumentsPage kind="act" />;
export const ContractsPage = () => <DocumentsPage kind="contract" />;
