import { addTranslations, i18n, switchWorkspaceFx } from '@artel/sdk';
import { initWorkspaceContextFx, loginFx } from '@artel/sdk/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { testCard } from '../board/testCards';
import { MODULE_ID } from '../moduleId';
import { translations } from '../translations';
import { CalendarPage } from './CalendarPage';
import { type DueServer, installDueServer, testBoard } from './testDueServer';
import { bindTestSdk } from '../testing/bindTestSdk';

let server: DueServer;

const due = (id: string, boardId: string, title: string, day: string) =>
  testCard({ id, columnId: 'todo', rank: 'a0', boardId, title, dueDate: `${day}T00:00:00.000Z` });

beforeAll(async () => {
  bindTestSdk();
  server = installDueServer(
    { w1: [testBoard('b1', 'Sprint'), testBoard('b2', 'Ops')], w2: [testBoard('b3', 'Elsewhere')] },
    {
      w1: [
        due('c1', 'b1', 'Fix login', '2026-11-20'),
        due('c2', 'b2', 'Pay rent', '2026-11-20'),
        due('c3', 'b1', 'Ship release', '2026-12-03'),
        due('c4', 'b1', 'Plan January', '2027-01-10'),
      ],
      w2: [due('c5', 'b3', 'Other work', '2026-11-18')],
    },
  );
  await loginFx({ email: 'anna@example.test', password: 'correct horse battery' });
  await initWorkspaceContextFx();
  addTranslations(MODULE_ID, translations);
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  server.requests.length = 0;
  // Sunday 15 November 2026: its month grid runs from Monday 26 October to Sunday 6 December.
  jest.useFakeTimers({ now: new Date(2026, 10, 15, 12), advanceTimers: true });
});

afterEach(() => jest.useRealTimers());

const day = (key: string) => within(document.querySelector<HTMLElement>(`[data-date="${key}"]`)!);
const lastDueQuery = () => Object.fromEntries(server.dueQueries().at(-1) ?? []);

it('asks only for the cards due on the days the month shows, leading and trailing days included', async () => {
  render(<CalendarPage />);
  expect(await day('2026-11-20').findByText('Fix login')).toBeInTheDocument();
  expect(day('2026-11-20').getByText('Pay rent')).toBeInTheDocument();
  expect(day('2026-12-03').getByText('Ship release')).toBeInTheDocument();
  expect(screen.queryByText('Plan January')).not.toBeInTheDocument();
  expect(server.dueQueries()).toHaveLength(1);
  expect(lastDueQuery()).toEqual({ from: '2026-10-26T00:00:00.000Z', to: '2026-12-07T00:00:00.000Z', limit: '2000' });
  expect(server.requests.filter((request) => /\/boards\/[^/]+$/.test(request.url.pathname))).toEqual([]);
});

it('asks again for the range of the next month and of a week', async () => {
  render(<CalendarPage />);
  await day('2026-11-20').findByText('Fix login');
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(lastDueQuery()).toEqual({ from: '2026-11-30T00:00:00.000Z', to: '2027-01-04T00:00:00.000Z', limit: '2000' }));
  await waitFor(() => expect(screen.queryByText('Fix login')).not.toBeInTheDocument());
  expect(day('2026-12-03').getByText('Ship release')).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Week' }));
  await waitFor(() => expect(lastDueQuery()).toMatchObject({ from: '2026-11-30T00:00:00.000Z', to: '2026-12-07T00:00:00.000Z' }));
  fireEvent.click(screen.getByRole('button', { name: 'Today' }));
  await waitFor(() => expect(lastDueQuery()).toMatchObject({ from: '2026-11-09T00:00:00.000Z', to: '2026-11-16T00:00:00.000Z' }));
  expect(server.dueQueries()).toHaveLength(4);
});

it('shows one board at a time from the cards it has, and opens a card on its board', async () => {
  render(<CalendarPage />);
  await day('2026-11-20').findByText('Fix login');
  await screen.findByRole('option', { name: 'Ops' });
  fireEvent.change(screen.getByLabelText('Board'), { target: { value: 'b2' } });
  expect(day('2026-11-20').getByText('Pay rent')).toBeInTheDocument();
  expect(screen.queryByText('Fix login')).not.toBeInTheDocument();
  expect(server.dueQueries()).toHaveLength(1);

  fireEvent.click(screen.getByRole('button', { name: 'Open card "Pay rent"' }));
  expect(`${window.location.pathname}${window.location.search}`).toBe('/modules/kanban/boards/b2?card=c2');
});

it('asks the new workspace when the workspace changes', async () => {
  render(<CalendarPage />);
  await day('2026-11-20').findByText('Fix login');
  await act(() => switchWorkspaceFx('w2'));
  expect(await day('2026-11-18').findByText('Other work')).toBeInTheDocument();
  expect(screen.queryByText('Fix login')).not.toBeInTheDocument();
  expect(await screen.findByRole('option', { name: 'Elsewhere' })).toBeInTheDocument();
  expect(server.requests.filter((request) => request.url.pathname.endsWith('/cards/due')).map((request) => request.workspaceId)).toEqual([
    'w1',
    'w2',
  ]);
  await act(() => switchWorkspaceFx('w1'));
});
