import { i18n, navigate } from '@artel/sdk';
import { $location, $notifications, notificationsReset } from '@artel/sdk/host';
import { errorBody, installFakeServer, type FakeServer, signIn, makeNotification } from '@artel/sdk/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NotificationPanel } from './NotificationPanel';

let server: FakeServer;

function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://localhost').searchParams);
}

function servePage(ids: string[], extra: { hasMore?: boolean; unread?: number; firstEventId?: number } = {}) {
  const firstEventId = extra.firstEventId ?? 1000;
  server.on('GET', '/notifications', {
    status: 200,
    body: {
      notifications: ids.map((id, index) => makeNotification(id, { eventId: firstEventId - index })),
      unread: extra.unread ?? ids.length,
      hasMore: extra.hasMore ?? false,
    },
  });
}

beforeAll(async () => {
  await i18n.changeLanguage('ru');
});

beforeEach(async () => {
  server = installFakeServer();
  await signIn(server);
  notificationsReset();
  navigate('/dashboard');
});

describe('NotificationPanel', () => {
  it('shows the empty state Нет уведомлений', async () => {
    servePage([]);
    render(<NotificationPanel onNavigate={() => undefined} />);
    expect(await screen.findByText('Нет уведомлений')).toBeInTheDocument();
  });

  it('asks the server for each tab: All, Unread, System, Workspace', async () => {
    servePage(['a']);
    render(<NotificationPanel onNavigate={() => undefined} />);
    await screen.findByText('Title a');

    for (const [index, name] of ['Непрочитанные', 'Системные', 'Рабочее пространство'].entries()) {
      fireEvent.click(screen.getByRole('tab', { name }));
      await waitFor(() => expect(server.callsTo('GET', '/notifications')).toHaveLength(index + 2));
    }
    const queries = server.callsTo('GET', '/notifications').map((call) => queryOf(call.url));
    expect(queries.map(({ read, category }) => ({ read, category }))).toEqual([
      { read: undefined, category: undefined },
      { read: 'false', category: undefined },
      { read: undefined, category: 'system' },
      { read: undefined, category: 'workspace' },
    ]);
  });

  it('shows the store error with Повторить, which loads again', async () => {
    server.on('GET', '/notifications', errorBody(500, 'internal', 'Сервер недоступен'));
    render(<NotificationPanel onNavigate={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер недоступен');

    servePage(['a']);
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Title a')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cuts long titles and messages', async () => {
    server.on('GET', '/notifications', {
      status: 200,
      body: { notifications: [makeNotification('long', { title: 'Т'.repeat(130), message: 'С'.repeat(300) })], unread: 1, hasMore: false },
    });
    render(<NotificationPanel onNavigate={() => undefined} />);
    expect(await screen.findByText(`${'Т'.repeat(99)}…`)).toBeInTheDocument();
    expect(screen.getByText(`${'С'.repeat(149)}…`)).toBeInTheDocument();
  });

  it('opens data.targetUrl of a clickable notification and marks it read', async () => {
    server.on('GET', '/notifications', {
      status: 200,
      body: {
        notifications: [makeNotification('inv', { data: { clickable: true, targetUrl: '/workspaces/w1' } })],
        unread: 1,
        hasMore: false,
      },
    });
    server.on('POST', '/notifications/read', { status: 200, body: { updated: 1, unread: 0 } });
    const closed = jest.fn();
    render(<NotificationPanel onNavigate={closed} />);
    fireEvent.click(await screen.findByText('Title inv'));

    expect($location.getState().pathname).toBe('/workspaces/w1');
    expect(closed).toHaveBeenCalled();
    await waitFor(() => expect(server.callsTo('POST', '/notifications/read')[0]?.body).toEqual({ notificationIds: ['inv'] }));
  });

  it('opens /notifications/{id} for a notification that is not clickable', async () => {
    servePage(['plain']);
    server.on('POST', '/notifications/read', { status: 200, body: { updated: 1, unread: 0 } });
    render(<NotificationPanel onNavigate={() => undefined} />);
    fireEvent.click(await screen.findByText('Title plain'));
    expect($location.getState().pathname).toBe('/notifications/plain');
    await waitFor(() => expect(server.callsTo('POST', '/notifications/read')).toHaveLength(1));
  });

  it('loads more when scrolled within 100 px of the bottom', async () => {
    servePage(['a', 'b'], { hasMore: true });
    render(<NotificationPanel onNavigate={() => undefined} />);
    await screen.findByText('Title a');
    const scroller = screen.getByTestId('notification-scroll');
    Object.defineProperties(scroller, {
      scrollHeight: { value: 1000, configurable: true },
      clientHeight: { value: 400, configurable: true },
    });

    scroller.scrollTop = 450;
    fireEvent.scroll(scroller);
    expect(server.callsTo('GET', '/notifications')).toHaveLength(1);

    servePage(['c'], { firstEventId: 998 });
    scroller.scrollTop = 520;
    fireEvent.scroll(scroller);
    await waitFor(() => expect($notifications.getState().map((n) => n.id)).toEqual(['a', 'b', 'c']));
    expect(queryOf(server.callsTo('GET', '/notifications')[1]!.url).offset).toBe('2');
  });

  it('marks all read', async () => {
    servePage(['a', 'b']);
    server.on('POST', '/notifications/read', { status: 200, body: { updated: 2, unread: 0 } });
    render(<NotificationPanel onNavigate={() => undefined} />);
    await screen.findByText('Title a');
    fireEvent.click(screen.getByRole('button', { name: 'Отметить все как прочитанные' }));
    await waitFor(() => expect(server.callsTo('POST', '/notifications/read')[0]?.body).toEqual({ markAll: true }));
    await waitFor(() => expect(screen.queryAllByLabelText('Не прочитано')).toHaveLength(0));
  });
});

describe('NotificationPanel while loading', () => {
  afterEach(() => jest.useRealTimers());

  it('says Это занимает больше времени, чем ожидалось... after 5 s, in English Taking longer than expected...', async () => {
    server.on('GET', '/notifications', () => new Promise(() => undefined));
    jest.useFakeTimers();
    render(<NotificationPanel onNavigate={() => undefined} />);
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.queryByText('Это занимает больше времени, чем ожидалось...')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('Это занимает больше времени, чем ожидалось...')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('Taking longer than expected...')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ru'));
  });
});
