import { extractTitle } from './title';
import { parseSentAt } from './localDate';

const sent = parseSentAt('2026-11-18T10:00:00+03:00');

describe('an order given through «пусть»', () => {
  it('names the action in the infinitive, without who is to do it', () => {
    expect(extractTitle('ладно. вечером Рома пусть проверит вытяжку в цеху', sent)).toBe('Проверить вытяжку в цеху');
    expect(extractTitle('пусть перекрасят ворота у склада', sent)).toBe('Перекрасить ворота у склада');
  });

  it('keeps an object said before «пусть»', () => {
    expect(extractTitle('пропуска пусть Гоша у охраны заберёт', sent)).toBe('Забрать пропуска у охраны');
  });

  it('finds the order in a voice message run together', () => {
    expect(
      extractTitle(
        'всем привет ну значит вчера смотрели склад там полки шатаются старые совсем а Дима пусть закажет новые крепления а то упадёт',
        sent,
      ),
    ).toBe('Заказать новые крепления');
  });

  it('leaves «пусть» that is the purpose of the order before it, or no order at all', () => {
    expect(extractTitle('Оля, позвони в типографию, пусть привезут тираж', sent)).toBe('Позвонить в типографию');
    expect(extractTitle('Даша, второй пусть будет Стас', sent)).not.toMatch(/^Быть/);
  });
});
