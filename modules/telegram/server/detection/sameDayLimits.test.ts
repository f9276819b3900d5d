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
    ['Дима, заскочи в Леруа по дороге, возьми 200 колышков', '2026-11-18'],
    ['Коль, раз едешь — захвати 2 рулона спанбонда', '2026-11-18'],
    // What the day's timetable brings.
    ['глянь сушилку до вечерних групп', '2026-11-18'],
    ['грейдер на тебе, к ночной смене должен выйти', '2026-11-18'],
    ['Егор, на ночь выводи 3 грейдера', '2026-11-18'],
    ['Тимур, nozzle на 3-м поменяй в начале смены', '2026-11-18'],
    ['протри все столы перед следующим стартом', '2026-11-18'],
    ['can you recalibrate it before the afternoon make?', '2026-11-18'],
    ['someone pls move them off the walkway before the evening class', '2026-11-18'],
    ['get him onto an air mattress before nights come on please', '2026-11-18'],
    ['could someone grit the ramps before gates open?', '2026-11-18'],
    ['can someone swap it before the vans go out?', '2026-11-18'],
    ['Marcus, can you do it before your break?', '2026-11-18'],
  ])('«%s» → %s', (text, due) => {
    expect(extractDue(text, WEDNESDAY_MORNING)).toBe(due);
  });

  it.each([
    // A day named beside the limit is the day.
    ['Лёша, в пятницу до пересменки перебери аптечку', '2026-11-20'],
    ['before dark on friday, bring the sandbags in', '2026-11-20'],
    // «до приезда» with no one's coming said is not a milestone of today; «пока не скажу» waits open-ended.
    ['до приезда комиссии уберите двор', null],
    // A night on a day named is that day's.
    ['в пятницу на ночь выведи грейдеры', '2026-11-20'],
    ['не трогай сервер, пока я не скажу', null],
    // «пока» without «ты там» is no trip.
    ['пока склад закрыт, переставь стеллажи', null],
    // "before the weather report" is not weather coming.
    ['read the weather report before the meeting', null],
  ])('«%s» → %s', (text, due) => {
    expect(extractDue(text, WEDNESDAY_MORNING)).toBe(due);
  });
});
