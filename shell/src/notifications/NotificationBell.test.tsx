import { i18n } from '@artel/sdk';
import { notificationsReset, unreadCountUpdated } from '@artel/sdk/host';
import { installFakeServer, type FakeServer, signIn, makeNotification } from '@artel/sdk/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import { NotificationBell } from './NotificationBell';

/** A socket that stays connecting: what the bell shows must not depend on the network. */
class SilentWebSocket {
  static opened: SilentWebSocket[] = [];
  onopen = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror = null;
  onclose = null;
  constructor(readonly url: string) {
    SilentWebSocket.opened.push(this);
  }
  send() {}
  close() {}
}

let server: FakeServer;
const realWebSocket = globalThis.WebSocket;

beforeAll(async () => {
  (globalThis as { WebSocket: unknown }).WebSocket = SilentWebSocket;
  await i18n.changeLanguage('ru');
});
afterAll(() => {
  globalThis.WebSocket = realWebSocket;
});

beforeEach(async () => {
  SilentWebSocket.opened = [];
  server = installFakeServer();
  server.on('GET', '/notifications', { status: 200, body: { notifications: [makeNotification('a')], unread: 3, hasMore: false } });
  server.on('GET', '/notifications/preferences', { status: 404, body: {} });
  await signIn(server);
  notificationsReset();
});
afterEach(() => jest.useRealTimers());

function badge(): HTMLElement | null {
  return screen.queryByTestId('notification-badge');
}

describe('NotificationBell', () => {
  it('starts live delivery and shows the unread count from the first load', async () => {
    render(<NotificationBell />);
    await waitFor(() => expect(badge()).toHaveTextContent('3'));
    expect(SilentWebSocket.opened[0]?.url).toContain('/api/v1/notifications/ws?token=access');
    expect(screen.getByRole('button', { name: 'Уведомления. Непрочитанных: 3' })).toBeInTheDocument();
  });

  it('shows no badge at zero, the count up to 99 and 99+ above', async () => {
    render(<NotificationBell />);
    await waitFor(() => expect(badge()).toHaveTextContent('3'));
    act(() => unreadCountUpdated(0));
    expect(badge()).toBeNull();
    act(() => unreadCountUpdated(99));
    expect(badge()).toHaveTextContent(/^99$/);
    act(() => unreadCountUpdated(100));
    expect(badge()).toHaveTextContent('99+');
  });

  it('pulses the badge for 1 s when the unread count rises, not when it falls', async () => {
    jest.useFakeTimers();
    render(<NotificationBell />);
    await waitFor(() => expect(badge()).toHaveTextContent('3'));
    act(() => jest.advanceTimersByTime(1000));
    expect(badge()).not.toHaveClass('artel-bell__badge--pulse');

    act(() => unreadCountUpdated(4));
    expect(badge()).toHaveClass('artel-bell__badge--pulse');
    act(() => jest.advanceTimersByTime(999));
    expect(badge()).toHaveClass('artel-bell__badge--pulse');
    act(() => jest.advanceTimersByTime(1));
    expect(badge()).not.toHaveClass('artel-bell__badge--pulse');

    act(() => unreadCountUpdated(2));
    expect(badge()).not.toHaveClass('artel-bell__badge--pulse');
  });

  it('rises live when the socket brings a new notification', async () => {
    render(<NotificationBell />);
    await waitFor(() => expect(badge()).toHaveTextContent('3'));
    const socket = SilentWebSocket.opened[0]!;
    act(() => {
      socket.onmessage?.({ data: JSON.stringify({ type: 'ready', userId: 'u-anna', workspaceId: null, eventId: 1, unread: 3 }) });
      socket.onmessage?.({ data: JSON.stringify({ type: 'notification', notification: makeNotification('new', { eventId: 2 }) }) });
    });
    expect(badge()).toHaveTextContent('4');
    expect(badge()).toHaveClass('artel-bell__badge--pulse');
  });
});
