/** Requests known by their grammatical form, which carry over to chats of trades the detector has never seen. */
import { detectTask } from './detector';
import { ALONG_THE_WAY, ASSIGNED_AS_YOURS, POLITE_CONDITION, asksForThing, asksSomeoneWill, asksYouWill } from './requestForms';
import { readTransliteration } from './translit';

const at = (text: string) => ({ id: 'm', chat: 'c', author: 'boss', sent_at: '2026-11-10T10:00:00+03:00', text });
const on = (test: (text: string) => boolean, texts: string[]) => texts.map((text) => ({ text, on: test(text) }));
const all = (texts: string[], value: boolean) => texts.map((text) => ({ text, on: value }));

describe('requests by their form', () => {
  it('hears work added to work under way, not an unrelated "while"', () => {
    const along = [
      'раз уж ты на складе, пересчитай заодно коробки',
      "and while you're at it wipe the counter too",
      "while they're here ask them about the gate",
    ];
    expect(on((t) => ALONG_THE_WAY.test(t), along)).toEqual(all(along, true));
    const not = ['while the oven heats the dough rests', 'мы за одно утро всё разобрали'];
    expect(on((t) => ALONG_THE_WAY.test(t), not)).toEqual(all(not, false));
  });

  it('hears a question whether anyone will do the work, not whether anyone knows or saw', () => {
    const asks = [
      'Кто-нибудь глянет насос?',
      'кто закажет бумагу?',
      readTransliteration("kto-nibud' zakazhet pilki?"),
      readTransliteration('kto-nibud zakazhet?'),
    ];
    const doesNot = [
      'кто-нибудь знает, где журнал?',
      'кто-нибудь видел мои ключи?',
      'ёлку кто-нибудь будет ставить?',
      'кто-нибудь из нас подойдёт до обеда',
    ];
    expect(on(asksSomeoneWill, asks)).toEqual(all(asks, true));
    expect(on(asksSomeoneWill, doesNot)).toEqual(all(doesNot, false));
  });

  it('hears a question with a second-person verb, not one about what you know or where you are', () => {
    const asks = ['@igor посчитаешь смету до среды?', 'согласуешь?', 'Андрей, едешь?', readTransliteration('Misha posmotrish segodnya?')];
    const doesNot = ['ты знаешь, где ключ?', 'Маша, ты завтра в офисе?', 'посчитаешь — скажи'];
    expect(on(asksYouWill, asks)).toEqual(all(asks, true));
    expect(on(asksYouWill, doesNot)).toEqual(all(doesNot, false));
  });

  it('hears a condition that only softens an order', () => {
    const softens = ['глянь насос, если будет минутка', 'как будет время, посмотри', 'when you get a chance, could you look at it?'];
    const doesNot = ['если будет дождь, не приезжай', 'when you get there, call me'];
    expect(on((t) => POLITE_CONDITION.test(t), softens)).toEqual(all(softens, true));
    expect(on((t) => POLITE_CONDITION.test(t), doesNot)).toEqual(all(doesNot, false));
  });

  it('hears work handed over as a fact', () => {
    const hands = [
      'Газель на Химки — Серёга, твоя',
      'Дежурство 4 января — Лена, ваше.',
      "Jo, the donor report — that's you",
      "perfect, it's yours",
    ];
    const doesNot = ['твоя смена завтра с 8', 'your badge is at the desk'];
    expect(on((t) => ASSIGNED_AS_YOURS.test(t), hands)).toEqual(all(hands, true));
    expect(on((t) => ASSIGNED_AS_YOURS.test(t), doesNot)).toEqual(all(doesNot, false));
  });

  it('tells asking for a thing for the team from asking leave', () => {
    const asks = ['can we get some new gloves?', 'Павел, можно нам отчёт в Excel?'];
    const doesNot = ['можно нам завтра уйти пораньше?', 'а можно нам в субботу 1С?', 'can I take Monday off?'];
    expect(on(asksForThing, asks)).toEqual(all(asks, true));
    expect(on(asksForThing, doesNot)).toEqual(all(doesNot, false));
  });

  it('makes a card of an open call and of a request asked as a question, and none of a question about who knows', () => {
    expect(detectTask(at('Кто-нибудь глянет насос? опять гудит на запуске')).isTask).toBe(true);
    expect(detectTask(at('@igor_master посчитаешь смету до среды?')).isTask).toBe(true);
    expect(detectTask(at('Газель на Химки в пятницу — Серёга, твоя')).isTask).toBe(true);
    expect(detectTask(at('кто-нибудь знает, где журнал давлений за октябрь?')).isTask).toBe(false);
  });
});
