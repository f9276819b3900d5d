import type { NavigationItem } from '@artel/sdk/host';
import { searchNavigation } from './searchNavigation';

const hit = (id: string, title: string) => ({
  item: { id, path: `/${id}`, title, icon: 'cube', section: 'main' } as NavigationItem,
  title,
});

describe('searchNavigation', () => {
  const items = [hit('dashboard', 'Рабочий стол'), hit('market', 'Маркетплейс'), hit('kanban', 'Канбан')];

  it('finds by any part of the title, ignoring case, Cyrillic included', () => {
    expect(searchNavigation(items, 'РАБОЧ').map((h) => h.item.id)).toEqual(['dashboard']);
    expect(searchNavigation(items, 'ан').map((h) => h.item.id)).toEqual(['kanban']);
  });

  it('finds nothing for a blank query and caps the hit count', () => {
    expect(searchNavigation(items, '   ')).toEqual([]);
    expect(searchNavigation(items, 'а', 2)).toHaveLength(2);
  });
});
