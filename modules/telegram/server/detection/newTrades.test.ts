/** Cues for the kinds of miss found on the 25 trades added to the corpus: each message invented, with a case it must not fire on. */
import { NEED_TO_DO, isOwnPromise } from './cues';
import { messageFeatures } from './features';
import { isGroupDirective, saysWeDo } from './groupDirective';
import { ROSTER } from './notices';
import { asksSomeoneWill } from './requestForms';
import { readTransliteration } from './translit';

const at = (text: string) => ({ id: 'm', chat: 'c', author: 'boss', sent_at: '2026-11-10T10:00:00+03:00', text });
const has = (text: string, cue: string) => messageFeatures(at(text)).has(cue);

describe('cues for the new trades', () => {
  it('hears a role addressed in the plural, with a colon or its work, as a group directive', () => {
    for (const text of [
      'all drivers: fuel logs in the folder by Monday',
      'all cashiers submit their till counts by 6pm',
      'все кассиры: со вторника закрываем смену в 21:00',
      'всем водителям: путевые листы сдаём в среду',
      'Все менеджеры до среды сдают отчёты по звонкам',
    ])
      expect({ text, on: isGroupDirective(text) }).toEqual({ text, on: true });
    for (const text of ['all of us were tired after the show', 'all rooms were clean by noon', 'все кассиры молодцы']) {
      expect({ text, on: isGroupDirective(text) }).toEqual({ text, on: false });
    }
  });

  it('hears the team doing work by a date in the first person plural, not a closure notice', () => {
    expect(saysWeDo('до 20-го сдаём акты сверки')).toBe(true);
    expect(saysWeDo('с другим подрядчиком не работаем')).toBe(false);
    expect(has('до 20-го сдаём акты сверки', 'cue:we-by-date')).toBe(true);
    expect(has('с 30-го по 2-е отдыхаем, 3-го работаем с 10', 'cue:we-by-date')).toBe(false);
  });

  it('reads a reminder of the team’s work by a date as work, and a reminder of a meeting as news', () => {
    expect(has('напоминаю: отчёты по кассе сдаём до 20-го', 'cue:for-information')).toBe(false);
    expect(has('напоминаю: в среду в 10:00 собрание в переговорной', 'cue:for-information')).toBe(true);
  });

  it('hears the author promising work beside when, not asking or reminding', () => {
    expect(isOwnPromise('склад Б пересчитаю завтра после обеда', ['склад'])).toBe(true);
    expect(isOwnPromise('акты сдам завтра, счёт в пятницу', ['акты'])).toBe(true);
    expect(isOwnPromise('ок, до среды поправлю', ['ок'])).toBe(true);
    expect(isOwnPromise('прошу до пятницы сдать отчёты', ['прошу'])).toBe(false);
    expect(isOwnPromise('напоминаю: акты до 20-го', ['напоминаю'])).toBe(false);
    expect(isOwnPromise('в среду до обеда приёмка', ['в'])).toBe(false);
  });

  it('marks a promise that asks nothing of anyone, and not one beside an order', () => {
    expect(has("I'll drop the keys off tomorrow", 'cue:promise-only')).toBe(true);
    expect(has('склад Б пересчитаю завтра, Оля, проверь накладные', 'cue:promise-only')).toBe(false);
  });

  it('marks leave asked with the author’s own dates, and not a question asking for work', () => {
    expect(has('а можно я поменяюсь сменой с Олей? мне 12-го надо к врачу', 'cue:permission-only')).toBe(true);
    expect(has('можно я уйду в 5? Оля, сможешь закрыть кассу?', 'cue:permission-only')).toBe(false);
  });

  it('hears a team or role asked whether it can do the work, and a verb before «кто-нибудь»', () => {
    for (const text of [
      'can reception print the guest list by 6?',
      'any chance someone can cover the bar tonight?',
      'бумага кончилась. закажет кто-нибудь?',
    ])
      expect({ text, on: asksSomeoneWill(text) }).toEqual({ text, on: true });
    for (const text of ['can I leave at 5?', 'can we talk tomorrow?', 'знает кто-нибудь, где ключ?'])
      expect({ text, on: asksSomeoneWill(text) }).toEqual({ text, on: false });
  });

  it('reads a roster under its heading as no work, unless it gives an order', () => {
    expect(ROSTER.test('график дежурств: 31.12 — Иван, 1.01 — Оля')).toBe(true);
    expect(ROSTER.test('new year rota: Sam on the 31st, Priya on the 1st')).toBe(true);
    expect(ROSTER.test('Иван, 31-го дежуришь ты')).toBe(false);
    expect(has('график дежурств: 31.12 — Иван, 1.01 — Оля', 'cue:roster')).toBe(true);
    expect(has('график дежурств: 31.12 — Иван. Иван, проверь котёл', 'cue:roster')).toBe(false);
  });
});

describe('what has to be done, and Russian in Latin letters', () => {
  it('hears «надо … сделать» mid-sentence, not «не надо»', () => {
    expect(NEED_TO_DO.test('смотрел насос короче там надо новую прокладку заказать и поставить')).toBe(true);
    expect(NEED_TO_DO.test('перенесли на среду, ничего делать не надо')).toBe(false);
    expect(NEED_TO_DO.test('пересчитывать не нужно, всё сошлось')).toBe(false);
  });

  it('reads an order in -ai among adverbs in -chno and adjectives in -yi as Russian, not English words in -ai', () => {
    expect(readTransliteration('horosho. dokumenty otdai Pete lichno, ne v pochtovyi yashik')).toBe(
      'хорошо. документы отдай Пете лично, не в почтовый яшик',
    );
    expect(readTransliteration('we flew to dubai and had thai food')).toBe('we flew to dubai and had thai food');
  });
});

describe('wishes', () => {
  it('marks a wish in the imperative with no order beside it', () => {
    expect(has('можно, Олег, отдыхай 🎉', 'cue:wishes-only')).toBe(true);
    expect(has('get well soon, Sam', 'cue:wishes-only')).toBe(true);
    expect(has('выздоравливай. Ира, возьми его заявки на пятницу', 'cue:wishes-only')).toBe(false);
    expect(has('отчёт сдай до пятницы', 'cue:wishes-only')).toBe(false);
  });
});

describe('a name after thanks, and an imperative after a noun like a past verb', () => {
  it('hears the person addressed after a thanks or a yes, not a name inside a sentence', () => {
    expect(has('thanks Maria, print the menus too', 'cue:vocative')).toBe(true);
    expect(has('спасибо Оля, закажи ещё бумаги', 'cue:vocative')).toBe(true);
    expect(has('the show with Maria, Tom and Ann was great', 'cue:vocative')).toBe(false);
  });

  it('takes only a plural for a noun after a word ending like a past verb', () => {
    expect(has('и заодно накладные с прошлой недели оприходуй', 'cue:imperative-anywhere')).toBe(true);
    expect(has('проверила брони, всё сходится', 'cue:imperative-anywhere')).toBe(false);
  });
});
