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

describe('an open call with words around it', () => {
  it('puts the object said before the call after the verb', () => {
    expect(extractTitle('а интернет на новой квартире кто-нибудь подключит? у Тимура экзамены онлайн', sent)).toBe(
      'Подключить интернет на новой квартире',
    );
  });

  it('lets the group called and the words before the verb go', () => {
    expect(
      extractTitle(
        'Последний день 💪 Кто сегодня на подсчёте поможет Марине с увеличенной формой протокола? Нужен один человек с хорошим почерком 😊',
        sent,
      ),
    ).toBe('Помочь Марине с увеличенной формой протокола');
    expect(extractTitle('мужики, кто в субботу выйдет на ямочный ремонт на Заозёрной?', sent)).toBe('Выйти на ямочный ремонт на Заозёрной');
  });

  it('reads «кто дежурит» before an order as whom the order is for', () => {
    expect(extractTitle('ребят у меня просьба кто дежурит 2-го скиньте мне фото показаний теплосчётчика', sent)).not.toMatch(/^Дежурить/);
  });

  it('reads a call with no verb as coming in, there', () => {
    expect(extractTitle('Кирилл заболел. кто сегодня в ночь на Мира вместо него?', sent)).toBe('Выйти в ночь на Мира вместо него');
    expect(extractTitle('кто в курсе?', sent)).toBe('Кто в курсе');
    expect(extractTitle('кто сейчас на смене, перекройте раздевалку 4 и поставьте конус', sent)).toBe(
      'Перекрыть раздевалку 4 и поставить конус',
    );
  });

  it('does not read a name after the call as an order', () => {
    expect(extractTitle('кто завтра в 6:30 встретит Казань у Rixos?', sent)).toBe('Встретить Казань у Rixos');
  });

  it('reads the verb said before «кто-нибудь» as the call', () => {
    expect(extractTitle('позвонит кто-то в банк насчёт лимита?', sent)).toBe('Позвонить в банк насчёт лимита');
  });

  it("titles a clause opened by «ты»'s future as the order", () => {
    expect(extractTitle('@andrei_hoz, ёлку от лесхоза привезут 3-го к 10 утра, встретишь и установишь в храме до 4-го?', sent)).toBe(
      'Встретить и установить в храме',
    );
  });
});
