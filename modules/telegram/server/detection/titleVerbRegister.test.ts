import { extractTitle } from './title';
import { parseSentAt } from './localDate';

const sent = parseSentAt('2026-11-18T10:00:00+03:00');

describe('the verbs a card uses instead of chat verbs', () => {
  it('«глянь» is «проверить», «маякни» is «сообщить», joined verbs too', () => {
    expect(extractTitle('Паша, глянь шланг посудомойки, опять течёт', sent)).toBe('Проверить шланг посудомойки');
    expect(extractTitle('Оля, глянь остатки и маякни', sent)).toBe('Проверить остатки и сообщить');
  });

  it('says a one-off order given in the imperfective in the perfective, but not work done again and again', () => {
    expect(extractTitle('Паша, звони в КОНЕ, пусть сегодня приедут', sent)).toBe('Позвонить в КОНЕ');
    expect(extractTitle('заказывай и ставь, не тяни больше', sent)).toBe('Заказать и поставить');
    expect(extractTitle('@oleg_santeh снимай показания каждые 2 часа', sent)).toBe('Снимать показания каждые 2 часа');
  });

  it('leaves the verbs a card already uses', () => {
    expect(extractTitle('Оля, посмотри сценарий ролика, ссылка в закрепе', sent)).toBe('Посмотреть сценарий ролика');
  });

  it('says «сделать» in the verb its object takes', () => {
    expect(extractTitle('Лена, сделай список гостей на банкет к пятнице', sent)).toBe('Составить список гостей на банкет');
    expect(extractTitle('@oleg сделай договор с «Вектором», шаблон в папке', sent)).toBe('Оформить договор с «Вектором»');
    expect(extractTitle('сделай пост про распродажу', sent)).toBe('Сделать пост про распродажу');
  });

  it('says buying what is counted out and checking what is looked at', () => {
    expect(extractTitle('can someone grab 2 cases of reef-safe sunscreen from Costco?', sent)).toBe(
      'Buy 2 cases of reef-safe sunscreen from Costco',
    );
    expect(extractTitle('Jono, grab the sandbags from the studio', sent)).toBe('Grab the sandbags from the studio');
    expect(extractTitle('@ronan_mech could you have a look at the Dakota spinner?', sent)).toBe('Check the Dakota spinner');
  });
});
