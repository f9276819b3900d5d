/** Dates, requests, priorities and titles for the kinds of miss read on the corpus and on round 11 (dev half): each invented, with a case it must not fire on. */
import { detectTask } from './detector';
import { extractDue } from './dueChoice';
import { parseSentAt } from './localDate';
import { extractPriority } from './priority';
import { countNotHour } from './notADate';
import { isRussianImperative } from './russianImperative';
import { requestScore } from './requestSentence';
import { threadsOf } from './thread';
import { extractTitle } from './title';

// Tuesday 30 June 2026, 11:00.
const TUESDAY_LATE_MORNING = parseSentAt('2026-06-30T11:00:00+03:00');
const due = (text: string) => extractDue(text, TUESDAY_LATE_MORNING);

describe('the clock as people write it', () => {
  it('reads an English hour up to 7 with its minutes as the afternoon, a Russian one as written', () => {
    expect(due('can someone grab a sleeve of cups from storage before the 4:30 class')).toBe('2026-06-30');
    expect(due('Коля, отвези накладные до 6:30')).toBe('2026-07-01');
  });

  it('reads the 24-hour clock without a colon, and midnight, as today', () => {
    expect(due('can someone drop the spare first aid kit at the ops desk before the 1400 brief?')).toBe('2026-06-30');
    expect(due('just put the swap through on the crew app before midnight')).toBe('2026-06-30');
    expect(due('order 1400 bags of cement by Friday')).toBe('2026-07-03');
  });

  it('reads «до вечера» typed in Latin letters', () => {
    expect(due('povesi tablichku na 4 chto closed for maintenance, do vechera')).toBe('2026-06-30');
  });

  it('hears an hour before a verb of others’ doing, and a count before a noun', () => {
    expect(countNotHour(' привезут автомат')).toBe(false);
    expect(countNotHour(' коробок')).toBe(true);
    expect(due('Наташа, звони в «Электромир», пусть к 17 привезут автомат на 63')).toBe('2026-06-30');
  });
});

describe('a deadline in a question with a date in it', () => {
  it('finds the request in «сможешь до пятницы, 14.01, …?» past the date’s dot', () => {
    const monday = parseSentAt('2027-01-11T09:05:00+07:00');
    const text = 'Сергей Петрович, сможешь до пятницы, 14.01, скинуть путевые? у нас в понедельник сверка с бухгалтерией';
    expect(extractDue(text, monday)).toBe('2027-01-14');
    expect(requestScore('сможешь до пятницы, 14.01, скинуть путевые?')).toBeGreaterThan(0);
    expect(requestScore('ну раз сможешь. Ок, понял, а смета?')).toBe(0);
  });
});

describe('reflexive orders', () => {
  it('reads «-йся», «-ься» as an imperative and a participle in «-щийся» as none', () => {
    for (const word of ['договаривайся', 'собирайся', 'готовься', 'занимайся'])
      expect({ word, on: isRussianImperative(word) }).toEqual({ word, on: true });
    for (const word of ['занимающийся', 'оставшийся', 'новый'])
      expect({ word, on: isRussianImperative(word) }).toEqual({ word, on: false });
  });

  it('takes the day of the sentence with the reflexive order over a deadline told before it', () => {
    const friday = parseSentAt('2026-12-25T10:12:00+03:00');
    expect(extractDue('а акт нужен до 31-го... Костя, договаривайся с Калиной об отсрочке письменно, сегодня', friday)).toBe('2026-12-25');
  });
});

describe('polite questions, lights and the day things were of', () => {
  it('hears «не мог бы ты …?» as a request, and takes its week as the due day even when it can wait', () => {
    const monday = parseSentAt('2026-05-25T08:32:00+08:00');
    const text = 'Дима, не мог бы ты на этой неделе подать заявку на вывод ТН в ремонт? не горит, но в июле отключений не дадут';
    expect(requestScore('Дима, не мог бы ты на этой неделе подать заявку?')).toBeGreaterThan(0);
    expect(extractDue(text, monday)).toBe('2026-05-29');
    expect(extractDue('подать заявку не горит, сделаем когда сможешь', monday)).toBeNull();
  });

  it('reads a light that is off as no priority, and "that’s the blocker" as high', () => {
    expect(extractPriority('Витя, помоги сегодня до 11 поменять гирлянду в фойе, половина не горит')).toBe('medium');
    expect(extractPriority('фара у Газели не горит, поменяй до вечера, не горит — завтра тоже можно')).toBe('low');
    expect(extractPriority('@benny need the studs on before 9, that’s the blocker'.replace('’', "'"))).toBe('high');
  });

  it('gives way from the day things were of to the day the work is due', () => {
    const saturday = parseSentAt('2026-06-27T19:10:00+05:00');
    expect(extractDue('Айдос, завтра до 12 сдай Дане наличку за сегодняшние тандемы', saturday)).toBe('2026-06-28');
    expect(extractDue('Айдос, сдай наличку за сегодняшние тандемы', saturday)).toBe('2026-06-27');
  });
});

describe('work handed over with a colon', () => {
  const sent = parseSentAt('2026-11-10T10:00:00+03:00');
  it('titles «X — твоя: сделать Y» with the work after the colon', () => {
    expect(extractTitle('@kirill виолончель филармонии — твоя: переклеить пружину и поставить новую душку', sent)).toBe(
      'Переклеить пружину и поставить новую душку',
    );
    expect(extractTitle('@dima пикап Грега — твой: в пятницу вечером забираешь из Acton ракету и мотор', sent)).toBe(
      'Забрать из Acton ракету и мотор',
    );
    expect(extractTitle('Jonas, the Dubai order is yours: pack it and send the invoice', sent)).toMatch(/^Pack .*send the invoice$/);
  });
});

describe('a promise to find out and answer', () => {
  it('is no task when said to a name, and an order beside it still is', () => {
    const said = (text: string) => detectTask({ id: 'm', chat: 'c', author: 'lead', sent_at: '2026-12-08T12:26:00+04:00', text });
    expect(said('Khalid, I’ll check with Mei and tell you after lunch'.replace('’', "'")).isTask).toBe(false);
    expect(said('Коля, уточню у Сергея и сегодня отвечу').isTask).toBe(false);
    expect(said('Коля, уточню у Сергея и отвечу, а ты пока подготовь смету на кран к четвергу').isTask).toBe(true);
    expect(said("Mei, I'll check and let you know. can you pack the Patek for the courier today?").isTask).toBe(true);
  });
});

describe('work handed to a volunteer without a reply link', () => {
  it('is due when the request asked for it', () => {
    const chat = [
      { id: 'a', text: "Would be great if someone could update the kids' activity sheet for reception by Friday", at: '08:00' },
      { id: 'b', text: "I can do it, I've got the Canva login", at: '08:15' },
      { id: 'c', text: "perfect, it's yours", at: '08:20' },
    ].map(({ id, text, at }) => ({ id, chat: 'desk', author: id, sent_at: `2026-10-20T${at}:00+01:00`, reply_to: null, text }));
    const threads = threadsOf(chat);
    const handed = detectTask(chat[2]!, { thread: threads[2] });
    expect(handed.title).toBe("Update the kids' activity sheet for reception");
    expect(handed.due).toBe('2026-10-23');
    expect(detectTask({ ...chat[2]!, text: "perfect, it's yours, do it Monday" }, { thread: threads[2] }).due).toBe('2026-10-26');
  });
});

describe('an hour "at" a place', () => {
  it('keeps "at 6:30" as written, since a start may be tomorrow morning', () => {
    expect(due('be at the depot at 6:30 with the van')).toBe('2026-07-01');
  });
});
