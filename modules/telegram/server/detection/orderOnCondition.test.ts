/** An answer that allows what was asked, on a condition that is work: the condition is the task. */
import { messageFeatures } from './features';

const asked = {
  id: 'q',
  chat: 'c',
  author: 'worker',
  sent_at: '2026-05-04T09:00:00+03:00',
  text: 'можно я в четверг уйду в три? сын болеет',
};
const askedEn = { ...asked, text: 'is it ok if I swap my Monday with Petra?' };
const answer = (text: string, question = asked) =>
  messageFeatures(
    { id: 'a', chat: 'c', author: 'lead', sent_at: '2026-05-04T09:05:00+03:00', reply_to: 'q', text },
    { previous: [question], replyTo: question },
  );
const cue = 'ctx:order-on-condition';

describe('an order given as the condition of an answer', () => {
  it('fires on «только»/"just"/"but" followed by an order, after someone else asked', () => {
    expect(answer('иди, только ключи от подсобки Вере оставь').has(cue)).toBe(true);
    expect(answer('если Петра согласна, меняйтесь, только табель поправьте сами', askedEn).has(cue)).toBe(true);
    expect(answer('sure, just put the swap on the whiteboard', askedEn).has(cue)).toBe(true);
  });

  it('does not fire on a note to bear in mind, a limit, a plain yes or a question asked by the author', () => {
    expect(answer('можно, но учтите, что в пятницу мы закрыты').has(cue)).toBe(false);
    expect(answer('ok, but only if Petra agrees', askedEn).has(cue)).toBe(false);
    expect(answer('sure, but note that the rota closes Friday', askedEn).has(cue)).toBe(false);
    expect(answer('да, конечно').has(cue)).toBe(false);
    const own = { ...asked, author: 'lead' };
    expect(answer('иди, только ключи от подсобки Вере оставь', own).has(cue)).toBe(false);
  });
});
