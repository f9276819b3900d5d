import { extractTitle } from './title';
import { parseSentAt } from './localDate';

const sent = parseSentAt('2026-11-18T10:00:00+03:00');

describe('work asked of everyone', () => {
  it('turns what is needed from everyone into handing it in', () => {
    expect(extractTitle('коллеги, мне нужны от всех смен заявки на расходники на декабрь до среды. cc @irina_zavotd', sent)).toBe(
      'Сдать заявки на расходники на декабрь',
    );
    expect(extractTitle("payroll: I need everyone's february timesheets in the app by the 5th", sent)).toBe(
      'Submit february timesheets in the app',
    );
    expect(extractTitle('Max, I need your trim heights by Thursday', sent)).not.toMatch(/^Submit/);
  });

  it('turns an order to the whole group, said of them, into the action', () => {
    expect(extractTitle('все бухгалтеры до 28-го сдают мне список незакрытых вопросов по своим клиентам, одним файлом', sent)).toBe(
      'Сдать список незакрытых вопросов по своим клиентам',
    );
    expect(extractTitle('коллеги, до конца месяца все сдаём мне чеки и расходы за март, бухгалтер закрывает квартал', sent)).toBe(
      'Сдать чеки и расходы за март',
    );
    expect(extractTitle('все на месте к 8', sent)).toBe('Все на месте');
  });
});
