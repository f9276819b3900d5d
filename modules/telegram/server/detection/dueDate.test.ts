import { extractDue } from './dueChoice';
import { parseSentAt } from './localDate';

// Wednesday 18 November 2026, 10:00 in Moscow.
const WEDNESDAY_MORNING = parseSentAt('2026-11-18T10:00:00+03:00');
// Friday 20 November 2026, 18:30 in Moscow.
const FRIDAY_EVENING = parseSentAt('2026-11-20T18:30:00+03:00');

describe('due dates in Russian, relative to when the message was sent', () => {
  it.each([
    ['Олег, завтра до обеда пришли смету', '2026-11-19'],
    ['к 15:00 нужен отчёт по объекту', '2026-11-18'],
    ['подготовь слайды к пятнице', '2026-11-20'],
    ['сделай, пожалуйста, до конца недели', '2026-11-20'],
    ['до конца следующей недели обнови доку', '2026-11-27'],
    ['до послезавтра закрой акты', '2026-11-20'],
    ['через 3 дня сдать отчёт', '2026-11-21'],
    ['к 25-му подготовь сверку', '2026-11-25'],
    ['до двадцать второго оформи договор', '2026-11-22'],
    ['в понедельник, тридцатого, приедет заказчик — подготовь документы', '2026-11-30'],
    ['к 1 декабря сдать отчёт', '2026-12-01'],
    ['к 01.12 сдать отчёт', '2026-12-01'],
    ['до пт закрой задачу', '2026-11-20'],
    ['во вторник на следующей неделе созвон, подготовь план', '2026-11-24'],
    ['в пятницу на следующей неделе сдаём, проверь всё', '2026-11-27'],
    ['до конца месяца закрой долги', '2026-11-30'],
    ['сегодня-завтра поставь щиток', '2026-11-19'],
  ])('«%s» → %s', (text, due) => {
    expect(extractDue(text, WEDNESDAY_MORNING)).toBe(due);
  });

  it('reads the date beside a weekday in the dative («к пятнице, 27-му», «к пятнице двадцатого»)', () => {
    expect(extractDue('сделаешь к пятнице, 27-му?', WEDNESDAY_MORNING)).toBe('2026-11-27');
    expect(extractDue('к пятнице двадцать седьмого нужны три варианта слогана', WEDNESDAY_MORNING)).toBe('2026-11-27');
  });

  it("reads «до ночи» and tonight's event («до начала вечернего спектакля») as today", () => {
    expect(extractDue('оформи все 58 накладных до ночи, отправка завтра в 6:00', WEDNESDAY_MORNING)).toBe('2026-11-18');
    expect(extractDue('Вика, до начала вечернего спектакля поменяй батарейки в фонариках', WEDNESDAY_MORNING)).toBe('2026-11-18');
  });

  it('reads «в среду» said on a Wednesday as next Wednesday, never today', () => {
    expect(extractDue('в среду созвон, подготовь слайды', WEDNESDAY_MORNING)).toBe('2026-11-25');
  });

  it('moves a bare hour already past to the next day', () => {
    expect(extractDue('сдай инкассацию до 10 утра', FRIDAY_EVENING)).toBe('2026-11-21');
  });

  it('names no date for vague or past times', () => {
    expect(extractDue('на следующей неделе разберёмся с логированием', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('заполни, пожалуйста, прошлую субботу', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('вчера забыли про акты, сделай', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('закажи ещё плёнки на пятый этаж', WEDNESDAY_MORNING)).toBeNull();
  });

  it('does not take what a number or a paper is of («от 9-го») for a deadline', () => {
    expect(extractDue('пропуск от 3-го возьми у охраны', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('Оля, найди накладную от 12.11 и до пятницы сверь с актом', WEDNESDAY_MORNING)).toBe('2026-11-20');
    expect(extractDue('Оля, до 7-го сверь накладные', WEDNESDAY_MORNING)).toBe('2026-12-07');
  });

  it("takes the request's own deadline before the event it prepares", () => {
    expect(extractDue('Чёрная пятница 27-го. Денис, к 24-му подготовь список товаров', WEDNESDAY_MORNING)).toBe('2026-11-24');
    expect(extractDue('проверка в понедельник, подготовь папку до пятницы', WEDNESDAY_MORNING)).toBe('2026-11-20');
  });
});

describe('due dates in English', () => {
  it.each([
    ['can you send the quote by Friday?', '2026-11-20'],
    ['call the supplier tomorrow 8am', '2026-11-19'],
    ['need the invoice fixed EOD', '2026-11-18'],
    ['by next Tuesday please', '2026-11-24'],
    ['end of next week is fine', '2026-11-27'],
    ['by the end of the month', '2026-11-30'],
    ['renew the cert by the 25th', '2026-11-25'],
    ['by Dec 3 at the latest', '2026-12-03'],
    ['in two days', '2026-11-20'],
    ['tonight please recount till 2', '2026-11-18'],
    ['first thing tomorrow get the pump on', '2026-11-19'],
    ['before noon', '2026-11-18'],
  ])('"%s" → %s', (text, due) => {
    expect(extractDue(text, WEDNESDAY_MORNING)).toBe(due);
  });

  it('does not take a fraction said of a thing for a day and month', () => {
    expect(extractDue('no discount on the full page, offer 15% off the 1/2 and leave it there', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('sell them a 1/4 page for the winter issue', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('renew the lease by the 1/4', WEDNESDAY_MORNING)).toBe('2027-04-01');
  });

  it('takes the later of two days offered as either', () => {
    expect(extractDue('Катя, распечатай программки в понедельник или во вторник', WEDNESDAY_MORNING)).toBe('2026-11-24');
    expect(extractDue('print the programmes Monday or Tuesday', WEDNESDAY_MORNING)).toBe('2026-11-24');
    expect(extractDue('Катя, в понедельник распечатай программки, во вторник раздай', WEDNESDAY_MORNING)).toBe('2026-11-23');
    expect(extractDue('index the exhibits over the weekend if you can, otherwise Monday morning', WEDNESDAY_MORNING)).toBe('2026-11-23');
  });

  it('reads an hour after a preposition typed in Latin letters («v 15:00»)', () => {
    expect(extractDue('Дима, собери 4 комплекта, Паша zaberet v 15:00', WEDNESDAY_MORNING)).toBe('2026-11-18');
    expect(extractDue('Дима, собери v 2.0 сборку', WEDNESDAY_MORNING)).toBeNull();
  });

  it('does not take a length of time for a date or an hour', () => {
    expect(extractDue("could someone look at the PR? it's been open for 3 weeks", WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('да, пробный доступ на 7 дней, и проверь лимиты', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('поставь будильник на 7 утра', WEDNESDAY_MORNING)).toBe('2026-11-19');
  });

  it('gives an order for now no day that only a report before it names', () => {
    expect(extractDue('12 calls waiting, the heat peaks today. Sam, take the Ortiz job first, asap', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('Sam, take the Ortiz job today, asap', WEDNESDAY_MORNING)).toBe('2026-11-18');
  });

  it('reads "since Monday" and «с понедельника ни одной» as a day gone by, not the next Monday', () => {
    expect(extractDue("Ola, could you sign the lease? it's been on your desk since Monday", WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('Ola, sign the lease by Monday', WEDNESDAY_MORNING)).toBe('2026-11-23');
    expect(extractDue('Паша, глянь, почему заявки не приходят? с понедельника ни одной', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('Паша, с понедельника принимай заявки', WEDNESDAY_MORNING)).toBe('2026-11-23');
  });

  it('does not take a verb or a sale for a weekday', () => {
    expect(extractDue('I sat on it all day, sorry', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('prep the Black Friday banner', WEDNESDAY_MORNING)).toBeNull();
  });
});

describe('the chat time zone', () => {
  it('counts "tomorrow" from the chat\'s own day, not UTC', () => {
    // 23:30 in Moscow is still 20:30 UTC on the same day; for the chat it is almost the next day.
    expect(extractDue('завтра проверь', parseSentAt('2026-11-18T23:30:00+03:00'))).toBe('2026-11-19');
    // 00:30 in Moscow on the 19th is 21:30 UTC on the 18th; tomorrow for the chat is the 20th.
    expect(extractDue('завтра проверь', parseSentAt('2026-11-19T00:30:00+03:00'))).toBe('2026-11-20');
  });
});

describe("dates across the year, in the message's own time", () => {
  // Wednesday 30 December 2026, 15:10 in Omsk (UTC+6).
  const NEW_YEARS_EVE_EVE = parseSentAt('2026-12-30T15:10:00+06:00');

  it('rolls a day of the month already past over into the next month and year', () => {
    expect(extractDue('Вика, 5-го обзвони пациентов Кравцова', NEW_YEARS_EVE_EVE)).toBe('2027-01-05');
    expect(extractDue('до 5-го разошли СМС пациентам', NEW_YEARS_EVE_EVE)).toBe('2027-01-05');
    expect(extractDue('send the report by the 4th', NEW_YEARS_EVE_EVE)).toBe('2027-01-04');
    expect(extractDue('к 10.01 подготовь акты', NEW_YEARS_EVE_EVE)).toBe('2027-01-10');
  });

  it("counts from the sender's wall clock: 23:30 on the 30th in Omsk is still the 30th there", () => {
    expect(extractDue('завтра проверь аккумуляторы', parseSentAt('2026-12-30T23:30:00+06:00'))).toBe('2026-12-31');
    expect(extractDue('завтра проверь аккумуляторы', parseSentAt('2026-12-30T23:30:00-08:00'))).toBe('2026-12-31');
  });

  it('reads "by EOD tomorrow" as tomorrow, and EOD alone as today', () => {
    expect(extractDue('send me the deck by EOD tomorrow', WEDNESDAY_MORNING)).toBe('2026-11-19');
    expect(extractDue('пришли смету завтра до конца дня', WEDNESDAY_MORNING)).toBe('2026-11-19');
    expect(extractDue('need the invoice fixed EOD', WEDNESDAY_MORNING)).toBe('2026-11-18');
  });

  it('takes a calendar date written next to a weekday over the weekday', () => {
    expect(extractDue('drop the samples off Thu the 10th', WEDNESDAY_MORNING)).toBe('2026-12-10');
    expect(extractDue('в четверг 10.12 сдай отчёт', WEDNESDAY_MORNING)).toBe('2026-12-10');
    expect(extractDue('ты и ставь в пятницу, 27-го, он всё равно стоит', WEDNESDAY_MORNING)).toBe('2026-11-27');
  });

  it('keeps a weekday said as the deadline when another date is only mentioned', () => {
    expect(extractDue('Катя, до среды согласуй график на декабрь, особенно 30-го и 31-го', WEDNESDAY_MORNING)).toBe('2026-11-25');
    expect(extractDue('Андрей, к четвергу посчитай объёмы, заказчик хочет КС-2 в конце месяца', WEDNESDAY_MORNING)).toBe('2026-11-19');
  });

  it('takes the deadline, not the date of a meeting, a delivery or an audit mentioned as context', () => {
    expect(extractDue('Коллеги, 26 ноября проверка. Ирина — журналы до 24.11 в порядок', WEDNESDAY_MORNING)).toBe('2026-11-24');
    expect(extractDue('the client meeting is on Friday; please send the agenda by the 19th', WEDNESDAY_MORNING)).toBe('2026-11-19');
    expect(extractDue('поставка приедет 21.11, а ты до 25-го разбери склад', WEDNESDAY_MORNING)).toBe('2026-11-25');
    expect(extractDue('the new sofa delivery arrives on the 20th, Sam, tidy the lounge on the 24th', WEDNESDAY_MORNING)).toBe('2026-11-24');
  });

  it('takes the deadline in the sentence that asks over a day another sentence tells', () => {
    expect(extractDue('Katya, could you retest it by Thursday? dev says the fix lands tonight', WEDNESDAY_MORNING)).toBe('2026-11-19');
    expect(
      extractDue('Sofia, can you update the sheet before the end of the day? the office needs it for the Monday report', WEDNESDAY_MORNING),
    ).toBe('2026-11-18');
    // A time alone is on the day said before it.
    expect(extractDue('Завтра с 7:00 все на месте. Настя — канапе на тебе, 180 штук к 16:00', WEDNESDAY_MORNING)).toBe('2026-11-19');
  });

  it('reads «до вечера» in the afternoon as today, and in the late evening as tomorrow', () => {
    expect(extractDue('обнови ценники до вечера', parseSentAt('2026-11-18T16:00:00+03:00'))).toBe('2026-11-18');
    expect(extractDue('обнови ценники до вечера', parseSentAt('2026-11-18T21:30:00+03:00'))).toBe('2026-11-19');
  });

  it('does not take a reading or a price with a decimal point for a day and month', () => {
    expect(extractDue('EC в системе B поднялся до 2.4, проверь дозатор до вечера', WEDNESDAY_MORNING)).toBe('2026-11-18');
    expect(extractDue('себестоимость готова: 11.8 лари за кг, глянь', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('pH dropped to 5.8, check the dosing pump', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('сдай отчёт до 2.12', WEDNESDAY_MORNING)).toBe('2026-12-02');
  });

  it('gives no date for vague periods', () => {
    expect(extractDue('в феврале обнови прайс', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('после праздников поменяем компрессор, собери КП', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('sometime next month redo the signage', WEDNESDAY_MORNING)).toBeNull();
    expect(extractDue('order the new chairs asap', WEDNESDAY_MORNING)).toBeNull();
  });
});

describe('days that are no deadline: whose slot, what was told, and holidays that name a day', () => {
  it.each([
    ['Светлана, обзвоните клиентов, записанных на пятницу, и перенесите их', null],
    ['Андрей, поправь в маршрутном листе №5 время Пышмы на 8:30', null],
    ['early bird sold out in 10 days 🎉 @mia_socials asap pls: a story and switch the link in bio', null],
    ['обзвони всех, кто записан на 28-е, подтверди время до 18 завтра', '2026-11-19'],
    ['Антон, стык временно зашей? если время будет на неделе', '2026-11-20'],
    ["NYE: gala dinner 140 covers. @aled_door you're on terrace safety 11:30pm–12:30am", '2026-12-31'],
    ['put the hampers out on Christmas Eve', '2026-12-24'],
    // A rule from now on has no deadline; work that starts tomorrow, or a switch on a day, does.
    ['кто в цеху последний уходит — проверяйте ворота, с сегодняшнего дня записывайте в журнал', null],
    ['Саша, Марте мягкий рацион с завтрашнего дня', null],
    ['nobody mixes aprons with towels from today. @lerato can you make a sign for the table?', null],
    ['Костя, разнеси их в 1С сегодня-завтра', '2026-11-19'],
    ["let's double the batch starting tomorrow", '2026-11-19'],
    ['Вика, переключи Авито на базовый пакет с 1 декабря', '2026-12-01'],
    // Words after a day that only begin like a floor, a row or a house («днём», «домой», «рядом», «полис»).
    ['приходи 25-го днём', '2026-11-25'],
    ['привези 25-го домой', '2026-11-25'],
    ['продли страховку до 25-го, полис кончается 26-го', '2026-11-25'],
    ['трубу на 5-м ряду замени', null],
    // A part of a day named by its weekday is that day.
    ['кто сколько листовок раздал — пишите сюда до вечера пятницы', '2026-11-20'],
  ])('«%s» → %s', (text, due) => {
    expect(extractDue(text, WEDNESDAY_MORNING)).toBe(due);
  });
});
