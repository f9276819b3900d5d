import { insertMention, mentionAt, mentionCandidates, mentionedIds } from './mentionText';

describe('mentions in a comment', () => {
  it('finds the @name being typed at the caret, in Cyrillic too, and nothing inside a word such as an e-mail', () => {
    expect(mentionAt('Проверь, @Оль', 13)).toEqual({ start: 9, query: 'Оль' });
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAt('пиши на anna@example', 20)).toBeNull();
    expect(mentionAt('@Оля проверь', 12)).toBeNull();
  });

  it('puts the picked name in place of what was typed and the caret after it', () => {
    expect(insertMention('Проверь, @Оль и отпишись', 9, 13, 'Ольга Петрова')).toEqual({
      text: 'Проверь, @Ольга Петрова  и отпишись',
      caret: 24,
    });
  });

  it('sends only the picked members still named in the text', () => {
    const picked = new Map([
      ['u1', 'Ольга Петрова'],
      ['u2', 'Пётр'],
    ]);
    expect(mentionedIds('@Ольга Петрова, глянь', picked)).toEqual(['u1']);
  });

  it('offers members by any word of their name', () => {
    const members = [{ name: 'Ольга Петрова' }, { name: 'Пётр Ильин' }, { name: 'Anna Smith' }];
    expect(mentionCandidates(members, 'пет')).toEqual([{ name: 'Ольга Петрова' }]);
    expect(mentionCandidates(members, 's')).toEqual([{ name: 'Anna Smith' }]);
    expect(mentionCandidates(members, '')).toHaveLength(3);
  });
});
