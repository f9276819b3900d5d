import { extractTitle } from './title';
import { parseSentAt } from './localDate';

const sent = parseSentAt('2026-11-18T10:00:00+03:00');

describe('titles of voice messages typed without punctuation', () => {
  it('starts at the words that ask, past the story told before them', () => {
    expect(
      extractTitle(
        'слушайте тут такая история в Ситиделе охрана не пустит без списка сотрудников с паспортными данными а Антон его не отправил короче кто-нибудь срочно отправьте им список на почту до 18 иначе весь вечер псу под хвост',
        sent,
      ),
    ).toBe('Отправить список на почту');
    expect(
      extractTitle(
        'so I dropped the van keys somewhere between the pub and the car park I think they fell out when I was carrying the sandbags can someone check the unit base toilets I already looked in the pub',
        sent,
      ),
    ).toBe('Check the unit base toilets');
  });

  it('takes the request that names its object when a bare «глянь» follows it', () => {
    expect(
      extractTitle(
        'Ольга Викторовна тут такое дело пациент Зуев говорит ему в прошлый раз пробили чек на 12 тысяч а лечение было на 8 надо вернуть разницу и переделать чек Ирина посмотрите пожалуйста сегодня он ждёт звонка',
        sent,
      ),
    ).toBe('Вернуть разницу и переделать чек');
  });

  it('ends where the speaker talks of themselves again or warns', () => {
    expect(
      extractTitle(
        'Женя привет слушай я тут посчитал под чёрную пятницу у нас может быть заказов триста а то и больше так что нужен запас упаковки и коробок минимум на триста заказов проверь пожалуйста остатки и дозакажи до среды а то потом поставщик не успеет',
        sent,
      ),
    ).toBe('Проверить остатки и дозаказать');
  });

  it('leaves a punctuated message to the sentence rules', () => {
    expect(extractTitle('Перекрытие залили. Руслан, сними опалубку со второго этажа, иначе не успеем', sent)).toBe(
      'Снять опалубку со второго этажа',
    );
  });
  it('gives a short request the story as its context, without the spoken opener', () => {
    expect(
      extractTitle(
        'короче тут такое дело звонила завхоз из 33-й говорит что турникет на входе не пропускает детей с новыми картами и там очередь утром огромная кто-нибудь может завтра к 7:30 подъехать посмотреть',
        sent,
      ),
    ).toBe('Подъехать посмотреть — звонила завхоз из 33-й говорит что турникет на входе не…');
  });
  it('finds a need told object first deep in the story, and puts its verb in front', () => {
    expect(
      extractTitle(
        'Марина Петровна я склад посмотрела значит на второй полке коробки промокли там половина намокла надо новые коробки заказать у Тарпака штук сорок сразу а то развалится всё',
        sent,
      ),
    ).toBe('Заказать новые коробки у Тарпака штук сорок');
    expect(extractTitle('Оля, отчёт по кассе проверить и отправить', sent)).toBe('Проверить отчёт по кассе и отправить');
    expect(extractTitle('Серёжа, фонд может докупить ещё 4 стула', sent)).toBe('Фонд может докупить 4 стула');
  });
  it('finds «надо бы кому-то им позвонить» as the request, whoever is named between the need and its verb', () => {
    expect(
      extractTitle(
        'Олег Петрович я тут посмотрела по Северу у них опять долг не сходится за октябрь на 8 тысяч и я думаю это скидка которую они дали без письма так что надо бы кому-то им позвонить и попросить акт сверки вот',
        sent,
      ),
    ).toBe('Позвонить кому-то и попросить акт сверки');
  });
});
