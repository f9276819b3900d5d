import { extractTitle } from './title';
import { parseSentAt } from './localDate';

const sent = parseSentAt('2026-11-18T10:00:00+03:00');

describe('every action of a title in the infinitive', () => {
  it('turns an order joined by «и» or «или», even after its object', () => {
    expect(extractTitle('Света, подпиши акт приёмки масла и сдай в бухгалтерию', sent)).toBe(
      'Подписать акт приёмки масла и сдать в бухгалтерию',
    );
    expect(extractTitle('Вова, переставь все АКБ на нижний ярус и табличку повесь', sent)).toBe(
      'Переставить все АКБ на нижний ярус и табличку повесить',
    );
  });

  it('turns a short or a reflexive order too («и дай», «и отчитайся»)', () => {
    expect(extractTitle('Откажи ему вежливо и дай номер соседней мастерской', sent)).toBe(
      'Отказать вежливо и дать номер соседней мастерской',
    );
    expect(extractTitle('Юра, смонтируй 3 датчика и отчитайся в журнале', sent)).toBe('Смонтировать 3 датчика и отчитаться в журнале');
  });

  it('leaves nouns, names and «ты и …», which joins no action', () => {
    expect(extractTitle('Оля, обнови прайс в YClients и на сайте', sent)).toBe('Обновить прайс в YClients и на сайте');
    expect(extractTitle('Катя, подготовь эскизы костюмов Раневской и Вари', sent)).toBe('Подготовить эскизы костюмов Раневской и Вари');
    expect(extractTitle('Дина, ты и займёшься', sent)).toBe('Ты и займёшься');
    expect(extractTitle('Нина, проверь краны и сифоны', sent)).toBe('Проверить краны и сифоны');
  });
});
