import { extractDue } from './dueChoice';
import { parseSentAt } from './localDate';

// Wednesday 18 November 2026, 10:00 in Moscow.
const WEDNESDAY_MORNING = parseSentAt('2026-11-18T10:00:00+03:00');

describe('limits said by how teams talk, not by a date word', () => {
  it.each([
    // A wish is no condition; an "if X can" says the day the work is done when it can be.
    ['было бы отлично, если бы кто-то перебрал склад к пятнице', '2026-11-20'],
    ['было бы здорово если кто-нибудь разобрал коробки к понедельнику', '2026-11-23'],
    ['if the printer guy can come today get him to fix tray 2', '2026-11-18'],
    // An hour named with "the" and "o'clock", and a service of the day, are limits within today.
    ["could someone mop the hall before the 3 o'clock pickups?", '2026-11-18'],
    ['can someone grab more lemons before service?', '2026-11-18'],
    // The latest day the asker accepts is the deadline, even after "no rush".
    ['can you sort the invoices? no rush, friday is fine', '2026-11-20'],
    ['перепиши инструкцию, не горит, в конце месяца нормально', '2026-11-30'],
    // «до этого» points at the day said before it.
    ['плитку обещали привезти 25-го, до этого освободи проход', '2026-11-25'],
    ['the inspector comes monday, have the fire log signed by then', '2026-11-23'],
    // A time said as the deadline stays today's beside a later verbless «эксперт завтра».
    ['остаток до 14 закончи и отпишись, комиссия завтра', '2026-11-18'],
    // «на 9-м» is where (a route, a line), not a day; «на 9-е» is a day.
    ['Паша, к пятнице верни автобус, а то на 7м некому ездить', '2026-11-20'],
    ['Паша, поставь Олю на 27-е', '2026-11-27'],
    // «на неделе» is «на этой неделе»: that week's Friday.
    ['Ира, обзвони поставщиков на неделе', '2026-11-20'],
    // Having the time is politeness, not a condition: the day is still the work's.
    ['if you get a chance this week can you recalibrate the scale?', '2026-11-20'],
    ['Коля, почини калитку, если время будет на неделе', '2026-11-20'],
    // A «now» told before the sentence that asks is no order for now.
    ['they want two hours notice now. could you ring them tomorrow before 10?', '2026-11-19'],
    // «чтоб» after a bare hour leaves it an hour.
    ['Вася, до 17 чтоб всё было упаковано', '2026-11-18'],
  ])('«%s» → %s', (text, due) => {
    expect(extractDue(text, WEDNESDAY_MORNING)).toBe(due);
  });

  it.each([
    // A real condition still names no deadline.
    ['если в пятницу пойдёт дождь, накрой мебель', null],
    // «на следующей неделе» stays a vague period; a real condition on the week stays one.
    ['обзвони поставщиков на следующей неделе', null],
    ['если на неделе привезут плитку, сразу клади', null],
    // A «now» in the sentence that asks still sets aside a later day it only mentions.
    ['the audit is on friday. print the checklists now', null],
    // «до того как» is "before something happens", not a day pointed back at.
    ['до 30-го сдай акты; проверка 25-го, до того как придут, ничего не трогай', '2026-11-30'],
    // A duty handed over from a day has no deadline; an order starting from a day keeps its day.
    ['с понедельника склад на тебе, ключи у охраны', null],
    ['с понедельника переведи кассу на новый тариф', '2026-11-23'],
    // What happens if the work is not done is no deadline; the deadline said before it still is.
    ['закажи фильтры, иначе в пятницу встанем', null],
    ['закажи фильтры к понедельнику, иначе в пятницу встанем', '2026-11-23'],
    // A later day in a clause with a verb is the day the work is done.
    ['подними давление до 12, завтра утром замерь снова', '2026-11-19'],
  ])('«%s» → %s', (text, due) => {
    expect(extractDue(text, WEDNESDAY_MORNING)).toBe(due);
  });
});

describe('an open call read again from a follow-up', () => {
  const call = 'кто в субботу выйдет на инвентаризацию? нужно трое, отпишитесь до пятницы';

  it('keeps the reply-by day for the call itself', () => {
    expect(extractDue(call, WEDNESDAY_MORNING)).toBe('2026-11-20');
  });

  it("takes the work's day once the call has been answered", () => {
    expect(extractDue(call, WEDNESDAY_MORNING, { daysOnly: true })).toBe('2026-11-21');
  });
});
