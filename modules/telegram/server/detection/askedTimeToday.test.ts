import { extractDue } from './dueChoice';
import { parseSentAt } from './localDate';

// Wednesday 18 November 2026, 10:00 in Moscow.
const WEDNESDAY_MORNING = parseSentAt('2026-11-18T10:00:00+03:00');

describe('a time limit in the clause that asks, beside days told as context', () => {
  it.each([
    // The days are in clauses that ask nothing: what happens then, why it is urgent.
    ['Паша, до 18 верни газель на базу, в понедельник на ней всё железо везём', '2026-11-18'],
    ['Айгерим, позвони в поддержку банка до 6 вечера, пусть заменят терминал, у нас 28го поток', '2026-11-18'],
    ['Даша, выстави, пожалуйста, счёт отелю до 18:00, у них бухгалтерия в пятницу рано закрывается', '2026-11-18'],
    ['Машина в пятницу в 6:00, рампа 2. @vera_sklad оформи ветсвидетельства до вечера, потом поздно будет', '2026-11-18'],
    ['скинь, пожалуйста, лист назначений до 18, чтобы завтра она шла уже с ним', '2026-11-18'],
    // The day is of the thing asked for.
    ['Олеся, до 18 обзвоните всех записанных на завтра и перенесите их', '2026-11-18'],
    ['Руслан, разошли всем к обеду расписание рейсов на 30-е', '2026-11-18'],
  ])('«%s» → %s', (text, due) => {
    expect(extractDue(text, WEDNESDAY_MORNING)).toBe(due);
  });

  it.each([
    // A day beside the time, a day told before it in the sentence, a day in a clause that asks, a day said as the deadline.
    ['Витя, в пятницу к 9 отвези Игоря на объект', '2026-11-20'],
    ['Columbiahalle в субботу: кто может к 7:00 на load-in?', '2026-11-21'],
    ['подними температуру до 21 и раскачай CO2 снизу, завтра утром замерь снова', '2026-11-19'],
    ['Giorgos, before we close: drain the outdoor showers and cover the furniture, end of next week', '2026-11-27'],
    ['себе на завтра: до открытия проверить модуль выдачи', '2026-11-19'],
  ])('«%s» → %s', (text, due) => {
    expect(extractDue(text, WEDNESDAY_MORNING)).toBe(due);
  });

  it('reads "load-in day" as no day', () => {
    expect(extractDue('load-in day 🚚 себе: до обеда подписать акт передачи площадки', WEDNESDAY_MORNING)).toBe('2026-11-18');
    expect(extractDue('fix the gate in 2 days', WEDNESDAY_MORNING)).toBe('2026-11-20');
  });
});
