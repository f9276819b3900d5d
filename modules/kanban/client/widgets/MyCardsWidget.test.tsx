import { addTranslations, i18n, switchWorkspaceFx } from '@artel/sdk';
import { initWorkspaceContextFx, loginFx } from '@artel/sdk/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { testCard } from '../board/testCards';
import { type DueServer, installDueServer } from '../calendar/testDueServer';
import { MODULE_ID } from '../moduleId';
import { translations } from '../translations';
import { MyCardsWidget } from './MyCardsWidget';
import { bindTestSdk } from '../testing/bindTestSdk';

let server: DueServer;

const mine = (id: string, title: string, day: string) =>
  testCard({ id, columnId: 'todo', rank: 'a0', title, assigneeIds: ['u1'], dueDate: `${day}T00:00:00.000Z` });

beforeAll(async () => {
  bindTestSdk();
  server = installDueServer(
    {},
    {
      w1: [mine('c1', 'Old bug', '2026-10-01'), mine('c2', 'Fix login', '2026-11-22'), mine('c3', 'Far away', '2026-11-23')],
      w2: Array.from({ length: 60 }, (_, index) => mine(`many-${index}`, `Task ${index}`, '2026-11-20')),
    },
  );
  await loginFx({ email: 'anna@example.test', password: 'correct horse battery' });
  await initWorkspaceContextFx();
  addTranslations(MODULE_ID, translations);
  await i18n.changeLanguage('en');
  // Sunday 15 November 2026: the widget's week runs to Sunday the 22nd.
  jest.useFakeTimers({ now: new Date(2026, 10, 15, 12), advanceTimers: true });
});

afterAll(() => jest.useRealTimers());

it('asks the server for my open cards overdue or due this week, without loading any board, and counts the overdue', async () => {
  render(<MyCardsWidget />);
  expect(await screen.findByRole('link', { name: 'Fix login' })).toHaveAttribute('href', '/modules/kanban/boards/b1?card=c2');
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Old bug', 'Fix login']);
  expect(screen.getByText('Due: Oct 1')).toHaveClass('kanban-overdue');
  expect(screen.getByText('Overdue: 1')).toBeInTheDocument();
  expect(screen.getByText(/Overdue by 44 days/)).toBeInTheDocument();
  await waitFor(() => expect(server.dueQueries()).toHaveLength(1));
  expect(Object.fromEntries(server.dueQueries()[0] ?? [])).toEqual({
    assignedToMe: 'true',
    open: 'true',
    to: '2026-11-23T00:00:00.000Z',
    limit: '50',
  });
  expect(server.requests.filter((request) => request.url.pathname.includes('/modules/kanban/boards'))).toEqual([]);
});

it('points to the calendar when there are more cards than the widget lists', async () => {
  await act(() => switchWorkspaceFx('w2'));
  render(<MyCardsWidget />);
  const more = await screen.findByRole('link', { name: 'The first 50 are shown: see the rest on the calendar' });
  expect(more).toHaveAttribute('href', '/modules/kanban/calendar');
  expect(screen.getAllByRole('link', { name: /^Task / })).toHaveLength(50);
});
