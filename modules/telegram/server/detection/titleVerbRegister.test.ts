import { extractTitle } from './title';
import { parseSentAt } from './localDate';

const sent = parseSentAt('2026-11-18T10:00:00+03:00');

describe('the verbs a card uses instead of chat verbs', () => {
  it('«глянь» is «проверить», «маякни» is «сообщить», joined verbs too', () => {
    expect(extractTitle('Паша, глянь шланг посудомойки, опять течёт', sent)).toBe('Проверить шланг посудомойки');
    expect(extractTitle('Оля, глянь остатки и маякни', sent)).toBe('Проверить остатки и сообщить');
  });

  it('leaves the verbs a card already uses', () => {
    expect(extractTitle('Оля, посмотри сценарий ролика, ссылка в закрепе', sent)).toBe('Посмотреть сценарий ролика');
  });
});
