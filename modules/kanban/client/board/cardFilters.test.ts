import { cardMatcher, hasFilters, noFilters } from './cardFilters';
import { testCard } from './testCards';

const due = { clock: { now: new Date('2026-11-22T15:00:00Z'), timeZone: 'Europe/Moscow' }, doneColumnIds: new Set(['done']) };
const cards = [
  testCard({
    id: 'overdue',
    columnId: 'c',
    rank: 'a0',
    title: 'Fix login',
    dueDate: '2026-11-20T00:00:00.000Z',
    assigneeIds: ['anna'],
    labelIds: ['bug'],
  }),
  testCard({
    id: 'today',
    columnId: 'c',
    rank: 'a1',
    title: 'Write release notes',
    dueDate: '2026-11-22T00:00:00.000Z',
    assigneeIds: ['boris'],
  }),
  testCard({ id: 'nextWeek', columnId: 'c', rank: 'a2', title: 'Plan sprint', dueDate: '2026-11-28T00:00:00.000Z', labelIds: ['bug'] }),
  testCard({ id: 'later', columnId: 'c', rank: 'a3', title: 'Отчёт за квартал', dueDate: '2026-12-15T00:00:00.000Z' }),
  testCard({ id: 'undated', columnId: 'c', rank: 'a4', title: 'Ideas' }),
  testCard({ id: 'finished', columnId: 'done', rank: 'a5', title: 'Shipped', dueDate: '2026-11-19T00:00:00.000Z' }),
  testCard({ id: 'met', columnId: 'c', rank: 'a6', title: 'Met', dueDate: '2026-11-18T00:00:00.000Z', dueComplete: true }),
];

const shown = (filters: Partial<typeof noFilters>) => cards.filter(cardMatcher({ ...noFilters, ...filters }, due)).map((card) => card.id);

describe('card filters', () => {
  it('shows everything without filters', () => {
    expect(hasFilters(noFilters)).toBe(false);
    expect(shown({})).toHaveLength(cards.length);
  });

  it('matches text in the title regardless of case, Cyrillic included', () => {
    expect(shown({ text: 'LOGIN' })).toEqual(['overdue']);
    expect(shown({ text: 'отчёт' })).toEqual(['later']);
  });

  it('filters by assignee and by label', () => {
    expect(shown({ assigneeId: 'boris' })).toEqual(['today']);
    expect(shown({ labelId: 'bug' })).toEqual(['overdue', 'nextWeek']);
  });

  it('filters by due date: overdue (not the done column, not a met due date), today, the coming week, none', () => {
    expect(shown({ due: 'overdue' })).toEqual(['overdue']);
    expect(shown({ due: 'today' })).toEqual(['today']);
    expect(shown({ due: 'week' })).toEqual(['today', 'nextWeek']);
    expect(shown({ due: 'none' })).toEqual(['undated']);
  });

  it('needs every given filter to match', () => {
    expect(shown({ labelId: 'bug', due: 'overdue' })).toEqual(['overdue']);
    expect(shown({ labelId: 'bug', assigneeId: 'boris' })).toEqual([]);
    expect(hasFilters({ ...noFilters, labelId: 'bug' })).toBe(true);
  });
});
