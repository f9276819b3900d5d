import { addTranslations, i18n } from '@artel/sdk';
import { render, screen } from '@testing-library/react';
import type { KanbanLabel } from '../api/kanbanTypes';
import { MODULE_ID } from '../moduleId';
import { translations } from '../translations';
import { initialsOf } from './AssigneeAvatars';
import { CardFace } from './CardTile';
import { useCardTexts } from './cardTexts';
import { testCard } from './testCards';

const labels = new Map<string, KanbanLabel>([
  ['l1', { id: 'l1', boardId: 'b1', name: 'Bug', color: 'red' }],
  ['l2', { id: 'l2', boardId: 'b1', name: '', color: 'green' }],
]);
const members = new Map([
  ['u1', { userId: 'u1', name: 'Анна Петрова', email: 'a@example.test', role: 'owner' as const, joinedAt: '' }],
  ['u2', { userId: 'u2', name: 'boris', email: 'b@example.test', role: 'member' as const, joinedAt: '' }],
  [
    'u3',
    {
      userId: 'u3',
      name: 'Вера',
      email: 'v@example.test',
      role: 'member' as const,
      joinedAt: '',
      avatarUrl: '/api/v1/avatars/u3/0123456789abcdef0123456789abcdef',
    },
  ],
]);
const TODAY = '2026-11-23';
/** 19:00 in Moscow on the 23rd: a card due on the 22nd is 19 hours late. */
const DUE = { clock: { now: new Date('2026-11-23T16:00:00Z'), timeZone: 'Europe/Moscow' }, doneColumnIds: new Set(['done']) };

beforeAll(async () => {
  addTranslations(MODULE_ID, translations);
  await i18n.changeLanguage('en');
});

/** A face with the board's texts in the interface language, as the board gives them. */
function Face({ card }: { card: ReturnType<typeof testCard> }) {
  return <CardFace card={card} labels={labels} members={members} due={DUE} texts={useCardTexts()} />;
}

function face(fields: Parameters<typeof testCard>[0]) {
  return render(<Face card={testCard(fields)} />);
}

it('shows label chips by name (colour name when unnamed), people as initials, progress and counts', () => {
  face({
    id: 'c1',
    columnId: 'todo',
    rank: 'a0',
    title: 'Fix login',
    labelIds: ['l1', 'l2'],
    assigneeIds: ['u1', 'u2', 'gone'],
    checklist: { done: 1, total: 3 },
    commentCount: 2,
    attachmentCount: 4,
  });
  expect(screen.getByText('Bug')).toHaveClass('kanban-label--red');
  expect(screen.getByText('Green')).toHaveClass('kanban-label--green');
  expect(screen.getByRole('img', { name: 'Анна Петрова, boris' })).toHaveTextContent('АПB');
  expect(screen.getByTitle('Checklist: 1 of 3 done')).toHaveTextContent('1/3');
  expect(screen.getByTitle('Comments: 2')).toHaveTextContent('2');
  expect(screen.getByTitle('Attachments: 4')).toHaveTextContent('4');
});

it('says nothing about the default priority and names any other', () => {
  const { unmount } = face({ id: 'c1', columnId: 'todo', rank: 'a0', priority: 'medium' });
  expect(screen.queryByText('Medium')).toBeNull();
  unmount();
  face({ id: 'c2', columnId: 'todo', rank: 'a0', priority: 'urgent' });
  expect(screen.getByText('Urgent')).toBeInTheDocument();
});

it('colours the due badge by urgency and writes the day in the interface language', async () => {
  const { unmount } = face({ id: 'c1', columnId: 'todo', rank: 'a0', dueDate: '2026-11-20T00:00:00.000Z' });
  expect(screen.getByTitle('Overdue by 2 days: was due Nov 20')).toHaveClass('bp6-intent-danger');
  unmount();
  const yesterday = face({ id: 'c4', columnId: 'todo', rank: 'a0', dueDate: '2026-11-22T00:00:00.000Z' });
  expect(screen.getByTitle('Overdue by 19 hours: was due Nov 22')).toHaveClass('bp6-intent-danger');
  yesterday.unmount();
  const today = face({ id: 'c2', columnId: 'todo', rank: 'a0', dueDate: `${TODAY}T00:00:00.000Z` });
  expect(screen.getByTitle('Due today, Nov 23')).toHaveClass('bp6-intent-warning');
  today.unmount();
  await i18n.changeLanguage('ru');
  face({ id: 'c3', columnId: 'todo', rank: 'a0', dueDate: '2026-12-25T00:00:00.000Z' });
  expect(screen.getByText('25 дек.')).toBeInTheDocument();
  await i18n.changeLanguage('en');
});

it('shows a due date marked complete in green, and a card in the done column without alarm', () => {
  const { unmount } = face({ id: 'c5', columnId: 'todo', rank: 'a0', dueDate: '2026-11-20T00:00:00.000Z', dueComplete: true });
  expect(screen.getByTitle('Due date complete: Nov 20')).toHaveClass('bp6-intent-success');
  unmount();
  face({ id: 'c6', columnId: 'done', rank: 'a0', dueDate: '2026-11-20T00:00:00.000Z' });
  expect(screen.getByTitle('Due Nov 20, the card is in the last column')).not.toHaveClass('bp6-intent-danger');
});

it('takes initials from the first and last word', () => {
  expect(initialsOf('Анна Мария Петрова')).toBe('АП');
  expect(initialsOf('  ')).toBe('?');
});

it('shows the picture a person uploaded instead of their initials', () => {
  const { container } = face({ id: 'c9', columnId: 'todo', rank: 'a0', title: 'Photo', assigneeIds: ['u3'] });
  expect(container.querySelector('.kanban-avatar img')?.getAttribute('src')).toBe('/api/v1/avatars/u3/0123456789abcdef0123456789abcdef');
  expect(screen.getByRole('img', { name: 'Вера' })).not.toHaveTextContent('В');
});
