/** Partners' "new partner" flow trigger: a partner was added by hand or by an import, after it committed. */
import type { FlowsService, FlowTriggerDefinition } from '@artel/sdk/server';
import type { partners } from '../tables';

export const PARTNER_CREATED = 'contragents.partner_created';

export const partnerCreatedTrigger: FlowTriggerDefinition = {
  type: PARTNER_CREATED,
  label: { ru: 'Добавлен контрагент', en: 'Partner added' },
  fields: [
    { key: 'partnerId', type: 'partner', label: { ru: 'Контрагент', en: 'Partner' } },
    { key: 'partnerName', type: 'string', label: { ru: 'Название контрагента', en: 'Partner name' } },
    { key: 'inn', type: 'string', label: { ru: 'ИНН', en: 'INN' } },
    { key: 'responsibleId', type: 'member', label: { ru: 'Ответственный', en: 'Responsible' } },
    { key: 'actorId', type: 'member', label: { ru: 'Кто добавил', en: 'Added by' } },
  ],
  settings: [],
  sample: {
    partnerId: 'ba470000-0000-4000-8000-000000000002',
    partnerName: 'ООО «Вектор»',
    inn: '7707083893',
    responsibleId: '3e3be400-0000-4000-8000-000000000004',
    actorId: '3e3be400-0000-4000-8000-000000000004',
  },
};

type PartnerRow = Pick<typeof partners.$inferSelect, 'id' | 'name' | 'inn' | 'responsibleId'>;

export async function emitPartnerCreated(
  flows: Pick<FlowsService, 'emit'>,
  workspaceId: string,
  partner: PartnerRow,
  actorId: string,
): Promise<void> {
  await flows.emit(PARTNER_CREATED, {
    workspaceId,
    payload: { partnerId: partner.id, partnerName: partner.name, inn: partner.inn, responsibleId: partner.responsibleId, actorId },
  });
}
