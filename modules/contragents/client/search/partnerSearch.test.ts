import { i18n } from '@artel/sdk';
import { partnersApi } from '../api/partnersApi';
import type { Partner } from '../api/partnerTypes';
import { translations } from '../translations';
import { partnerSearchProvider } from './partnerSearch';

beforeAll(async () => {
  i18n.addResourceBundle('ru', 'contragents', translations.ru, true, true);
  await i18n.changeLanguage('ru');
});

it('asks the server for living partners matching the text and opens each on its page', async () => {
  const list = jest
    .spyOn(partnersApi, 'list')
    .mockResolvedValue({ total: 1, partners: [{ id: 'p1', name: 'ООО «Ёлка»', inn: '7707083893', status: 'lead' } as Partner] });
  const provider = partnerSearchProvider({ moduleId: 'contragents' });
  expect(provider.title).toBe('contragents:search.topBarGroup');
  const results = await provider.search({ text: 'елка', limit: 5, signal: new AbortController().signal });
  expect(list).toHaveBeenCalledWith({ search: 'елка', pageSize: 5, deleted: 'exclude' });
  expect(results).toEqual([
    { id: 'p1', title: 'ООО «Ёлка»', description: 'ИНН 7707083893 · Лид', path: '/modules/contragents/partners/p1', icon: 'people' },
  ]);
});
