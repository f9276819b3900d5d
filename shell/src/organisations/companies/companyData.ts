import { api } from '@artel/sdk';
import { type LegalEntityMember, legalEntitiesApi, type Workspace } from '@artel/sdk/host';

export interface CompanyDetails {
  /** Only the caller's own workspaces of this company: the server never lists others. */
  workspaces: Workspace[];
  people: LegalEntityMember[];
}

export async function loadCompanyDetails(legalEntityId: string): Promise<CompanyDetails> {
  const [workspaces, people] = await Promise.all([
    api.get<{ workspaces: Workspace[] }>('/workspaces', { query: { legalEntityId }, cache: false }).then((body) => body.workspaces),
    legalEntitiesApi.members(legalEntityId),
  ]);
  return { workspaces, people };
}
