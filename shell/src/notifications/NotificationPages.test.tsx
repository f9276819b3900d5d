import { $toasts, i18n, navigate } from '@artel/sdk';
import { $location, notificationsReset } from '@artel/sdk/host';
import { errorBody, installFakeServer, type FakeServer, signIn, allOnPreferences, makeNotification } from '@artel/sdk/testing';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NotificationDetailPage } from './NotificationDetailPage';
import { NotificationPreferences } from './NotificationPreferences';
import { NotificationsPage } from './NotificationsPage';

let server: FakeServer;

function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url, 'http://localhost').searchParams);
}

beforeAll(async () => {
  await i18n.changeLanguage('ru');
});

beforeEach(async () => {
  server = installFakeServer();
  await signIn(server);
  notificationsReset();
  navigate('/notifications');
});

describe('NotificationsPage', () => {
  it('filters by type, category, priority and read state, starting again from the first page', async () => {
    server.on('GET', '/notifications', { status: 200, body: { notifications: [makeNotification('a')], unread: 1, hasMore: true } });
    render(<NotificationsPage />);
    await screen.findByText('Title a');
    fireEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    await waitFor(() => expect(server.callsTo('GET', '/notifications')).toHaveLength(2));
    expect(queryOf(server.callsTo('GET', '/notifications')[1]!.url).offset).toBe('20');

    fireEvent.change(screen.getByLabelText('Тип'), { target: { value: 'invitation' } });
    fireEvent.change(screen.getByLabelText('Категория'), { target: { value: 'workspace' } });
    fireEvent.change(screen.getByLabelText('Приоритет'), { target: { value: 'high' } });
    fireEvent.change(screen.getByLabelText('Состояние'), { target: { value: 'read' } });
    await waitFor(() => {
      const last = server.callsTo('GET', '/notifications').at(-1)!;
      expect(queryOf(last.url)).toEqual({
        type: 'invitation',
        category: 'workspace',
        priority: 'high',
        read: 'true',
        offset: '0',
        limit: '20',
      });
    });
  });

  it('marks one read and deletes one, then shows the list again', async () => {
    let rows = [makeNotification('a', { eventId: 2 }), makeNotification('b', { eventId: 1 })];
    server.on('GET', '/notifications', () => ({ status: 200, body: { notifications: rows, unread: 2, hasMore: false } }));
    server.on('POST', '/notifications/read', { status: 200, body: { updated: 1, unread: 1 } });
    server.on('GET', '/notifications/unread-count', { status: 200, body: { count: 1 } });
    server.on('DELETE', '/notifications/:id', (_, { id }) => {
      rows = rows.filter((row) => row.id !== id);
      return { status: 204 };
    });
    render(<NotificationsPage />);
    await screen.findByText('Title a');

    fireEvent.click(screen.getAllByRole('button', { name: 'Отметить прочитанным' })[0]!);
    await waitFor(() => expect(server.callsTo('POST', '/notifications/read')[0]?.body).toEqual({ notificationIds: ['a'] }));

    fireEvent.click(screen.getAllByRole('button', { name: 'Удалить' })[1]!);
    await waitFor(() => expect(screen.queryByText('Title b')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE', '/notifications/b')).toHaveLength(1);
    expect($toasts.getState().map((toast) => toast.message)).toContain('Уведомление удалено');
  });
});

describe('NotificationDetailPage', () => {
  it('shows the whole notification, reads it, and opens its target', async () => {
    const long = 'М'.repeat(400);
    server.on('GET', '/notifications/:id', {
      status: 200,
      body: makeNotification('n1', {
        message: long,
        type: 'invitation',
        category: 'workspace',
        data: { clickable: true, targetUrl: '/workspaces/w1' },
      }),
    });
    server.on('POST', '/notifications/read', { status: 200, body: { updated: 1, unread: 0 } });
    render(<NotificationDetailPage params={{ id: 'n1' }} />);
    expect(await screen.findByText(long)).toBeInTheDocument();
    expect(screen.getByText('Приглашение')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST', '/notifications/read')).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'Перейти' }));
    expect($location.getState().pathname).toBe('/workspaces/w1');
  });

  it('says Уведомление не найдено for a notification that is not there (or not yours)', async () => {
    server.on('GET', '/notifications/:id', errorBody(404, 'notification_not_found', 'Not found'));
    render(<NotificationDetailPage params={{ id: 'other' }} />);
    expect(await screen.findByText('Уведомление не найдено')).toBeInTheDocument();
  });
});

describe('NotificationPreferences', () => {
  it('switches sound off for one category with a partial PUT', async () => {
    server.on('GET', '/notifications/preferences', { status: 200, body: allOnPreferences() });
    server.on('PUT', '/notifications/preferences', (call) => {
      const next = allOnPreferences();
      next.categories.task.sound = false;
      expect(call.body).toEqual({ categories: { task: { sound: false } } });
      return { status: 200, body: next };
    });
    render(<NotificationPreferences />);
    const taskSound = await screen.findByRole('checkbox', { name: 'Задачи: Звук' });
    expect(taskSound).toBeChecked();
    fireEvent.click(taskSound);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Задачи: Звук' })).not.toBeChecked());
    expect(server.callsTo('PUT', '/notifications/preferences')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Задача: В приложении' })).toBeChecked();
  });
});
