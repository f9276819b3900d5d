import { compareNames, searchText } from './partnerOrder';

describe('Russian order of partner names', () => {
  test('Ё sorts with Е, before Ж; case is ignored; not byte order', () => {
    const names = ['ёлкин', 'Яковлев', 'Жуков', 'Ёлкин', 'Елкин', 'Абрамов', 'Елисеев', 'абрамова'];
    expect([...names].sort(compareNames)).toEqual(['Абрамов', 'абрамова', 'Елисеев', 'Елкин', 'ёлкин', 'Ёлкин', 'Жуков', 'Яковлев']);
    // What byte order would do: capital Ё first of all, small ё last of all.
    expect([...names].sort()[0]).toBe('Ёлкин');
  });

  test('Cyrillic before Latin, numbers in numeric order', () => {
    expect(['Zeta', 'Альфа', 'Beta'].sort(compareNames)).toEqual(['Альфа', 'Beta', 'Zeta']);
    expect(['Склад 10', 'Склад 9'].sort(compareNames)).toEqual(['Склад 9', 'Склад 10']);
  });

  test('search text folds case, ё and quotes', () => {
    expect(searchText('ООО «Ёлочка»', '7701123451', null)).toBe('ооо елочка 7701123451');
    expect(searchText('ООО "Ромашка"   ')).toBe('ооо ромашка');
  });
});
