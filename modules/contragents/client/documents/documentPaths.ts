/**
 * Where the documents pages live and how their filters sit in the URL, so a filtered list can be linked to
 * (the partner page links to `invoices?partner=<id>`) and survives a reload: ?partner=, ?state=, ?from=, ?to=,
 * ?overdue=1, and ?document=<id> for the document opened over the list.
 */
import { MODULE_ID } from '../moduleId';
import type { DocumentFilters, DocumentKind } from './documentTypes';

const LIST_SEGMENTS: Record<DocumentKind, string> = { invoice: 'invoices', act: 'acts', contract: 'contracts' };

export interface ListParams {
  partner?: string | null;
  state?: string | null;
  from?: string | null;
  to?: string | null;
  overdue?: boolean;
  document?: string | null;
}

export function documentsPath(kind: DocumentKind, params: ListParams = {}): string {
  const search = new URLSearchParams();
  if (params.partner) search.set('partner', params.partner);
  if (params.state) search.set('state', params.state);
  if (params.from) search.set('from', params.from);
  if (params.to) search.set('to', params.to);
  if (params.overdue) search.set('overdue', '1');
  if (params.document) search.set('document', params.document);
  const query = search.toString();
  return `/modules/${MODULE_ID}/${LIST_SEGMENTS[kind]}${query ? `?${query}` : ''}`;
}

export const documentPath = (kind: DocumentKind, id: string) => documentsPath(kind, { document: id });

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list's params from a location's search; what is malformed is left out rather than sent to be refused. */
export function readListParams(search: string): ListParams {
  const query = new URLSearchParams(search);
  const valid = (name: string, pattern: RegExp) => {
    const value = query.get(name);
    return value && pattern.test(value) ? value : null;
  };
  return {
    partner: valid('partner', UUID),
    state: valid('state', /^[a-zA-Z]{1,40}$/),
    from: valid('from', DATE),
    to: valid('to', DATE),
    overdue: query.get('overdue') === '1',
    document: valid('document', UUID),
  };
}

export function filtersOf(kind: DocumentKind, params: ListParams): DocumentFilters {
  return {
    kind,
    ...(params.partner ? { partnerId: params.partner } : {}),
    ...(params.state ? { state: params.state } : {}),
    ...(params.from ? { from: params.from } : {}),
    ...(params.to ? { to: params.to } : {}),
    ...(kind === 'invoice' && params.overdue ? { overdue: true } : {}),
  };
}
