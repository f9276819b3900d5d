import { extractTitle } from './title';
import { parseSentAt } from './localDate';

const sent = parseSentAt('2026-11-18T10:00:00+03:00');

describe('the day words a title does without', () => {
  it('takes the part of the day and a possessive out with the day, and leaves a noun spelt as a preposition', () => {
    expect(extractTitle('Olek, can you bring the other 2 boxes today or tomorrow morning?', sent)).toBe('Bring the other 2 boxes');
    expect(extractTitle('ok, just do the Z-report and count the till before you go', sent)).toBe('Do the Z-report and count the till');
  });

  it('keeps the hours of a shift together and takes a second day out with the first', () => {
    expect(extractTitle('кто-то может подменить меня в субботу 28-го с 12 до 16?', sent)).toBe('Подменить меня с 12 до 16');
    expect(extractTitle('Галина, на 27-е и 29-е поставь Катю на канапе, а Машу только на торты', sent)).toBe('Поставить Катю на канапе');
  });

  it('leaves no «нужно» or part of the day hanging where the day was taken out', () => {
    expect(extractTitle('Виталий, закажите, пожалуйста, саморезы, нужно к завтрашнему утру', sent)).toBe('Заказать саморезы');
  });
});
