import { dropPlaceOf } from './dropPlace';
import { testCard } from './testCards';

const cards = [testCard({ id: 'a', columnId: 'done', rank: 'a0' }), testCard({ id: 'b', columnId: 'done', rank: 'a1' })];

it('a card dropped over another takes its place, before it', () => {
  expect(dropPlaceOf('card:b', { kind: 'card', columnId: 'done' }, cards)).toEqual({ columnId: 'done', index: 1, beforeCardId: 'b' });
});

it('a card dropped over a column, or over a card no longer listed, goes to its end', () => {
  expect(dropPlaceOf('column:done', { kind: 'column', columnId: 'done' }, cards)).toEqual({
    columnId: 'done',
    index: 2,
    beforeCardId: null,
  });
  expect(dropPlaceOf('card:gone', { kind: 'card', columnId: 'done' }, cards)).toEqual({ columnId: 'done', index: 2, beforeCardId: null });
  expect(dropPlaceOf('column:todo', { kind: 'column', columnId: 'todo' }, [])).toEqual({ columnId: 'todo', index: 0, beforeCardId: null });
});
