/** Many partners in a new user's personal workspace, made through the HTTP API (the import route, 500 a call). */
import { performance } from 'node:perf_hooks';
import { inBatches } from './benchSupport.mjs';
import { apiClient, BENCH_PASSWORD } from './kanbanSeed.mjs';

const INN_WEIGHTS = [2, 4, 10, 3, 5, 9, 4, 6, 8];
export function companyInn(n) {
  const base = `77${String(n).padStart(7, '0')}`;
  const sum = INN_WEIGHTS.reduce((total, weight, index) => total + weight * Number(base[index]), 0);
  return `${base}${(sum % 11) % 10}`;
}

/** Name stems and legal forms of the seeded partners («ООО «Ёлка-1»»), shared by every bench that seeds partners. */
export const STEMS = [
  'Ёлка',
  'Ель',
  'Бетон',
  'Стройка',
  'Арматура',
  'Вектор',
  'Монолит',
  'Жасмин',
  'Ясень',
  'Щебень',
  'Кирпич',
  'Сталь',
  'Логистика',
  'Транс',
  'Альфа',
];
export const FORMS = ['ООО', 'АО', 'ПАО', 'ЗАО'];

/**
 * Registers a user and imports `partners` partners with valid INNs; every 50th of the first 200 gets a contact,
 * so search by a contact's name or e-mail has something to find. Resolves to the user's e-mail and an API client.
 */
export async function seedPartners(base, { partners, concurrency, log }) {
  const started = performance.now();
  const email = `bench.partners.${Date.now()}.${process.pid}@example.test`;
  const signed = await apiClient(base)('POST', '/auth/register', { email, password: BENCH_PASSWORD, name: 'Bench' });
  const { workspaces } = await apiClient(base, signed.access_token)('GET', '/workspaces');
  const workspace = workspaces.find((candidate) => candidate.isPersonal) ?? workspaces[0];
  const call = apiClient(base, signed.access_token, workspace.id);
  const chunks = Array.from({ length: Math.ceil(partners / 500) }, (_, chunk) =>
    Array.from({ length: Math.min(500, partners - chunk * 500) }, (_, offset) => {
      const index = chunk * 500 + offset;
      return {
        type: 'company',
        name: `${FORMS[index % FORMS.length]} «${STEMS[index % STEMS.length]}-${index + 1}»`,
        inn: companyInn(1_000_000 + index),
      };
    }),
  );
  for (const batch of chunks) {
    const { imported } = await call('POST', '/modules/contragents/partners/import', { partners: batch });
    if (imported !== batch.length) throw new Error(`imported ${imported} of ${batch.length} partners`);
  }
  const { partners: withContacts } = await call('GET', `/modules/contragents/partners?sort=createdAt&pageSize=200`);
  await inBatches(
    withContacts.filter((_, index) => index % 50 === 0),
    concurrency,
    async (partner) => {
      const number = partner.name.match(/-(\d+)»/)[1];
      await call('POST', `/modules/contragents/partners/${partner.id}/contacts`, {
        name: `Менеджер Номер${number}`,
        emails: [`m${number}@example.ru`],
      });
    },
  );
  log(`seeded ${partners} partners in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return { email, call };
}
