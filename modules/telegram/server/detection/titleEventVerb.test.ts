import { extractTitle } from './title';
import { parseSentAt } from './localDate';

const sent = parseSentAt('2026-11-18T10:00:00+03:00');

describe('the verb for work named by its event alone', () => {
  it('holds an inventory, a cleaning or a master class, and runs a trip', () => {
    expect(extractTitle('Костя, сегодня сухое охмеление в ЦКТ-3', sent)).toBe('Провести сухое охмеление в ЦКТ-3');
    expect(extractTitle('Марина, на тебе генеральная уборка после ремонта', sent)).toBe('Провести генеральную уборку после ремонта');
    expect(extractTitle('Оля, сделай инвентаризацию вакцин в холодильнике', sent)).toBe('Провести инвентаризацию вакцин в холодильнике');
  });

  it('leaves a title that already opens with its own verb', () => {
    expect(extractTitle('Вика, организуй уборку снега на тротуарах', sent)).toBe('Организовать уборку снега на тротуарах');
  });
});
