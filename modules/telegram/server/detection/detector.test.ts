import { detectTask } from './detector';

const sent_at = '2026-11-18T10:00:00+03:00';

describe('the shipped task detector', () => {
  it('recognises a Russian request with its fields', () => {
    const d = detectTask({ id: 'm1', sent_at, text: '@vera_logist оформи, пожалуйста, накладные на отгрузку до пятницы, это важно' });
    expect(d.isTask).toBe(true);
    expect(d.confidence).toBeGreaterThan(0.7);
    expect(d.assignee).toBe('vera_logist');
    expect(d.due).toBe('2026-11-20');
    expect(d.priority).toBe('high');
    expect(d.title).toBe('Оформить накладные на отгрузку');
  });

  it('recognises an English request addressed by name', () => {
    const d = detectTask({ id: 'm2', sent_at, text: 'Grace, could you send the signed lease to the landlord tomorrow morning?' });
    expect(d.isTask).toBe(true);
    expect(d.addresseeName).toBe('Grace');
    expect(d.due).toBe('2026-11-19');
    expect(d.priority).toBe('medium');
    expect(d.title).toBe('Send the signed lease to the landlord');
  });

  it('reads "do the…" as an order, where "do you…" asks', () => {
    const text = "@lucia_design do the gradient one as 4-colour index instead, same deadline. don't kill yourself over it";
    expect(detectTask({ id: 'x', sent_at, text }).isTask).toBe(true);
  });

  it('does not take reports, chatter or questions to the room for tasks', () => {
    for (const text of [
      'накладные отправила, клиент подтвердил ✅',
      'кто-нибудь знает, где ключи от склада?',
      'thanks all, great week 🙌',
      'we should redo the website at some point',
      'oil patch on 6 about 30 cm across, cut it out and plugged it with turf from the nursery green',
    ]) {
      const d = detectTask({ id: 'x', sent_at, text });
      expect({ text, isTask: d.isTask }).toEqual({ text, isTask: false });
      expect(d.confidence).toBeLessThan(0.5);
    }
  });

  it('gives a confidence between 0 and 1 and decides by the threshold', () => {
    const message = { id: 'm3', sent_at, text: 'Костя, закинь коробки на склад' };
    const d = detectTask(message);
    expect(d.confidence).toBeGreaterThan(0);
    expect(d.confidence).toBeLessThan(1);
    expect(detectTask(message, { threshold: 0.999 }).isTask).toBe(false);
  });

  it('reads due dates in the chat time zone when the module gives one', () => {
    // 22:30 UTC on the 18th is already the 19th in Moscow, so «завтра» is the 20th.
    const d = detectTask({ id: 'm4', sent_at: '2026-11-18T22:30:00Z', text: 'завтра проверь склад' }, { timeZone: 'Europe/Moscow' });
    expect(d.due).toBe('2026-11-20');
  });
});
