import { defineExtensionPoint, extensionPoint, removeOwnerEverywhere } from './extensionPoint';

interface Action {
  id: string;
  title: string;
}

let error: jest.SpyInstance;
beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => error.mockRestore());

describe('an extension point', () => {
  it('takes good entries, logs and skips a bad one, and the cleanup removes exactly one registration', () => {
    const point = defineExtensionPoint<Action>({ id: 'test.actions', validate: (action) => (action.title ? null : 'no title') });
    const removeFirst = point.register('telegram', { id: 'send', title: 'Send' });
    point.register('telegram', { id: 'send', title: 'Send again' });
    const removeBad = point.register('flows', { id: 'run', title: '' });
    expect(error).toHaveBeenCalledWith("Extension point 'test.actions' skipped an entry of 'flows': no title", { id: 'run', title: '' });
    removeBad();
    removeFirst();
    expect(point.$entries.getState()).toEqual([{ id: 'send', title: 'Send again' }]);
  });

  it('skips an entry whose check throws, and an empty one', () => {
    const point = defineExtensionPoint<Action>({
      id: 'test.throwing',
      validate: (action) => {
        if (action.id === 'boom') throw new Error('cannot read it');
        return null;
      },
    });
    point.register('wiki', { id: 'boom', title: 'x' });
    point.register('wiki', undefined as unknown as Action);
    expect(point.$entries.getState()).toEqual([]);
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('replaces entries by key and keeps the order it is given', () => {
    const point = defineExtensionPoint<Action & { position: number }>({
      id: 'test.ordered',
      key: (entry) => entry.id,
      compare: (a, b) => a.position - b.position,
    });
    point.register('a', { id: 'late', title: 'Late', position: 30 });
    point.register('b', { id: 'early', title: 'Early', position: 10 });
    point.register('c', { id: 'late', title: 'Moved up', position: 5 });
    expect(point.$entries.getState().map((entry) => entry.title)).toEqual(['Moved up', 'Early']);
    expect(point.$registrations.getState().map((registration) => registration.owner)).toEqual(['c', 'b']);
  });

  it('gives a late subscriber the current entries at once, then every change', () => {
    const point = defineExtensionPoint<Action>({ id: 'test.replay' });
    point.register('kanban', { id: 'one', title: 'One' });
    const seen: string[][] = [];
    const unsubscribe = point.subscribe((entries) => seen.push(entries.map((entry) => entry.id)));
    point.register('kanban', { id: 'two', title: 'Two' });
    unsubscribe();
    point.register('kanban', { id: 'three', title: 'Three' });
    expect(seen).toEqual([['one'], ['one', 'two']]);
  });

  it('forgets a module everywhere when it goes away', () => {
    const first = defineExtensionPoint<Action>({ id: 'test.first' });
    const second = extensionPoint<Action>('test.second');
    first.register('kanban', { id: 'a', title: 'A' });
    second.register('kanban', { id: 'b', title: 'B' });
    second.register('wiki', { id: 'c', title: 'C' });
    removeOwnerEverywhere('kanban');
    expect(first.$entries.getState()).toEqual([]);
    expect(second.$entries.getState()).toEqual([{ id: 'c', title: 'C' }]);
  });

  it('accepts entries before its owner defines it, then checks them against the definition', () => {
    const early = extensionPoint<Action>('test.late-definition');
    early.register('telegram', { id: 'send', title: 'Send' });
    early.register('flows', { id: 'run', title: '' });
    const defined = defineExtensionPoint<Action>({ id: 'test.late-definition', validate: (action) => (action.title ? null : 'no title') });
    expect(defined).toBe(early);
    expect(defined.$entries.getState()).toEqual([{ id: 'send', title: 'Send' }]);
    expect(error).toHaveBeenCalledWith("Extension point 'test.late-definition' skipped an entry of 'flows': no title", {
      id: 'run',
      title: '',
    });
  });
});
