import { someoneOrderedAt } from './someoneAsked';
import { extractTitle } from './title';
import { parseSentAt } from './localDate';

const sent = parseSentAt('2026-11-18T10:00:00+00:00');
const verbOf = (sentence: string) => {
  const at = someoneOrderedAt(sentence);
  return at < 0 ? null : sentence.slice(at).split(' ')[0];
};

describe('an order to whoever is nearest', () => {
  it.each([
    ['someone kill breaker 14 on panel B now', 'kill'],
    ['anyone near Welshpool get here with the spray unit asap', 'get'],
    ['someone please call the vet', 'call'],
    ['URGENT somebody on site grab the tarp', 'grab'],
  ])('reads the verb of «%s»', (sentence, verb) => {
    expect(verbOf(sentence)).toBe(verb);
  });

  it.each([
    'anyone seen the keys?',
    'anyone know the code?',
    'somebody left the gate open',
    'someone is in the office',
    'anyone watch the Bears sunday?',
  ])('reads no order in «%s»', (sentence) => {
    expect(verbOf(sentence)).toBeNull();
  });

  it('titles the order, not the alarm before it', () => {
    expect(
      extractTitle(
        "URGENT annealer 1 is at 1,150°F and climbing, set point's 900, relay's stuck. someone kill breaker 14 on panel B now, I'm on the roof with the vent fan",
        sent,
      ),
    ).toBe('Kill breaker 14 on panel B');
  });
});
