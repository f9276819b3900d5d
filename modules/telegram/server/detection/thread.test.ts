/** The detector reads a message with its thread: follow-ups take the work from it, answers are not tasks. */
import { detectTask } from './detector';
import { THREAD_SIZE, threadsOf } from './thread';
import type { ChatMessage } from './types';

const chat = (messages: Array<Omit<ChatMessage, 'sent_at'> & { at: string }>): ChatMessage[] =>
  messages.map(({ at, ...m }) => ({ ...m, chat: 'Склад', sent_at: `2026-11-18T${at}:00+03:00` }));

function detectLast(messages: ChatMessage[]) {
  const threads = threadsOf(messages);
  return detectTask(messages.at(-1)!, { thread: threads.at(-1) });
}

describe('a message read in its thread', () => {
  it('titles a short follow-up whose own words name no action with the work of the message it answers', () => {
    const fitness = chat([
      { id: '1', author: 'dasha', at: '09:00', text: 'беговая №4 опять выбивает автомат. кто сегодня может позвонить в сервис Technogym?' },
      { id: '2', author: 'oleg', at: '09:05', text: 'Даша, спасибо, давай 🙏', reply_to: '1' },
    ]);
    expect(detectLast(fitness).title).toBe('Позвонить в сервис Technogym — беговая №4 опять выбивает автомат');
    const hotel = chat([
      {
        id: '1',
        author: 'gm',
        at: '10:00',
        text: "Would be great if someone could update the kids' activity sheet for reception by Friday",
      },
      { id: '2', author: 'priya', at: '10:02', text: 'I can do it' },
      { id: '3', author: 'gm', at: '10:03', text: "perfect, it's yours", reply_to: '2' },
    ]);
    expect(detectLast(hotel).title).toBe("Update the kids' activity sheet for reception");
  });

  it('titles a bare go-ahead with the request behind the volunteer it answers, and keeps an order given with it', () => {
    const asked = [
      { id: '1', author: 'ava', at: '12:00', text: 'can anyone repaint the fence behind the studio by Friday?' },
      { id: '2', author: 'ben', at: '12:03', text: 'I can do it, I have the paint already', reply_to: '1' },
    ];
    const studio = chat([...asked, { id: '3', author: 'ava', at: '12:04', text: 'legend, go for it', reply_to: '2' }]);
    expect(detectLast(studio).title).toBe('Repaint the fence behind the studio');
    const ordered = chat([...asked, { id: '3', author: 'ava', at: '12:04', text: 'go ahead and buy the brushes', reply_to: '2' }]);
    expect(detectLast(ordered).title).toBe('Buy the brushes');
  });

  it('titles a hand-over with the work handed over, then the order that comes with it; not a leave granted', () => {
    const asked = [
      { id: '1', author: 'ava', at: '12:00', text: 'who can drive the 8-set delivery up to the chalet today?' },
      { id: '2', author: 'luca', at: '12:03', text: 'I can, back by 4', reply_to: '1' },
    ];
    const keys = chat([
      ...asked,
      { id: '3', author: 'ava', at: '12:04', text: "cheers Luca, it's yours! van keys are in the top drawer", reply_to: '2' },
    ]);
    expect(detectLast(keys).title).toBe('Drive the 8-set delivery up to the chalet');
    const print = chat([...asked, { id: '3', author: 'ava', at: '12:04', text: "it's yours, print the receipt when done", reply_to: '2' }]);
    expect(detectLast(print).title).toBe('Drive the 8-set delivery up to the chalet and print the receipt when done');
    const leave = chat([
      { id: '1', author: 'kolya', at: '12:00', text: 'можно я на выходные газель возьму? тёщу на дачу везти' },
      { id: '2', author: 'boss', at: '12:03', text: 'бери, только Газель заправь перед уходом', reply_to: '1' },
    ]);
    expect(detectLast(leave).title).toBe('Заправить Газель');
  });

  it("names a follow-up's pronoun object by the object of the request it answers, and leaves a named one", () => {
    const request = { id: '1', author: 'tom', at: '09:00', text: 'Jess, raise the oat latte price to $4.80 on the board' };
    const cafe = chat([request, { id: '2', author: 'tom', at: '09:02', text: '@jess_cafe and change it in the till too', reply_to: '1' }]);
    expect(detectLast(cafe).title).toBe('Change the oat latte price to $4.80 on the board in the till');
    const named = chat([
      request,
      { id: '2', author: 'tom', at: '09:02', text: '@jess_cafe and change the menu in the till too', reply_to: '1' },
    ]);
    expect(detectLast(named).title).toBe('Change the menu in the till');
  });

  it('gives a short follow-up the work and the day of the request it answers', () => {
    const messages = chat([
      {
        id: '1',
        author: 'irina',
        at: '11:00',
        text: 'звонили из «Согласия», до пятницы надо перезвонить им по гарантийному письму Дёмина. кто может?',
      },
      { id: '2', author: 'vika', at: '11:04', text: 'я могу, у меня окно до 12', reply_to: '1' },
      { id: '3', author: 'irina', at: '11:06', text: 'Вика, бери', reply_to: '1' },
    ]);
    const d = detectLast(messages);
    expect(d.title).toBe('Перезвонить по гарантийному письму Дёмина');
    expect(d.due).toBe('2026-11-20');
    expect(d.addresseeName).toBe('Вика');
    // Without the thread the same words name no work.
    expect(detectTask(messages[2]!).title).toBe('Брать');
  });

  it("keeps the request's day when a reply hands it to a volunteer or goes on with it in words of its own", () => {
    const handed = chat([
      { id: '1', author: 'nina', at: '11:00', text: 'кто сможет в пятницу помочь с примеркой массовки? 14 человек' },
      { id: '2', author: 'yulia', at: '11:10', text: 'я могу с 12', reply_to: '1' },
      { id: '3', author: 'nina', at: '11:12', text: 'Юля, бери, спасибо! приходи к 12 в пошивочный', reply_to: '2' },
    ]);
    expect(detectLast(handed).due).toBe('2026-11-20');
    const continued = chat([
      { id: '1', author: 'marina', at: '09:30', text: 'Костя, дерево во втором акте надо облегчить, сделай до прогона в пятницу' },
      { id: '2', author: 'kostya', at: '09:50', text: 'облегчу, но тогда оно будет качаться. может на колёса?', reply_to: '1' },
      { id: '3', author: 'marina', at: '10:05', text: 'давай на колёса, только чтобы не скрипели', reply_to: '2' },
    ]);
    expect(detectLast(continued).due).toBe('2026-11-20');
  });

  it('reads a hand-over at the end of a reply as one', () => {
    const gallery = chat([
      { id: '1', author: 'natasha', at: '16:45', text: 'would be great if someone could draft the wall texts in English by Friday' },
      { id: '2', author: 'lea', at: '16:58', text: 'I can do it, can you send me your notes?', reply_to: '1' },
      { id: '3', author: 'claire', at: '17:03', text: 'go for it Lea', reply_to: '2' },
    ]);
    expect(detectLast(gallery).title).toBe('Draft the wall texts in English');
  });

  it('dates a hand-over with the day of a call asked with a time alone that same day', () => {
    const couriers = chat([
      {
        id: '1',
        author: 'ops',
        at: '10:02',
        text: 'can someone grab 3 envelopes from Bryant Park Tower to the courthouse? pickup has to happen before 11',
      },
      { id: '2', author: 'dante', at: '10:03', text: 'on 42nd, can do' },
      { id: '3', author: 'ops', at: '10:05', text: 'Dante take it. Luis stay on the midtown loop', reply_to: '2' },
    ]);
    expect(detectLast(couriers).due).toBe('2026-11-18');
  });

  it('dates a hand-over past an offer made minutes after the call, though only the hand-over replies to it', () => {
    const handOver = (offeredAt: string, handedAt: string) =>
      detectLast(
        chat([
          { id: '1', author: 'ops', at: '09:00', text: 'can someone run 3 envelopes from Bryant Park Tower to the courthouse on Friday?' },
          { id: '2', author: 'dante', at: offeredAt, text: 'on 42nd, can do' },
          { id: '3', author: 'ops', at: handedAt, text: 'Dante take it. Luis stay on the midtown loop', reply_to: '2' },
        ]),
      ).due;
    expect(handOver('09:04', '09:06')).toBe('2026-11-20');
    expect(handOver('11:04', '11:06')).toBeNull();
  });

  it("does not give new work in a reply the day of the author's earlier request", () => {
    const lab = chat([
      { id: '1', author: 'boss', at: '08:50', text: '@artem_cad запусти фрезеровку 6 каркасов сегодня до обеда' },
      { id: '2', author: 'artem', at: '09:05', text: 'ок, диск 98х16 последний остался кстати', reply_to: '1' },
      { id: '3', author: 'boss', at: '09:12', text: 'Лен, закажи 3 диска 98х16 A2 и 2 мультиколор, приоритет', reply_to: '2' },
    ]);
    expect(detectLast(lab).due).toBeNull();
  });

  it("keeps the request's day when the hand-over names only a time", () => {
    const choir = chat([
      { id: '1', author: 'marina', at: '09:30', text: 'кто сможет в субботу к 9 прийти перенести пюпитры на клирос? нужны двое' },
      { id: '2', author: 'pavel', at: '09:41', text: 'я могу' },
      { id: '3', author: 'dima', at: '09:43', text: 'я тоже, но к 10 только' },
      { id: '4', author: 'marina', at: '09:50', text: 'Паша, бери, Дима к 10 подтянется', reply_to: '3' },
    ]);
    expect(detectLast(choir).due).toBe('2026-11-21');
    const studio = chat([
      { id: '1', author: 'vika', at: '10:00', text: 'кто в пятницу съездит со мной на склад плитки? клиент хочет посмотреть' },
      { id: '2', author: 'dima', at: '10:20', text: 'могу я', reply_to: '1' },
      { id: '3', author: 'vika', at: '10:25', text: 'Дима, бери, к 15 вернёмся', reply_to: '2' },
    ]);
    expect(detectLast(studio).due).toBe('2026-11-20');
  });

  it('does not give an answer to a leave request the day of an unrelated request before it', () => {
    const messages = chat([
      { id: '1', author: 'nino', at: '09:00', text: 'Саша, обнови цены на Booking до пятницы' },
      { id: '2', author: 'mark', at: '11:30', text: 'is it ok if I swap my night shift with Julia? she agreed' },
      { id: '3', author: 'nino', at: '11:40', text: 'fine by me, just update the shift sheet', reply_to: '2' },
    ]);
    expect(detectLast(messages).due).toBeNull();
  });

  it("gives work tied to the doer's going the day of the leave or trip it answers", () => {
    const leave = chat([
      { id: '1', author: 'lyosha', at: '09:00', text: 'можно я в пятницу уйду в 15? к врачу' },
      { id: '2', author: 'boss', at: '09:10', text: 'можно, только перед уходом отдай Вере ключи от склада', reply_to: '1' },
    ]);
    expect(detectLast(leave).due).toBe('2026-11-20');
    const trip = chat([
      { id: '1', author: 'sam', at: '09:00', text: 'can I head out at 3 tomorrow? parents evening' },
      { id: '2', author: 'boss', at: '09:10', text: 'sure, drop the spare van keys at the office on your way', reply_to: '1' },
    ]);
    expect(detectLast(trip).due).toBe('2026-11-19');
  });

  it('gives work said for "that day" or «до этого» the day of the message it answers', () => {
    const visit = chat([
      { id: '1', author: 'gm', at: '09:00', text: 'the lift engineer comes 24.11 at 10, just fyi' },
      { id: '2', author: 'boss', at: '09:10', text: 'ok. Nikos, block the service lift from 8 that day', reply_to: '1' },
    ]);
    expect(detectLast(visit).due).toBe('2026-11-24');
    const remote = chat([
      { id: '1', author: 'lyosha', at: '09:00', text: 'можно я 26-го поработаю из дома? сантехник придёт' },
      { id: '2', author: 'boss', at: '09:10', text: 'можно, только до этого отдай Вере ключи от архива', reply_to: '1' },
    ]);
    expect(detectLast(remote).due).toBe('2026-11-26');
    const delivery = chat([
      { id: '1', author: 'gm', at: '09:00', text: 'новый стеллаж привезут 25-го, с 10 до 12' },
      { id: '2', author: 'boss', at: '09:10', text: 'Кира, к тому дню освободи стену у окна', reply_to: '1' },
    ]);
    expect(detectLast(delivery).due).toBe('2026-11-25');
    // «к тому же» is "besides", no day.
    const besides = chat([
      { id: '1', author: 'gm', at: '09:00', text: 'новый стеллаж привезут 25-го, с 10 до 12' },
      { id: '2', author: 'boss', at: '09:10', text: 'Кира, освободи стену у окна, к тому же там сыро', reply_to: '1' },
    ]);
    expect(detectLast(besides).due).not.toBe('2026-11-25');
    // "first": the work comes before the leave is granted, not on its day.
    const first = chat([
      { id: '1', author: 'sam', at: '09:00', text: 'can I take Nov 27 off? family thing' },
      { id: '2', author: 'boss', at: '09:10', text: 'yes, but swap your delivery round that day with Kim first', reply_to: '1' },
    ]);
    expect(detectLast(first).due).toBeNull();
  });

  it('gives a deadline said by an event («к ярмарке») the day a message of the thread gives that event', () => {
    const fair = (request: string) =>
      chat([
        { id: '1', author: 'boss', at: '09:00', text: 'напоминаю: ярмарка мастеров в субботу 28-го, стенд 6' },
        { id: '2', author: 'boss', at: '09:20', text: request },
      ]);
    expect(detectLast(fair('Аня, к ярмарке напечатай ценники на всю керамику')).due).toBe('2026-11-28');
    // A person is no event: "before Kevin can…" is a clause, and no thread message dates him.
    const kevin = chat([
      { id: '1', author: 'lead', at: '09:00', text: 'Kevin, draft the answers by Monday 23rd' },
      { id: '2', author: 'lead', at: '09:20', text: 'Maria, chase HR for the files, we need them before Kevin can finish' },
    ]);
    expect(detectLast(kevin).due).toBeNull();
  });

  it('keeps today for work before the going when the answer names its own day or the leave names none', () => {
    const ownDay = chat([
      { id: '1', author: 'sam', at: '09:00', text: 'ok if I take Friday off? I will be on my phone' },
      { id: '2', author: 'boss', at: '09:10', text: 'fine, just send the invoices today before you leave', reply_to: '1' },
    ]);
    expect(detectLast(ownDay).due).toBe('2026-11-18');
    const noDay = chat([
      { id: '1', author: 'lyosha', at: '13:00', text: 'можно я уйду пораньше? ребёнок заболел' },
      { id: '2', author: 'boss', at: '13:05', text: 'конечно, только перед уходом закрой кассу', reply_to: '1' },
    ]);
    expect(detectLast(noDay).due).toBe('2026-11-18');
  });

  it('does not give a follow-up that names a month or a week of its own the day of the message it answers', () => {
    const extended = (reply: string) =>
      chat([
        { id: '1', author: 'olga', at: '10:00', text: 'кто знает, лицензию на ЕИС продлили?' },
        { id: '2', author: 'sveta', at: '10:05', text: 'продлили до 31.12, письмо пришло вчера', reply_to: '1' },
        { id: '3', author: 'olga', at: '10:10', text: reply, reply_to: '2' },
      ]);
    expect(detectLast(extended('хорошо. тогда в декабре напомните мне о продлении')).due).toBeNull();
    expect(detectLast(extended('хорошо. тогда напомните мне о продлении')).due).toBe('2026-12-31');
  });

  it('does not give a follow-up that says there is no rush the day of the message it answers', () => {
    const tiles = (reply: string) =>
      chat([
        { id: '1', author: 'boss', at: '09:00', text: 'Дина, до пятницы закажи плитку для ванной на Лесной' },
        { id: '2', author: 'dina', at: '09:30', text: 'в «Керамике» другой артикул, поменять?', reply_to: '1' },
        { id: '3', author: 'boss', at: '09:40', text: reply, reply_to: '2' },
      ]);
    expect(detectLast(tiles('меняй, когда будет время, не горит')).due).toBeNull();
    expect(detectLast(tiles('меняй')).due).toBe('2026-11-20');
  });

  it("takes the thread from the chat's last request when the follow-up is not a reply", () => {
    const messages = chat([
      { id: '1', author: 'anna', at: '09:00', text: '@lera_sales нужно отправить клиенту КП на 40 корпоративных карт, сможешь сегодня?' },
      { id: '2', author: 'boss', at: '09:20', text: 'да, отправляй' },
    ]);
    const d = detectLast(messages);
    expect(d.title).toBe('Отправить клиенту КП на 40 корпоративных карт');
    expect(d.assignee).toBe('lera_sales');
    expect(d.due).toBe('2026-11-18');
  });

  it('does not make the asked author the doer of their own go-ahead', () => {
    const lamp = (author: string) =>
      chat([
        { id: '1', author: 'pavel_tech', at: '09:00', text: 'фильтр в холодильной камере забит. @irina_boss меняем?' },
        { id: '2', author, at: '09:30', text: 'меняй', reply_to: '1' },
      ]);
    expect(detectLast(lamp('irina_boss')).assignee).toBeNull();
    expect(detectLast(lamp('gleb_deputy')).assignee).toBe('irina_boss');
  });

  it('does not take an answer to a request for a new task', () => {
    const messages = chat([
      { id: '1', author: 'olga', at: '08:52', text: '@vika_reception обзвони, пожалуйста, пациентов на завтра и подтверди записи' },
      { id: '2', author: 'vika', at: '09:05', text: 'ок, сделаю после 10', reply_to: '1' },
    ]);
    expect(detectLast(messages).isTask).toBe(false);
  });

  it('reads only the same chat, within a few hours, at most THREAD_SIZE messages back', () => {
    const messages: ChatMessage[] = [
      { id: 'a', chat: 'Другой чат', sent_at: '2026-11-18T10:59:00+03:00', text: 'закажи 20 кг сёмги' },
      { id: 'b', chat: 'Склад', sent_at: '2026-11-18T01:00:00+03:00', text: 'закажи плёнку' },
      ...Array.from({ length: THREAD_SIZE + 2 }, (_, i) => ({
        id: `c${i}`,
        chat: 'Склад',
        sent_at: `2026-11-18T10:${String(10 + i).padStart(2, '0')}:00+03:00`,
        text: `сообщение ${i}`,
      })),
    ];
    const thread = threadsOf(messages).at(-1)!;
    expect(thread.previous.map((m) => m.id)).toEqual(Array.from({ length: THREAD_SIZE }, (_, i) => `c${i + 1}`));
    expect(thread.replyTo).toBeNull();
  });
});

describe('transliterated Russian', () => {
  it('is read like Russian: the request, its day and its title', () => {
    const d = detectTask({
      id: 't',
      sent_at: '2026-02-10T10:30:00+03:00',
      text: '@lena_assist zakazhi pozhaluysta Ubistezin forte 3 upakovki do sredy',
    });
    expect(d.isTask).toBe(true);
    expect(d.assignee).toBe('lena_assist');
    expect(d.due).toBe('2026-02-11');
    expect(d.title).toBe('Заказать Убистезин форте 3 упаковки');
  });

  it('rolls «5-go» written on 30 December over into January', () => {
    expect(detectTask({ id: 'r', sent_at: '2026-12-30T15:10:00+06:00', text: 'stas, 5-go reys na Barnaul tvoy, zagruzka v 7' }).due).toBe(
      '2027-01-05',
    );
  });
});
