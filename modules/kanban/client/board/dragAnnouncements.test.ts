import { addTranslations, i18n } from '@artel/sdk';
import type { Active, Over } from '@dnd-kit/core';
import { MODULE_ID } from '../moduleId';
import { translations } from '../translations';
import type { BoardState } from './boardReducer';
import { dragAccessibility } from './dragAnnouncements';
import { testCard, testColumn } from './testCards';

const state: BoardState = {
  columns: [testColumn('todo', 'a0'), testColumn('done', 'a1')].map((column) => ({
    ...column,
    name: column.id === 'todo' ? 'К работе' : 'Готово',
  })),
  cards: [
    testCard({ id: '0b6f-uuid', columnId: 'todo', rank: 'a0', title: 'Починить вход' }),
    testCard({ id: '9c1e-uuid', columnId: 'done', rank: 'a0', title: 'Выпустить релиз' }),
  ],
  labels: [],
};
const active = { id: 'card:0b6f-uuid' } as unknown as Active;
const over = (id: string) => ({ id }) as unknown as Over;
const t = (key: string, options: Record<string, unknown>) => i18n.t(`${MODULE_ID}:${key}`, options);

beforeAll(() => addTranslations(MODULE_ID, translations));

it('announces moves with card titles and column names in Russian, never ids', async () => {
  await i18n.changeLanguage('ru');
  const { announcements, screenReaderInstructions } = dragAccessibility(t, state);
  expect(announcements.onDragStart({ active })).toBe('Взято: «Починить вход».');
  const heard = announcements.onDragOver({ active, over: over('card:9c1e-uuid') } as never);
  // Over the one card of another column: the moved card would be first of two there.
  expect(heard).toBe('«Починить вход»: колонка «Готово», место 1 из 2.');
  const within = announcements.onDragOver({ active: { id: 'card:9c1e-uuid' }, over: over('card:9c1e-uuid') } as never);
  expect(within).toBe('«Выпустить релиз»: колонка «Готово», место 1 из 1.');
  expect(announcements.onDragEnd({ active, over: over('column:done') } as never)).toBe('«Починить вход» опущено: колонка «Готово».');
  expect(announcements.onDragCancel({ active, over: null } as never)).toBe('Перенос «Починить вход» отменён.');
  expect(screenReaderInstructions.draggable).toMatch(/пробел/);
  expect(heard).not.toMatch(/uuid/);
});

it('speaks English when the interface does', async () => {
  await i18n.changeLanguage('en');
  const { announcements } = dragAccessibility(t, state);
  expect(announcements.onDragStart({ active })).toBe('Picked up "Починить вход".');
});
