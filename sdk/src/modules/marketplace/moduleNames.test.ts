import { installedModuleName, nameAmong } from './moduleNames';

const partners = {
  moduleId: 'contragents',
  definition: { id: 'contragents', name: 'Партнеры', version: '1.0.0', path: '/modules/contragents' },
  names: { en: 'Partners' },
};
const board = { moduleId: 'kanban', definition: { id: 'kanban', name: 'Доски', version: '1.0.0', path: '/modules/kanban' } };

it("names a module in the reader's language when its manifest translates the name, else as it was written", () => {
  expect(installedModuleName(partners, 'en')).toBe('Partners');
  expect(installedModuleName(partners, 'ru')).toBe('Партнеры');
  expect(installedModuleName(board, 'en')).toBe('Доски');
});

it('falls back to the given name, then the id, for a module the workspace does not list', () => {
  expect(nameAmong([partners, board], 'en', 'contragents')).toBe('Partners');
  expect(nameAmong([partners], 'en', 'wiki', 'Вики')).toBe('Вики');
  expect(nameAmong([], 'ru', 'wiki')).toBe('wiki');
});
