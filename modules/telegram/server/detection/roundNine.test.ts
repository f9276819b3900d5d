/** Cues and dates for the kinds of miss read on twelve trades written after the corpus (round 9): each invented, with a case it must not fire on. */
import { detectTask } from './detector';
import { extractDue } from './dueChoice';
import { messageFeatures } from './features';
import { isGroupDirective } from './groupDirective';
import { isImperativeInContext } from './imperativeInContext';
import { parseSentAt } from './localDate';
import { CLOSURE_NOTICE } from './notices';
import { requestScore } from './requestSentence';
import { extractTitle } from './title';
import { tokenize } from './tokenize';
import { threadsOf } from './thread';
import { readTransliteration } from './translit';
import type { ChatMessage } from './types';

const at = (text: string) => ({ id: 'm', chat: 'c', author: 'boss', sent_at: '2026-11-10T10:00:00+03:00', text });
const has = (text: string, cue: string) => messageFeatures(at(text)).has(cue);
const imperatives = (text: string) => {
  const tokens = tokenize(text);
  return tokens.filter((_, i) => isImperativeInContext(text, tokens, i)).map((t) => t.word);
};
// Wednesday 18 November 2026, 10:00 in Moscow.
const WEDNESDAY_MORNING = parseSentAt('2026-11-18T10:00:00+03:00');

describe('cues read on round 9', () => {
  it('hears an apology or «забудь» as no order, and «не забудь» still as one', () => {
    expect(imperatives('нет, Света, 30-го самый поток, не могу отпустить. извини')).toEqual([]);
    expect(imperatives('Игорь, второй принтер не заказывай, забудь')).not.toContain('забудь');
    expect(imperatives('Коля, не забудьте завтра ключи')).toEqual(['забудьте']);
    expect(has('и про стенд на выставке забудьте, руководство решило не ехать', 'cue:cancelled')).toBe(true);
    expect(has('не забудь сдать ключи', 'cue:cancelled')).toBe(false);
  });

  it('hears no order in feelings and worth, nor in a pronoun before a verb', () => {
    for (const text of ['great, love this job', 'worth it?', 'We land in Santiago on Wednesday evening'])
      expect({ text, on: has(text, 'cue:imperative-anywhere') }).toEqual({ text, on: false });
    expect(has('Maria open a ticket with Travelsoft today', 'cue:imperative-anywhere')).toBe(true);
  });

  it('reads the need for everyone’s work by a day as a group directive', () => {
    for (const text of [
      "I need everyone's timesheets for 1–15 May by the 15th",
      'Коллеги, мне до 25-го нужны от всех пожелания по отпускам',
      'жду от каждого отчёт до пятницы',
    ])
      expect({ text, on: isGroupDirective(text) }).toEqual({ text, on: true });
    expect(isGroupDirective('I need the cable list by EOD tomorrow')).toBe(false);
  });

  it('does not read a deadline that closes («payroll closes early») as the place closing', () => {
    expect(CLOSURE_NOTICE.test('timesheets by the 15th, payroll closes early this month')).toBe(false);
    expect(CLOSURE_NOTICE.test('the shop closes early on Friday')).toBe(true);
  });

  it('hears a question about who the rota has on a day, and not an open call or an order to whoever is on', () => {
    expect(has('а кто в пятницу сидит на телефоне, раз Маша в отгуле?', 'cue:rota-question')).toBe(true);
    expect(has("who's on the night of April 4? rota has a blank", 'cue:rota-question')).toBe(true);
    expect(has('кто в пятницу сможет посидеть на телефоне?', 'cue:rota-question')).toBe(false);
    expect(has('кто выходит 31-го — отметьтесь в графике', 'cue:rota-question')).toBe(false);
    expect(has("need 3 people, who's in?", 'cue:open-call')).toBe(true);
  });

  it('hears what to bring to a meeting, told in a reminder, apart from work to take on', () => {
    expect(has('Напоминаю: в четверг в 16:00 планёрка. Возьмите с собой списки рукописей', 'cue:reminder-bring-along')).toBe(true);
    expect(has('Напоминаю: в четверг в 16:00 планёрка. Возьмите с собой списки рукописей', 'cue:ownership')).toBe(false);
    expect(has('Дима, возьмёшь заказ на Химки?', 'cue:ownership')).toBe(true);
    expect(has('reminder: SEP recurrent is Wed 25th, bring your manual and ID', 'cue:reminder-bring-along')).toBe(true);
  });

  it('hears a question that asks for a decision', () => {
    for (const text of [
      'Siemens want a private charter on 11 April, 80 guests. worth it?',
      'к нам просится свадьба на 13 июня. берём?',
      'they propose April 14. ok with you?',
    ])
      expect({ text, on: has(text, 'cue:asks-decision') }).toEqual({ text, on: true });
    expect(has('берём ли мы в расчёт доставку — уточни у Ольги', 'cue:asks-decision')).toBe(false);
  });

  it('reads «j» of a transliteration as «й»', () => {
    expect(readTransliteration('Alina pomenyaj lentu v 5j kasse pozhalujsta ya ne uspevayu')).toBe(
      'Алина поменяй ленту в 5й кассе пожалуйста я не успеваю',
    );
  });

  it('finds the work in an open call to whoever is free', () => {
    expect(requestScore('Anyone free this afternoon to weed the vinyl for the pet bandanas?')).toBeGreaterThan(0);
    expect(extractTitle('anyone free to do a site inspection at 14 Church View tomorrow? enforcement complaint', WEDNESDAY_MORNING)).toBe(
      'Do a site inspection at 14 Church View',
    );
  });
});

describe('dates read on round 9', () => {
  it('takes «до открытия» for today', () => {
    expect(extractDue('Тимур, прими по накладной и разложи по полкам до открытия', WEDNESDAY_MORNING)).toBe('2026-11-18');
    expect(extractDue('в пятницу до открытия разложи товар', WEDNESDAY_MORNING)).toBe('2026-11-20');
  });

  it('takes the deadline over the day the work starts, and not the day given up', () => {
    expect(extractDue('сегодня же начинай сборку, третий и пятый цилиндр надо собрать до вторника', WEDNESDAY_MORNING)).toBe('2026-11-24');
    expect(extractDue('Marcus, grab it on your way home, we start there Monday', WEDNESDAY_MORNING)).toBe('2026-11-18');
    expect(extractDue('начни в понедельник', WEDNESDAY_MORNING)).toBe('2026-11-23');
    expect(extractDue('сделай не к 20-му, а к 25-му', WEDNESDAY_MORNING)).toBe('2026-11-25');
    expect(extractDue('please start this week, not on the 27th', WEDNESDAY_MORNING)).toBe('2026-11-20');
    expect(extractDue('не позже 25-го сдай', WEDNESDAY_MORNING)).toBe('2026-11-25');
  });

  it('does not take the day of whom a booking names for the deadline', () => {
    expect(extractDue('Олеся, до 18 обзвоните всех записанных к нему на пятницу', WEDNESDAY_MORNING)).toBe('2026-11-18');
  });
});

const chat = (messages: Array<Omit<ChatMessage, 'sent_at' | 'chat'> & { at: string }>): ChatMessage[] =>
  messages.map(({ at, ...m }) => ({ ...m, chat: 'Верфь', sent_at: `2026-11-18T${at}:00+03:00` }));
const titleOfLast = (messages: ChatMessage[]) => detectTask(messages.at(-1)!, { thread: threadsOf(messages).at(-1) }).title;

describe('titles read on round 9', () => {
  it('names the work of an open call said as who is needed', () => {
    expect(extractTitle('Нужен кто-то, кто встретит аниматоров в 10 и покажет, где переодеться. Кто сможет?', WEDNESDAY_MORNING)).toBe(
      'Встретить аниматоров и показать',
    );
    expect(extractTitle('нужен человек, который съездит на склад за плёнкой', WEDNESDAY_MORNING)).toBe('Съездить на склад за плёнкой');
    expect(extractTitle('need someone to meet the courier at 10', WEDNESDAY_MORNING)).toBe('Meet the courier');
  });

  it('titles a hand-over with the request behind several volunteers, a transliterated one or an emoji', () => {
    const volunteers = chat([
      { id: '1', author: 'master', at: '08:00', text: 'кто сможет в субботу покрасить подводную часть «Востока»?' },
      { id: '2', author: 'artem', at: '08:05', text: 'ya mogu. i Zhenya vrode tozhe', reply_to: '1' },
      { id: '3', author: 'zhenya', at: '08:06', text: 'mogu, no do 15', reply_to: '2' },
      { id: '4', author: 'master', at: '08:10', text: 'Артём, Женя, берите. краску Игорь выдаст', reply_to: '3' },
    ]);
    expect(titleOfLast(volunteers)).toMatch(/^Покрасить подводную часть «Востока»/);
    const twoWords = chat([
      { id: '1', author: 'dasha', at: '12:00', text: 'кто сможет в субботу выйти на смену с 16?' },
      { id: '2', author: 'timur', at: '12:05', text: 'ya mogu', reply_to: '1' },
      { id: '3', author: 'ruslan', at: '12:06', text: 'Тимур, бери', reply_to: '2' },
    ]);
    expect(titleOfLast(twoWords)).toBe('Выйти на смену с 16');
    const emoji = chat([
      { id: '1', author: 'sharon', at: '09:00', text: 'would be great if someone could ring the 12 unpaid parkers by Friday' },
      { id: '2', author: 'mia', at: '09:05', text: 'I can do it 🙋‍♀️', reply_to: '1' },
      { id: '3', author: 'sharon', at: '09:06', text: 'go for it 🙏 the list is in the blue folder on my desk', reply_to: '2' },
    ]);
    expect(titleOfLast(emoji)).toBe('Ring the 12 unpaid parkers');
  });

  it('starts at the work, not at coming in for it, a team asked by name or coming over to it', () => {
    for (const [text, title] of [
      ['Кто может 2-го выйти на полдня помочь Наде с уборкой в слоновнике?', 'Помочь Наде с уборкой в слоновнике'],
      ['кто сможет в субботу к 11 выйти почистить площадку у сторожки?', 'Почистить площадку у сторожки'],
      ['кто сможет в субботу выйти на смену?', 'Выйти на смену'],
      [
        'can housekeeping prepare hypoallergenic pillows and a kettle in 101 by saturday?',
        'Prepare hypoallergenic pillows and a kettle in 101',
      ],
      ['Kumar, come sign the cards', 'Sign the cards'],
    ] as const)
      expect(extractTitle(text, WEDNESDAY_MORNING)).toBe(title);
  });

  it('reads "write to them" as the request, and «подгрузился ли…» as what to check', () => {
    expect(requestScore('write to them today and ask for the current one.')).toBeGreaterThan(0);
    expect(
      extractTitle('Марина, проверь до завтра, подгрузился ли 327-й в АСУ Экспресс, а то как в прошлом году будет', WEDNESDAY_MORNING),
    ).toBe('Проверить, подгрузился ли 327-й в АСУ Экспресс');
  });

  it('hears "I\'ll do it friday" as a volunteer, so a go-ahead takes the request behind it', () => {
    const sump = chat([
      { id: '1', author: 'ray', at: '09:00', text: 'can we get the fish room sump cleaned out before the next shipment?' },
      { id: '2', author: 'mei', at: '09:05', text: "I'll do it friday after my route", reply_to: '1' },
      { id: '3', author: 'ray', at: '09:06', text: 'go for it, thanks', reply_to: '2' },
    ]);
    expect(titleOfLast(sump)).toMatch(/^Clean the fish room sump out/);
  });
});
