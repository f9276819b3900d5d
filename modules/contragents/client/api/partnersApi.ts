/** The module server's partner calls (/api/v1/modules/contragents, X-Workspace-ID from the SDK). */
import { api } from '@artel/sdk';
import { MODULE_ID } from '../moduleId';
import type { ActivityEntry, Contact, ContactFields, Partner, PartnerComment, PartnerFields, PartnerListRequest } from './partnerTypes';

const path = (rest: string) => `/modules/${MODULE_ID}/${rest}`;
/** Partners change under our feet (other people, the benchmark's promotion): never from the GET cache. */
const fresh = { cache: false } as const;

export const partnersApi = {
  list: (query: PartnerListRequest) => api.get<{ total: number; partners: Partner[] }>(path('partners'), { ...fresh, query: { ...query } }),
  get: async (id: string) => (await api.get<{ partner: Partner }>(path(`partners/${id}`), fresh)).partner,
  create: async (fields: PartnerFields) => (await api.post<{ partner: Partner }>(path('partners'), fields)).partner,
  update: async (id: string, fields: Partial<PartnerFields>) =>
    (await api.patch<{ partner: Partner }>(path(`partners/${id}`), fields)).partner,
  remove: (id: string) => api.delete(path(`partners/${id}`)),
  restore: async (id: string) => (await api.post<{ partner: Partner }>(path(`partners/${id}/restore`), {})).partner,
  activity: async (id: string) => (await api.get<{ activity: ActivityEntry[] }>(path(`partners/${id}/activity`), fresh)).activity,
  contacts: async (id: string) => (await api.get<{ contacts: Contact[] }>(path(`partners/${id}/contacts`), fresh)).contacts,
  addContact: async (id: string, fields: ContactFields) =>
    (await api.post<{ contact: Contact }>(path(`partners/${id}/contacts`), fields)).contact,
  updateContact: async (id: string, contactId: string, fields: ContactFields) =>
    (await api.patch<{ contact: Contact }>(path(`partners/${id}/contacts/${contactId}`), fields)).contact,
  removeContact: (id: string, contactId: string) => api.delete(path(`partners/${id}/contacts/${contactId}`)),
  comments: async (id: string) => (await api.get<{ comments: PartnerComment[] }>(path(`partners/${id}/comments`), fresh)).comments,
  addComment: async (id: string, text: string, mentions: string[]) =>
    (await api.post<{ comment: PartnerComment }>(path(`partners/${id}/comments`), { text, mentions })).comment,
  updateComment: async (id: string, commentId: string, text: string, mentions: string[]) =>
    (await api.patch<{ comment: PartnerComment }>(path(`partners/${id}/comments/${commentId}`), { text, mentions })).comment,
  removeComment: (id: string, commentId: string) => api.delete(path(`partners/${id}/comments/${commentId}`)),
};
