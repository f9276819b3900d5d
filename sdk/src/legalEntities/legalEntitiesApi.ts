/** The server calls of SPEC §7 'Profile and legal entities', one function each. */
import { api } from '../api/apiClient';
import type { LegalEntity, LegalEntityInput, LegalEntityMember, PreferredLegalEntity, PreferredToggle } from './legalEntityTypes';

const BASE = '/profile/legal-entities';
const PREFERRED = '/profile/preferred-legal-entity';

function entityPath(id: string, action?: string): string {
  const path = `${BASE}/${encodeURIComponent(id)}`;
  return action ? `${path}/${action}` : path;
}

export const legalEntitiesApi = {
  list: async (): Promise<LegalEntity[]> => (await api.get<{ legalEntities: LegalEntity[] }>(BASE)).legalEntities,
  prefetchList: () => void api.prefetch(BASE),
  get: (id: string) => api.get<LegalEntity>(entityPath(id)),
  create: (input: LegalEntityInput) => api.post<LegalEntity>(BASE, input),
  update: (id: string, input: LegalEntityInput) => api.put<LegalEntity>(entityPath(id), input),
  remove: (id: string) => api.delete<void>(entityPath(id)),
  activate: (id: string) => api.post<LegalEntity>(entityPath(id, 'activate')),
  deactivate: (id: string) => api.post<LegalEntity>(entityPath(id, 'deactivate')),
  makePrimary: (id: string) => api.post<LegalEntity>(entityPath(id, 'primary')),
  members: async (id: string): Promise<LegalEntityMember[]> =>
    (await api.get<{ members: LegalEntityMember[] }>(entityPath(id, 'members'))).members,
  checkInn: async (inn: string, excludeId?: string): Promise<boolean> =>
    (await api.get<{ exists: boolean }>(`${BASE}/check-inn`, { query: { inn, excludeId } })).exists,
  preferred: () => api.get<PreferredLegalEntity>(PREFERRED, { cache: false }),
  setPreferred: (legalEntityId: string) => api.put<PreferredLegalEntity>(PREFERRED, { legalEntityId }),
  clearPreferred: () => api.delete<PreferredLegalEntity>(PREFERRED),
  togglePreferred: (id: string) => api.post<PreferredToggle>(`/organizations/${encodeURIComponent(id)}/preferred`),
};
