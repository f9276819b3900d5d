import { extractTitle } from './title';
import { parseSentAt } from './localDate';

const sent = parseSentAt('2026-11-18T10:00:00+03:00');

describe('an open call asked in the third person', () => {
  it('names the action in the infinitive', () => {
    expect(extractTitle('кто выйдет в ночь на склад?', sent)).toBe('Выйти в ночь на склад');
  });

  it('drops the verb of taking the work on before the work', () => {
    expect(extractTitle('Коллеги, кто возьмётся переписать правила на сайте?', sent)).toBe('Переписать правила на сайте');
  });

  it('leaves a question that asks for knowledge, not work', () => {
    expect(extractTitle('кто знает, где ключи от склада?', sent)).toBe('Кто знает, где ключи от склада');
  });
});
