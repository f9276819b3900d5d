/**
 * Which requisites each kind of partner has in Russian practice — the one table the server's checks and the
 * client's form both read, so the form never shows a field the server would refuse:
 * - company (юридическое лицо): ИНН of 10 digits, КПП, ОГРН of 13 digits;
 * - individual (индивидуальный предприниматель): ИНН of 12 digits, ОГРНИП of 15 digits, no КПП;
 * - ie (самозанятый, a payer of the professional income tax): ИНН of 12 digits, and neither ОГРНИП nor КПП —
 *   such a person is not registered as an entrepreneur;
 * - person (физическое лицо): ИНН of 12 digits if known, no ОГРН, ОГРНИП or КПП.
 */
import type { PartnerType } from './partnerValues';

export interface PartnerKind {
  /** Whose requisites these are, for the platform's INN and ОГРН checks. */
  owner: 'organisation' | 'person';
  innRequired: boolean;
  hasKpp: boolean;
  hasOgrn: boolean;
}

export const PARTNER_KINDS: Record<PartnerType, PartnerKind> = {
  company: { owner: 'organisation', innRequired: true, hasKpp: true, hasOgrn: true },
  individual: { owner: 'person', innRequired: true, hasKpp: false, hasOgrn: true },
  ie: { owner: 'person', innRequired: true, hasKpp: false, hasOgrn: false },
  person: { owner: 'person', innRequired: false, hasKpp: false, hasOgrn: false },
};
