/**
 * Partners' flow triggers: invoice issued / overdue / paid, contract expiring. The document routes and the daily
 * job emit them after their change commits, with the document as `documentEvent` shapes it.
 */
import type { FlowField, FlowsService, FlowTriggerDefinition, ModuleOrm } from '@artel/sdk/server';
import { eq } from 'drizzle-orm';
import type { DocumentRow } from '../documents/documentStore';
import { Dec } from '../../shared/documents/money';
import { partners } from '../tables';

export const INVOICE_ISSUED = 'contragents.invoice_issued';
export const INVOICE_OVERDUE = 'contragents.invoice_overdue';
export const INVOICE_PAID = 'contragents.invoice_paid';
export const CONTRACT_EXPIRING = 'contragents.contract_expiring';

const fields: FlowField[] = [
  { key: 'documentId', type: 'string', label: { ru: 'Документ (id)', en: 'Document (id)' } },
  { key: 'number', type: 'string', label: { ru: 'Номер', en: 'Number' } },
  { key: 'partnerId', type: 'partner', label: { ru: 'Контрагент', en: 'Partner' } },
  { key: 'partnerName', type: 'string', label: { ru: 'Название контрагента', en: 'Partner name' } },
  { key: 'amount', type: 'number', label: { ru: 'Сумма', en: 'Amount' } },
  { key: 'owed', type: 'number', label: { ru: 'К оплате', en: 'Owed' } },
  { key: 'date', type: 'date', label: { ru: 'Дата', en: 'Date' } },
  { key: 'dueDate', type: 'date', label: { ru: 'Оплатить до', en: 'Due date' } },
  { key: 'validTo', type: 'date', label: { ru: 'Действует до', en: 'Valid to' } },
  { key: 'actorId', type: 'member', label: { ru: 'Кто изменил', en: 'Changed by' } },
  { key: 'responsibleId', type: 'member', label: { ru: 'Ответственный', en: 'Responsible' } },
];

const sample = {
  documentId: 'd0c00000-0000-4000-8000-000000000001',
  number: 'СЧ-2026-0042',
  partnerId: 'ba470000-0000-4000-8000-000000000002',
  partnerName: 'ООО «Вектор»',
  amount: 120000,
  owed: 120000,
  date: '2026-11-20',
  dueDate: '2026-11-30',
  validTo: null,
  actorId: '3e3be400-0000-4000-8000-000000000004',
  responsibleId: '3e3be400-0000-4000-8000-000000000004',
};

const partnerSetting = { key: 'partnerId', type: 'partner' as const, label: { ru: 'Контрагент', en: 'Partner' } };

export const documentTriggers: FlowTriggerDefinition[] = [
  { type: INVOICE_ISSUED, label: { ru: 'Счёт выставлен', en: 'Invoice issued' }, fields, settings: [partnerSetting], sample },
  { type: INVOICE_OVERDUE, label: { ru: 'Счёт просрочен', en: 'Invoice overdue' }, fields, settings: [partnerSetting], sample },
  { type: INVOICE_PAID, label: { ru: 'Счёт оплачен', en: 'Invoice paid' }, fields, settings: [partnerSetting], sample },
  { type: CONTRACT_EXPIRING, label: { ru: 'Договор скоро истекает', en: 'Contract expiring' }, fields, settings: [partnerSetting], sample },
];

/** The document's fields as flow events carry them; `responsibleId` is who the reminders tell (see emitDocumentTrigger). */
export function documentEvent(row: DocumentRow, actorId: unknown, responsibleId: string | null = null): Record<string, unknown> {
  return {
    documentId: row.id,
    number: row.number,
    partnerId: row.partnerId,
    partnerName: row.buyer.name,
    amount: Number(row.total),
    owed: Number(new Dec(row.total).minus(row.paid).toFixed(2)),
    date: row.date,
    dueDate: row.dueDate,
    validTo: row.validTo,
    actorId: typeof actorId === 'string' ? actorId : null,
    responsibleId,
  };
}

/** Tells flows of the document, with who answers for it: its partner's responsible, else whoever made the document. */
export async function emitDocumentTrigger(
  flows: Pick<FlowsService, 'emit'>,
  orm: ModuleOrm,
  type: string,
  row: DocumentRow,
  actorId: unknown,
): Promise<void> {
  const [partner] = await orm.select({ responsibleId: partners.responsibleId }).from(partners).where(eq(partners.id, row.partnerId));
  const responsibleId = partner?.responsibleId ?? row.createdById ?? null;
  await flows.emit(type, { workspaceId: row.workspaceId, payload: documentEvent(row, actorId, responsibleId) });
}
