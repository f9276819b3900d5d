import { addMention, mentionsStillWritten } from './mentions';

const olga = { userId: 'u-olga', name: 'Ольга' };
const pavel = { userId: 'u-pavel', name: 'Павел' };

it('writes a picked member into the text once and mentions them once', () => {
  const once = addMention({ text: 'Проверь цены', mentions: [] }, olga);
  expect(once).toEqual({ text: 'Проверь цены @Ольга ', mentions: ['u-olga'] });
  expect(addMention(once, olga).mentions).toEqual(['u-olga']);
});

it('does not notify a member whose @name was erased from the text', () => {
  const draft = addMention(addMention({ text: '', mentions: [] }, olga), pavel);
  expect(mentionsStillWritten('@Павел, глянь', draft.mentions, [olga, pavel])).toEqual(['u-pavel']);
});
