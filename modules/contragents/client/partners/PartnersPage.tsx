/**
 * /modules/contragents/partners — the partner list: search over name, INN and contacts, filters by status, tag,
 * responsible member and deleted ones, sorting in Russian order (the server's collation), 50 a page. Everything
 * chosen lives in the URL. Deleted partners (shown by filter or the `showDeletedPartners` setting) can be restored.
 */
import { Button, ButtonGroup, HTMLSelect, HTMLTable, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import {
  $currentWorkspaceId,
  Link,
  MemberPicker,
  navigate,
  showToast,
  useFormat,
  useLocation,
  useTranslation,
  useWorkspaceMembers,
} from '@artel/sdk';
import { useUnit } from 'effector-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { partnersApi } from '../api/partnersApi';
import { type DeletedFilter, PARTNER_STATUSES, type Partner } from '../api/partnerTypes';
import { contragentsSdk } from '../contragentsSdk';
import { toastFailure } from '../errors';
import { ContragentsNav } from '../layout/ContragentsNav';
import { MODULE_ID } from '../moduleId';
import { partnerPath, partnersPath } from '../paths';
import { contragentsPermissions } from '../contragentsPermissions';
import { PartnerFormDialog } from './PartnerFormDialog';
import {
  changeListState,
  INITIAL_LIST_STATE,
  listRequest,
  listStateSearch,
  pageCount,
  pageRange,
  type PartnerListState,
  readListState,
  SORTS,
} from './partnerListModel';
import { StatusTag } from './StatusTag';

const SEARCH_DELAY_MS = 250;

export function PartnersPage() {
  const { t } = useTranslation(MODULE_ID);
  const workspaceId = useUnit($currentWorkspaceId);
  const location = useLocation();
  const state = useMemo(() => readListState(new URLSearchParams(location.search)), [location.search]);
  const can = contragentsPermissions.useCan();
  const members = useWorkspaceMembers();
  // Without a choice in the URL the server follows the module's `showDeletedPartners` setting; the filter says which.
  const defaultDeleted: DeletedFilter = contragentsSdk().config.use().showDeletedPartners === true ? 'include' : 'exclude';
  const [answer, setAnswer] = useState<{ total: number; partners: Partner[] } | null>(null);
  const [searchText, setSearchText] = useState(state.search);
  const [creating, setCreating] = useState(false);
  const [reloads, setReloads] = useState(0);

  const latest = useRef(state);
  latest.current = state;
  const show = (next: PartnerListState) => navigate(`${partnersPath()}${listStateSearch(next)}`, { replace: true });
  const change = (update: Partial<PartnerListState>) => show(changeListState(state, update));

  // Back and forward change the URL's search: the box follows it.
  useEffect(() => setSearchText(state.search), [state.search]);

  useEffect(() => {
    if (searchText === latest.current.search) return;
    // The state of when the timer fires: a filter chosen while typing is kept.
    const timer = setTimeout(() => show(changeListState(latest.current, { search: searchText })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  useEffect(() => {
    if (!workspaceId) return;
    let current = true;
    partnersApi.list(listRequest(state)).then(
      (result) => current && setAnswer(result),
      (error) => current && toastFailure(error, 'errors.loadFailed'),
    );
    return () => {
      current = false;
    };
  }, [workspaceId, state, reloads]);

  const memberName = (userId: string | null) => members.find((member) => member.userId === userId)?.name ?? '';
  const format = useFormat();
  const filtered = state.search || state.statuses.length > 0 || state.tag || state.responsibleId || state.deleted === 'only';
  const pages = answer ? pageCount(answer.total) : 1;
  const range = answer ? pageRange(state.page, answer.total) : null;

  const toggleStatus = (status: (typeof PARTNER_STATUSES)[number]) =>
    change({
      statuses: state.statuses.includes(status) ? state.statuses.filter((entry) => entry !== status) : [...state.statuses, status],
    });

  const restore = async (partner: Partner) => {
    try {
      await partnersApi.restore(partner.id);
      showToast({ message: t('list.restored', { name: partner.name }), intent: 'success' });
      setReloads((count) => count + 1);
    } catch (error) {
      toastFailure(error);
    }
  };

  return (
    <div className="contragents-page">
      <ContragentsNav current="partners" />
      <header className="contragents-header">
        <h1>{t('list.title')}</h1>
        {can('partner.create') && (
          <Button intent="primary" icon="add" onClick={() => setCreating(true)}>
            {t('list.create')}
          </Button>
        )}
      </header>
      <div className="contragents-toolbar" role="search">
        <InputGroup
          type="search"
          leftIcon="search"
          aria-label={t('list.search')}
          placeholder={t('list.search')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          className="contragents-toolbar__search"
        />
        <ButtonGroup aria-label={t('list.status')} className="contragents-toolbar__statuses">
          {PARTNER_STATUSES.map((status) => (
            <Button
              key={status}
              active={state.statuses.includes(status)}
              aria-pressed={state.statuses.includes(status)}
              onClick={() => toggleStatus(status)}
            >
              {t(`statuses.${status}`)}
            </Button>
          ))}
        </ButtonGroup>
        <MemberPicker
          label={t('list.responsible')}
          members={members}
          value={state.responsibleId || null}
          noneLabel={t('list.anyone')}
          onChange={(userId) => change({ responsibleId: userId ?? '' })}
        />
        <HTMLSelect
          aria-label={t('list.deleted')}
          value={state.deleted ?? defaultDeleted}
          onChange={(event) => change({ deleted: event.target.value === defaultDeleted ? null : (event.target.value as DeletedFilter) })}
        >
          <option value="exclude">{t('list.deletedExclude')}</option>
          <option value="include">{t('list.deletedInclude')}</option>
          <option value="only">{t('list.deletedOnly')}</option>
        </HTMLSelect>
        <HTMLSelect
          aria-label={t('list.sort')}
          value={state.sort}
          onChange={(event) => change({ sort: event.target.value as PartnerListState['sort'] })}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`list.sorts.${sort}`)}
            </option>
          ))}
        </HTMLSelect>
        {state.tag && (
          <Tag large interactive={false} onRemove={() => change({ tag: '' })} icon="tag">
            {state.tag}
          </Tag>
        )}
        {filtered && (
          <Button
            variant="minimal"
            onClick={() => {
              setSearchText('');
              show(INITIAL_LIST_STATE);
            }}
          >
            {t('list.resetFilters')}
          </Button>
        )}
      </div>
      {!answer ? (
        <Spinner />
      ) : answer.partners.length === 0 ? (
        filtered ? (
          <NonIdealState icon="search" title={t('list.nothingFound')} description={t('list.nothingFoundHint')} />
        ) : (
          <NonIdealState icon="people" title={t('list.empty')} description={t('list.emptyHint')} />
        )
      ) : (
        <>
          <div className="contragents-table-wrap">
            <HTMLTable className="contragents-table" interactive striped>
              <thead>
                <tr>
                  <th scope="col">{t('list.name')}</th>
                  <th scope="col" className="contragents-wide-only">
                    {t('list.type')}
                  </th>
                  <th scope="col">{t('list.inn')}</th>
                  <th scope="col">{t('list.status')}</th>
                  <th scope="col" className="contragents-wide-only">
                    {t('list.tags')}
                  </th>
                  <th scope="col" className="contragents-wide-only">
                    {t('list.responsible')}
                  </th>
                  <th scope="col" className="contragents-wide-only">
                    {t('list.updated')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {answer.partners.map((partner) => (
                  <tr key={partner.id} className={partner.deletedAt ? 'contragents-row--deleted' : undefined}>
                    <td>
                      <Link to={partnerPath(partner.id)}>{partner.name}</Link>
                      {partner.deletedAt && (
                        <>
                          {' '}
                          <Tag minimal intent="danger">
                            {t('list.deletedTag')}
                          </Tag>
                          {can('partner.delete') && (
                            <Button size="small" variant="minimal" icon="undo" onClick={() => void restore(partner)}>
                              {t('list.restore')}
                            </Button>
                          )}
                        </>
                      )}
                    </td>
                    <td className="contragents-wide-only">{t(`types.${partner.type}`)}</td>
                    <td className="contragents-mono">{partner.inn}</td>
                    <td>
                      <StatusTag status={partner.status} />
                    </td>
                    <td className="contragents-wide-only">
                      {partner.tags.map((tag) => (
                        <Tag key={tag} minimal interactive className="contragents-tag" onClick={() => change({ tag })}>
                          {tag}
                        </Tag>
                      ))}
                    </td>
                    <td className="contragents-wide-only">{memberName(partner.responsibleId)}</td>
                    <td className="contragents-wide-only">{format.date(partner.updatedAt, 'medium')}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
          <footer className="contragents-pager">
            {range && <span>{t('list.range', { from: range.from, to: range.to, total: answer.total })}</span>}
            <ButtonGroup>
              <Button
                icon="chevron-left"
                aria-label={t('list.previous')}
                disabled={state.page <= 1}
                onClick={() => show({ ...state, page: state.page - 1 })}
              />
              <Button variant="minimal" disabled>
                {t('list.page', { page: state.page, pages })}
              </Button>
              <Button
                icon="chevron-right"
                aria-label={t('list.next')}
                disabled={state.page >= pages}
                onClick={() => show({ ...state, page: state.page + 1 })}
              />
            </ButtonGroup>
          </footer>
        </>
      )}
      {creating && <PartnerFormDialog onClose={() => setCreating(false)} onSaved={(partner) => navigate(partnerPath(partner.id))} />}
    </div>
  );
}
