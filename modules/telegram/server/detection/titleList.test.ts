import { extractTitle } from './title';
import { parseSentAt } from './localDate';

const sent = parseSentAt('2026-11-18T10:00:00+03:00');

describe('lists in a title', () => {
  it('keeps every item of a list the commas join', () => {
    expect(extractTitle('Рома, закажи на склад гвозди, шурупы и скобы, до пятницы', sent)).toBe('Заказать на склад гвозди, шурупы и скобы');
    expect(extractTitle('Nina, pack the cups, saucers and spoons for the fair', sent)).toBe(
      'Pack the cups, saucers and spoons for the fair',
    );
    expect(extractTitle('Оля, посчитай, сколько нужно гвоздей, шурупов и клея на 40 стеллажей', sent)).toBe(
      'Посчитать, сколько нужно гвоздей, шурупов и клея на 40 стеллажей',
    );
  });

  it('still cuts at a comma before verbs joined or a comment', () => {
    expect(extractTitle('Маша, у двери болтается ручка, подтяни или позови мастера, как удобнее', sent)).toBe(
      'Подтянуть или позвать мастера — у двери болтается ручка',
    );
    expect(extractTitle('Катя, отправь поставщику претензию, пусть заменят или вернут деньги', sent)).toBe(
      'Отправить поставщику претензию',
    );
  });

  it('keeps a comma inside quotes or brackets, and still cuts at one after them', () => {
    expect(extractTitle('Лера, подготовь оффер «Лето, солнце, спорт» на 3 месяца', sent)).toBe(
      'Подготовить оффер «Лето, солнце, спорт» на 3 месяца',
    );
    expect(extractTitle('Tara, send the moodboard (navy, gold, cream) to the client', sent)).toBe(
      'Send the moodboard (navy, gold, cream) to the client',
    );
    expect(extractTitle('Лера, подготовь оффер «Лето», клиенты ждут', sent)).toBe('Подготовить оффер «Лето»');
  });
});
