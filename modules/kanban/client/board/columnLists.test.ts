import { keepUnchangedLists } from './columnLists';
import { testCard } from './testCards';

describe('column lists that keep their identity', () => {
  const a = testCard({ id: 'a', columnId: 'todo', rank: 'a0' });
  const b = testCard({ id: 'b', columnId: 'todo', rank: 'a1' });
  const c = testCard({ id: 'c', columnId: 'done', rank: 'a0' });

  it('keeps the list of a column whose cards did not change and gives the changed column its new list', () => {
    const before = new Map([
      ['todo', [a, b]],
      ['done', [c]],
    ]);
    const renamed = { ...c, title: 'Renamed' };
    const after = keepUnchangedLists(
      before,
      new Map([
        ['todo', [a, b]],
        ['done', [renamed]],
      ]),
    );
    expect(after.get('todo')).toBe(before.get('todo'));
    expect(after.get('done')).toEqual([renamed]);
  });

  it('takes a new order or a new card count as a change', () => {
    const before = new Map([['todo', [a, b]]]);
    expect(keepUnchangedLists(before, new Map([['todo', [b, a]]])).get('todo')).toEqual([b, a]);
    expect(keepUnchangedLists(before, new Map([['todo', [a]]])).get('todo')).toEqual([a]);
  });
});
