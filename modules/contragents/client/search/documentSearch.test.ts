import { i18n } from '@artel/sdk';
import { documentsApi } from '../documents/documentsApi';
import { translations } from '../translations';
import { documentSearchProvider } from './documentSearch';
import { matchRanges } from './matchRanges';

beforeAll(async () => {
  i18n.addResourceBundle('ru', 'contragents', translations.ru, true, true);
  await i18n.changeLanguage('ru');
});

it('finds invoices, acts and contracts on the server and opens each in its drawer, kind and number first', async () => {
  const search = jest.spyOn(documentsApi, 'search').mockResolvedValue([
    {
      id: 'd1',
      kind: 'invoice',
      number: '12',
      date: '2026-12-01',
      state: 'issued',
      total: '15000.50',
      partnerId: 'p1',
      partnerName: 'ООО «Ёлка»',
    },
    {
      id: 'd2',
      kind: 'contract',
      number: '3/2026',
      date: '2026-11-02',
      state: 'active',
      total: '0.00',
      partnerId: 'p1',
      partnerName: 'ООО «Ёлка»',
    },
  ]);
  const provider = documentSearchProvider({ moduleId: 'contragents' });
  expect(provider.title).toBe('contragents:search.documentsGroup');
  const results = await provider.search({ text: 'счет 12 елка', limit: 5, signal: new AbortController().signal });
  expect(search).toHaveBeenCalledWith('счет 12 елка', 5);
  expect(results[0]).toEqual({
    id: 'd1',
    title: 'Счёт № 12',
    titleHighlights: [
      { start: 0, end: 4 },
      { start: 7, end: 9 },
    ],
    description: expect.stringMatching(/^ООО «Ёлка» · 15\s000,50\s₽ · 01\.12\.2026$/),
    descriptionHighlights: [{ start: 5, end: 9 }],
    path: '/modules/contragents/invoices?document=d1',
    icon: 'document',
  });
  expect(results[1]).toMatchObject({ title: 'Договор № 3/2026', path: '/modules/contragents/contracts?document=d2', icon: 'annotation' });
});

it('marks typed words case- and ё-insensitively, overlapping finds as one', () => {
  expect(matchRanges('Ёлкина Елена', 'ЕЛ')).toEqual([
    { start: 0, end: 2 },
    { start: 7, end: 9 },
  ]);
  expect(matchRanges('договоры', 'договор договоры')).toEqual([{ start: 0, end: 8 }]);
  expect(matchRanges('Акт № 5', '')).toEqual([]);
});
