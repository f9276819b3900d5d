/**
 * What the Partners module (contragents) offers other modules: the `contragents.partners` lookup (a kanban card's
 * partner, the top bar search). Other modules import this file and nothing else of contragents; it imports nothing
 * of contragents either.
 */
import { createServiceRef } from '@artel/sdk/server';

export interface PartnerSummary {
  id: string;
  name: string;
  inn: string;
  status: string;
  /** The partner's page in the app. */
  url: string;
}

/** Within one workspace, living partners only; checking that its user may see partners is the caller's job (`available`). */
export interface PartnerLookup {
  /** Whether partners are there for this user in this workspace: the module enabled there and they may view partners. */
  available(workspaceId: string, userId: string): Promise<boolean>;
  get(workspaceId: string, partnerId: string): Promise<PartnerSummary | null>;
  search(workspaceId: string, text: string, limit?: number): Promise<PartnerSummary[]>;
}

export const partnerLookupRef = createServiceRef<PartnerLookup>('contragents.partners');
