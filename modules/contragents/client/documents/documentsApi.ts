/** The documents routes of the contragents server (API.md «Documents»), with the X-Workspace-ID of the SDK. */
import { api, type DownloadedFile } from '@artel/sdk';
import { MODULE_ID } from '../moduleId';
import { viewerTimeZone } from './viewerTimeZone';
import type {
  ContractTemplateSettings,
  DocumentDetail,
  DocumentDraft,
  DocumentFilters,
  DocumentKind,
  DocumentList,
  DocumentSearchHit,
  PartnerOption,
  ReceivablesSummary,
} from './documentTypes';

const path = (rest: string) => `/modules/${MODULE_ID}/${rest}`;
/** Documents change by other people's hands and by payments: never from the client's GET cache. */
const fresh = { cache: false } as const;

type Query = Record<string, string | number | boolean | undefined>;

function listQuery(filters: DocumentFilters): Query {
  const { kind, state, partnerId, from, to } = filters;
  return { kind, state, partnerId, from, to, overdue: filters.overdue || undefined, timeZone: viewerTimeZone() };
}

export const documentsApi = {
  list: (filters: DocumentFilters, page = 1, pageSize = 50) =>
    api.get<DocumentList>(path('documents'), { ...fresh, query: { ...listQuery(filters), page, pageSize } }),
  get: async (id: string) => (await api.get<{ document: DocumentDetail }>(path(`documents/${id}`), fresh)).document,
  create: async (kind: DocumentKind, draft: DocumentDraft) =>
    (await api.post<{ document: DocumentDetail }>(path('documents'), { kind, ...draft })).document,
  update: async (id: string, draft: Partial<DocumentDraft>) =>
    (await api.patch<{ document: DocumentDetail }>(path(`documents/${id}`), draft)).document,
  move: async (id: string, state: string) =>
    (await api.post<{ document: DocumentDetail }>(path(`documents/${id}/state`), { state })).document,
  pay: async (id: string, amount: string, paidOn: string) =>
    (await api.post<{ document: DocumentDetail }>(path(`documents/${id}/payments`), { amount, paidOn })).document,
  /** `anotherAct` once the person confirmed a second act for the same invoice (the server asks for it). */
  actFromInvoice: async (invoiceId: string, anotherAct = false) =>
    (await api.post<{ document: DocumentDetail }>(path(`documents/${invoiceId}/act`), anotherAct ? { anotherAct: true } : {})).document,
  invoiceFromContract: async (contractId: string) =>
    (await api.post<{ document: DocumentDetail }>(path(`documents/${contractId}/invoice`), {})).document,
  pdf: (id: string, download = false): Promise<DownloadedFile> =>
    api.download(path(`documents/${id}/pdf`), download ? { query: { download: true } } : {}),
  csv: (filters: DocumentFilters): Promise<DownloadedFile> => api.download(path('documents/export.csv'), { query: listQuery(filters) }),
  /** The top bar's search: documents by number, partner or amount. */
  search: async (q: string, limit: number) =>
    (await api.get<{ documents: DocumentSearchHit[] }>(path('documents/search'), { ...fresh, query: { q, limit } })).documents,
  summary: (timeZone: string) => api.get<ReceivablesSummary>(path('documents/summary'), { ...fresh, query: { timeZone } }),
  partners: async (search = '') =>
    (
      await api.get<{ partners: PartnerOption[] }>(path('partners'), {
        ...fresh,
        query: { search: search || undefined, pageSize: 50, sort: 'name' },
      })
    ).partners,
  partner: async (id: string) => (await api.get<{ partner: PartnerOption }>(path(`partners/${id}`), fresh)).partner,
  contractTemplate: () => api.get<ContractTemplateSettings>(path('settings/contract-template'), fresh),
  saveContractTemplate: (template: string) => api.put<ContractTemplateSettings>(path('settings/contract-template'), { template }),
  resetContractTemplate: () => api.delete<ContractTemplateSettings>(path('settings/contract-template')),
};
