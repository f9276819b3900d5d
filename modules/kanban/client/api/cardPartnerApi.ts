/** A card's partner (the Partners module, reached through kanban's own routes): `available: false` hides the field. */
import { kanbanSdk } from '../kanbanSdk';

export interface CardPartner {
  id: string;
  name: string;
  inn: string;
  status: string;
  /** The partner's page in the app. */
  url: string;
}

const api = () => kanbanSdk().api;
const fresh = { cache: false } as const;

export const cardPartnerApi = {
  get: (cardId: string) => api().get<{ available: boolean; partner: CardPartner | null }>(`cards/${cardId}/partner`, fresh),
  search: async (search: string) =>
    (await api().get<{ available: boolean; partners: CardPartner[] }>('partners', { ...fresh, query: { search } })).partners,
  link: async (cardId: string, partnerId: string | null) =>
    (await api().put<{ partner: CardPartner | null }>(`cards/${cardId}/partner`, { partnerId })).partner,
};
