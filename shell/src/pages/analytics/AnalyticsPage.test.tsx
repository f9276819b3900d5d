import { i18n, navigate } from '@artel/sdk';
import { initWorkspaceContextFx, sessionCleared, type Workspace } from '@artel/sdk/host';
import { type FakeServer, installFakeServer, makeWorkspace, serveWorkspaces, signIn, testUser } from '@artel/sdk/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import AnalyticsPage from './AnalyticsPage';

// uPlot draws on a canvas, which jsdom has not: the chart is stood in for; the table is what is tested here.
jest.mock('./ReportChart', () => ({ __esModule: true, default: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

const owned = makeWorkspace('w-owned', { name: 'Отдел продаж', role: 'owner' });
const joined = makeWorkspace('w-joined', { name: 'Склад', role: 'member' });
const administered = makeWorkspace('w-administered', { name: 'Бухгалтерия', role: 'admin' });

const catalogue = {
  reports: [
    {
      id: 'kanban.createdVsCompleted',
      moduleId: 'kanban',
      title: { ru: 'Создано и завершено карточек', en: 'Cards created and completed' },
      kind: 'line',
      filters: ['board', 'member'],
    },
    {
      id: 'kanban.overdue',
      moduleId: 'kanban',
      title: { ru: 'Просроченные карточки', en: 'Overdue cards' },
      kind: 'table',
      filters: ['board', 'member'],
    },
    { id: 'contragents.ageing', moduleId: 'contragents', title: { ru: 'Дебиторка', en: 'Receivables' }, kind: 'bar', filters: [] },
  ],
  boards: [{ id: 'b-1', name: 'Спринт' }],
  members: [{ id: 'u-1', name: 'Мария' }],
};

const created = {
  from: '2026-03-02',
  to: '2026-03-03',
  columns: [
    { key: 'day', label: { ru: 'День', en: 'Day' }, type: 'date' },
    { key: 'created', label: { ru: 'Создано', en: 'Created' }, type: 'number' },
    { key: 'completed', label: { ru: 'Завершено', en: 'Completed' }, type: 'number' },
  ],
  rows: [
    ['2026-03-02', 2, 0],
    ['2026-03-03', 1, 1],
  ],
};

const overdue = {
  from: '2026-03-02',
  to: '2026-03-03',
  columns: [
    { key: 'title', label: { ru: 'Карточка', en: 'Card' }, type: 'string' },
    { key: 'days', label: { ru: 'Просрочено на', en: 'Overdue by' }, type: 'number', unit: { ru: 'дн.', en: 'days' } },
  ],
  rows: [['Счёт для «Ромашки»', 12]],
};

let server: FakeServer;

async function startIn(workspace: Workspace): Promise<void> {
  localStorage.setItem('artel.currentWorkspaceId', workspace.id);
  await act(async () => {
    await initWorkspaceContextFx();
  });
}

beforeAll(async () => {
  await i18n.changeLanguage('ru');
});

beforeEach(async () => {
  localStorage.clear();
  server = installFakeServer();
  serveWorkspaces(server, [owned, joined, administered]);
  server.on('GET', '/workspaces/:id/analytics/reports', { status: 200, body: catalogue });
  server.on('GET', '/workspaces/:id/analytics/reports/kanban.createdVsCompleted', { status: 200, body: created });
  server.on('GET', '/workspaces/:id/analytics/reports/kanban.overdue', { status: 200, body: overdue });
  server.on('GET', '/workspaces/:id/analytics/reports/contragents.ageing', { status: 200, body: { ...created, rows: [] } });
  await signIn(server);
});

afterEach(() => act(() => sessionCleared()));

const reportsCalled = (id: string) => server.calls.filter((call) => call.path === `/workspaces/${owned.id}/analytics/reports/${id}`);

describe('analytics page', () => {
  it('shows each report of the workspace as a chart, and its numbers in a table on «Таблица»', async () => {
    await startIn(owned);
    render(<AnalyticsPage />);
    const card = await screen.findByRole('region', { name: 'Создано и завершено карточек' });
    expect(
      await within(card).findByRole('img', { name: 'График «Создано и завершено карточек»; данные — в таблице отчёта' }),
    ).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('checkbox', { name: 'Таблица' }));
    const table = within(card).getByRole('table', { name: /Создано и завершено карточек, 2 мар\. 2026 г\. — 3 мар\. 2026 г\./ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['День', 'Создано', 'Завершено']);
    const secondDay = within(table).getByRole('rowheader', { name: '3 мар. 2026 г.' }).closest('tr')!;
    expect(
      within(secondDay)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '1']);

    const overdueCard = screen.getByRole('region', { name: 'Просроченные карточки' });
    expect(within(overdueCard).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(await within(overdueCard).findByRole('rowheader', { name: 'Счёт для «Ромашки»' })).toBeInTheDocument();
    expect(within(overdueCard).getByRole('cell', { name: '12 дн.' })).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Дебиторка' })).findByText('Нет данных за этот период')).toBeInTheDocument();
  });

  it('asks for the last 30 days by default, and again with the board chosen, only of the reports that take it', async () => {
    await startIn(owned);
    render(<AnalyticsPage />);
    await screen.findByRole('region', { name: 'Просроченные карточки' });
    await waitFor(() => expect(reportsCalled('kanban.overdue')).toHaveLength(1));
    const first = new URL(reportsCalled('kanban.overdue')[0]!.url, 'http://localhost');
    const days = (Date.parse(first.searchParams.get('to')!) - Date.parse(first.searchParams.get('from')!)) / 86_400_000;
    expect(days).toBe(29);
    expect(first.searchParams.get('timeZone')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Доска'), { target: { value: 'b-1' } });
    await waitFor(() => expect(reportsCalled('kanban.overdue')).toHaveLength(2));
    expect(new URL(reportsCalled('kanban.overdue')[1]!.url, 'http://localhost').searchParams.get('boardId')).toBe('b-1');
    await waitFor(() => expect(reportsCalled('contragents.ageing')).toHaveLength(2));
    expect(new URL(reportsCalled('contragents.ageing')[1]!.url, 'http://localhost').searchParams.get('boardId')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Год' }));
    await waitFor(() => expect(reportsCalled('kanban.overdue')).toHaveLength(3));
    const year = new URL(reportsCalled('kanban.overdue')[2]!.url, 'http://localhost');
    expect((Date.parse(year.searchParams.get('to')!) - Date.parse(year.searchParams.get('from')!)) / 86_400_000).toBe(364);
  });

  // A longer wait: the member picker's chunk loads on first use, slow on a loaded machine.
  it('narrows the reports to a member found by name in the member filter, their e-mail beside it', async () => {
    server.on('GET', '/workspaces/:id/members', {
      status: 200,
      body: { members: [{ userId: 'u-1', name: 'Мария', email: 'maria@example.test', role: 'member', joinedAt: '' }] },
    });
    await startIn(owned);
    render(<AnalyticsPage />);
    await waitFor(() => expect(reportsCalled('kanban.overdue')).toHaveLength(1));
    const member = await screen.findByRole('combobox', { name: 'Участник' });
    act(() => member.focus());
    fireEvent.change(member, { target: { value: 'мар' } });
    fireEvent.click(await screen.findByRole('option', { name: /Мария\s*maria@example\.test/ }));
    await waitFor(() => expect(reportsCalled('kanban.overdue')).toHaveLength(2));
    expect(new URL(reportsCalled('kanban.overdue')[1]!.url, 'http://localhost').searchParams.get('memberId')).toBe('u-1');
  }, 20_000);

  it('asks for a custom range typed into «С» and «По», keeps it in the URL, and says what is wrong with a bad one', async () => {
    navigate('/analytics', { replace: true });
    await startIn(owned);
    render(<AnalyticsPage />);
    await screen.findByRole('region', { name: 'Просроченные карточки' });
    fireEvent.click(screen.getByRole('radio', { name: 'Произвольный период' }));
    // The SDK's date fields (Blueprint's picker, a lazy chunk) take days as they are written in Russian.
    fireEvent.change(await screen.findByRole('combobox', { name: 'С' }), { target: { value: '01.01.2026' } });
    fireEvent.change(await screen.findByRole('combobox', { name: 'По' }), { target: { value: '31.03.2026' } });
    await waitFor(() =>
      expect(new URL(reportsCalled('kanban.overdue').at(-1)!.url, 'http://localhost').searchParams.get('from')).toBe('2026-01-01'),
    );
    expect(new URL(reportsCalled('kanban.overdue').at(-1)!.url, 'http://localhost').searchParams.get('to')).toBe('2026-03-31');
    expect(window.location.search).toBe('?from=2026-01-01&to=2026-03-31');

    const asked = reportsCalled('kanban.overdue').length;
    fireEvent.change(screen.getByRole('combobox', { name: 'С' }), { target: { value: '15.04.2026' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Начало периода должно быть не позже его конца');
    expect(reportsCalled('kanban.overdue')).toHaveLength(asked);
    expect(window.location.search).toBe('?from=2026-01-01&to=2026-03-31');
  }, 30_000);

  it('opens on the period in the URL: a preset or a custom range', async () => {
    navigate('/analytics?period=90', { replace: true });
    await startIn(owned);
    const { unmount } = render(<AnalyticsPage />);
    await waitFor(() => expect(reportsCalled('kanban.overdue')).toHaveLength(1));
    const preset = new URL(reportsCalled('kanban.overdue')[0]!.url, 'http://localhost').searchParams;
    expect((Date.parse(preset.get('to')!) - Date.parse(preset.get('from')!)) / 86_400_000).toBe(89);
    expect(screen.getByRole('radio', { name: '90 дней' })).toBeChecked();
    unmount();

    navigate('/analytics?from=2025-12-01&to=2025-12-31', { replace: true });
    render(<AnalyticsPage />);
    await waitFor(() => expect(reportsCalled('kanban.overdue')).toHaveLength(2));
    const custom = new URL(reportsCalled('kanban.overdue')[1]!.url, 'http://localhost').searchParams;
    expect([custom.get('from'), custom.get('to')]).toEqual(['2025-12-01', '2025-12-31']);
    await waitFor(async () => expect(await screen.findByRole('combobox', { name: 'С' })).toHaveValue('01.12.2025'));
    navigate('/', { replace: true });
  }, 30_000);

  it('counts the days in the time zone of the profile when it has one', async () => {
    act(() => sessionCleared());
    await signIn(server, { ...testUser, timeZone: 'Pacific/Kiritimati' });
    await startIn(owned);
    render(<AnalyticsPage />);
    await waitFor(() => expect(reportsCalled('kanban.overdue')).toHaveLength(1));
    const asked = new URL(reportsCalled('kanban.overdue')[0]!.url, 'http://localhost').searchParams;
    expect(asked.get('timeZone')).toBe('Pacific/Kiritimati');
    // Kiritimati (UTC+14) is on its own calendar day: today there ends the period.
    expect(asked.get('to')).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(new Date()));
  });

  it('offers the CSV download to the owner only (export_data), not to an admin who sees the same reports', async () => {
    await startIn(owned);
    const { unmount } = render(<AnalyticsPage />);
    const ownersCard = await screen.findByRole('region', { name: 'Дебиторка' });
    expect(await within(ownersCard).findByRole('button', { name: 'Скачать данные отчёта «Дебиторка» в CSV' })).toBeInTheDocument();
    unmount();

    await startIn(administered);
    render(<AnalyticsPage />);
    const adminsCard = await screen.findByRole('region', { name: 'Дебиторка' });
    expect(await within(adminsCard).findByText('Нет данных за этот период')).toBeInTheDocument();
    expect(within(adminsCard).queryByRole('button', { name: /CSV/ })).not.toBeInTheDocument();
  });

  it('tells a member that analytics is for owners and admins, without asking the server', async () => {
    await startIn(joined);
    render(<AnalyticsPage />);
    expect(await screen.findByText('Аналитика доступна владельцам и администраторам рабочего пространства.')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.path.includes('/analytics'))).toHaveLength(0);
  });
});
