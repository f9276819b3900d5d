/** How Russian documents write a party in one line: «ООО «Ромашка», ИНН 7707083893, КПП 770701001, адрес, тел.». */
import type { Party } from './documentModel';

export function partyLine(party: Party, options: { withBank?: boolean } = {}): string {
  const parts = [party.name];
  if (party.inn) parts.push(`ИНН ${party.inn}`);
  if (party.kpp) parts.push(`КПП ${party.kpp}`);
  if (party.address) parts.push(party.address);
  if (party.phone) parts.push(`тел.: ${party.phone}`);
  if (options.withBank && party.bank) {
    const { account, bankName, bik, corrAccount } = party.bank;
    parts.push(`р/с ${account}`, `в банке ${bankName}`, `БИК ${bik}`, `к/с ${corrAccount}`);
  }
  return parts.join(', ');
}

/** The label a signature line of the seller carries on an invoice: a sole trader signs as himself. */
export function headSignatureLabel(party: Party): string {
  if (party.type === 'individual') return 'Предприниматель';
  if (party.type === 'ie') return 'Самозанятый';
  return 'Руководитель';
}
