import { extractDue } from './dueChoice';
import { parseSentAt } from './localDate';

// Wednesday 18 November 2026, 10:00 in Moscow.
const WEDNESDAY_MORNING = parseSentAt('2026-11-18T10:00:00+03:00');

describe('limits within the working day', () => {
  it.each([
    ['Лёша, перебери аптечку до пересменки', '2026-11-18'],
    ['Оля, перед сменой проверь холодильники', '2026-11-18'],
    ['мусор из подсобки до перерыва вынесите', '2026-11-18'],
    ['Дима, разгрузи паллеты до их приезда', '2026-11-18'],
    ['закройте теплицу, пока дождь не начался', '2026-11-18'],
    ['bring the sandbags in before dark please', '2026-11-18'],
    ['Tom, sweep the loading dock before you knock off', '2026-11-18'],
    ['someone tie down the tarps before the storm hits', '2026-11-18'],
    // Work on a trip the doer is on now.
    ['Миша, захвати на обратном пути два рулона плёнки', '2026-11-18'],
    ['раз ты там, забери накладные у охраны', '2026-11-18'],
    ["while you're out grab a box of zip ties", '2026-11-18'],
  ])('«%s» → %s', (text, due) => {
    expect(extractDue(text, WEDNESDAY_MORNING)).toBe(due);
  });

  it.each([
    // A day named beside the limit is the day.
    ['Лёша, в пятницу до пересменки перебери аптечку', '2026-11-20'],
    ['before dark on friday, bring the sandbags in', '2026-11-20'],
    // «до приезда» with no one's coming said is not a milestone of today; «пока не скажу» waits open-ended.
    ['до приезда комиссии уберите двор', null],
    ['не трогай сервер, пока я не скажу', null],
    // «пока» without «ты там» is no trip.
    ['пока склад закрыт, переставь стеллажи', null],
    // "before the weather report" is not weather coming.
    ['read the weather report before the meeting', null],
  ])('«%s» → %s', (text, due) => {
    expect(extractDue(text, WEDNESDAY_MORNING)).toBe(due);
  });
});
