/**
 * The partner list's state — search text, status and tag filters, responsible member, deleted ones, sort and
 * page — kept in the page's URL (so a filtered list can be shared and survives a reload) and turned into the
 * server's query. The server sorts (Russian collation) and pages: 10 000 partners arrive 50 at a time.
 */
import { type DeletedFilter, PARTNER_STATUSES, type PartnerListRequest, type PartnerSort, type PartnerStatus } from '../api/partnerTypes';

export const PAGE_SIZE = 50;
export const SORTS: readonly PartnerSort[] = ['name', '-name', '-updatedAt', 'updatedAt', '-createdAt', 'createdAt'];
const DELETED: readonly DeletedFilter[] = ['exclude', 'include', 'only'];

export interface PartnerListState {
  search: string;
  statuses: PartnerStatus[];
  tag: string;
  responsibleId: string;
  /** null: as the module's `showDeletedPartners` setting says. */
  deleted: DeletedFilter | null;
  sort: PartnerSort;
  page: number;
}

export const INITIAL_LIST_STATE: PartnerListState = {
  search: '',
  statuses: [],
  tag: '',
  responsibleId: '',
  deleted: null,
  sort: 'name',
  page: 1,
};

export function readListState(params: URLSearchParams): PartnerListState {
  const statuses = (params.get('status') ?? '')
    .split(',')
    .filter((status): status is PartnerStatus => (PARTNER_STATUSES as readonly string[]).includes(status));
  const sort = params.get('sort') as PartnerSort | null;
  const deleted = params.get('deleted') as DeletedFilter | null;
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    statuses,
    tag: params.get('tag') ?? '',
    responsibleId: params.get('responsible') ?? '',
    deleted: deleted && DELETED.includes(deleted) ? deleted : null,
    sort: sort && SORTS.includes(sort) ? sort : 'name',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL's query for a state: only what differs from the initial list. */
export function listStateSearch(state: PartnerListState): string {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search);
  if (state.statuses.length) params.set('status', state.statuses.join(','));
  if (state.tag) params.set('tag', state.tag);
  if (state.responsibleId) params.set('responsible', state.responsibleId);
  if (state.deleted) params.set('deleted', state.deleted);
  if (state.sort !== 'name') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** A change of any filter starts again at the first page; only a page change keeps its page. */
export function changeListState(state: PartnerListState, change: Partial<PartnerListState>): PartnerListState {
  return { ...state, page: 1, ...change };
}

export function listRequest(state: PartnerListState): PartnerListRequest {
  return {
    ...(state.search.trim() ? { search: state.search.trim() } : {}),
    ...(state.statuses.length ? { status: state.statuses.join(',') } : {}),
    ...(state.tag ? { tag: state.tag } : {}),
    ...(state.responsibleId ? { responsibleId: state.responsibleId } : {}),
    ...(state.deleted ? { deleted: state.deleted } : {}),
    sort: state.sort,
    page: state.page,
    pageSize: PAGE_SIZE,
  };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** "1–50 of 10 000": the rows a page shows. */
export function pageRange(page: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * PAGE_SIZE + 1;
  return { from, to: Math.min(total, page * PAGE_SIZE) };
}
