import { extractTitle } from './title';
import { parseSentAt } from './localDate';

const sent = parseSentAt('2026-11-18T10:00:00+03:00');

describe('work handed over by saying whose it is', () => {
  it('puts the verb after "yours to" first and leaves "is yours" and "yourself" out', () => {
    expect(extractTitle('Nora, the invoice backlog from March is yours to clear', sent)).toBe('Clear the invoice backlog from March');
    expect(extractTitle('Sam, the window display is yours', sent)).toBe('The window display');
    expect(extractTitle('ok, book the van yourself', sent)).toBe('Book the van');
  });

  it('keeps a title where "yours" is the object itself', () => {
    expect(extractTitle('Nora, send me the draft of yours', sent)).toBe('Send the draft of yours');
  });
});
