import { deliveryTransportChanged, loginFx, workspaceEventReceived, workspaceResyncNeeded } from '@artel/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { bindTestSdk } from '../testing/bindTestSdk';
import { testCard, testColumn } from './testCards';
import { useBoard } from './useBoard';

let boardReads = 0;
let title = 'First';

function answer(status: number, body: unknown): Response {
  const text = JSON.stringify(body);
  const response = {
    ok: status < 300,
    status,
    headers: { get: () => 'application/json' },
    text: async () => text,
    json: async () => body,
    clone: () => response,
  };
  return response as unknown as Response;
}

beforeAll(async () => {
  bindTestSdk();
  globalThis.fetch = jest.fn(async (input: string | URL | Request) => {
    if (String(input).endsWith('/auth/login')) {
      const user = {
        id: 'u1',
        name: 'Анна',
        email: 'anna@example.test',
        role: 'user',
        permissions: [],
        preferredLegalEntityId: null,
        preferredWorkspaceId: 'w1',
      };
      return answer(200, { user, access_token: 'access', refresh_token: 'refresh', expires_in: 3600 });
    }
    if (String(input).endsWith('/modules/kanban/boards/b1')) {
      boardReads += 1;
      return answer(200, {
        board: {
          id: 'b1',
          workspaceId: 'w1',
          name: 'Board',
          description: '',
          createdById: null,
          role: null,
          archivedAt: null,
          createdAt: '',
          updatedAt: '',
        },
        columns: [testColumn('todo', 'a0')],
        cards: [testCard({ id: 'c1', columnId: 'todo', rank: 'a0', title })],
        labels: [],
        permissions: ['view_boards'],
        config: { maxCardsPerColumn: 100, pollingInterval: 30000, dragDrop: true, archive: true },
      });
    }
    return answer(404, { error: { code: 'board_not_found', message: 'Board not found', statusCode: 404 } });
  }) as typeof fetch;
  await loginFx({ email: 'anna@example.test', password: 'correct horse battery' });
});

beforeEach(() => {
  boardReads = 0;
});

afterEach(() => jest.useRealTimers());

it('polls the board every pollingInterval while no live connection is open, and shows what changed', async () => {
  jest.useFakeTimers();
  title = 'First';
  const { result } = renderHook(() => useBoard('b1', null, 30_000));
  await act(() => jest.advanceTimersByTimeAsync(0));
  expect(result.current.loadState).toBe('ready');
  expect(result.current.connected).toBe(false);
  expect(boardReads).toBe(1);

  title = 'Changed by someone else';
  await act(() => jest.advanceTimersByTimeAsync(29_999));
  expect(boardReads).toBe(1);
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(boardReads).toBe(2);
  expect(result.current.state.cards[0]?.title).toBe('Changed by someone else');
});

it('says so when the board does not exist or is not visible', async () => {
  const { result } = renderHook(() => useBoard('missing', null, 30_000));
  await waitFor(() => expect(result.current.loadState).toBe('notFound'));
});

it("follows others' moves over the platform's socket and stops polling while it is up", async () => {
  const { result } = renderHook(() => useBoard('b1', 'w1', 30_000));
  await waitFor(() => expect(result.current.loadState).toBe('ready'));
  act(() => deliveryTransportChanged('websocket'));
  expect(result.current.connected).toBe(true);

  const moved = { kind: 'kanban.card.moved', boardId: 'b1', cardId: 'c1', columnId: 'done', rank: 'a5' };
  act(() => workspaceEventReceived({ type: 'workspace_event', eventId: 1, workspaceId: 'w2', event: moved }));
  expect(result.current.state.cards[0]?.columnId).toBe('todo');
  act(() => workspaceEventReceived({ type: 'workspace_event', eventId: 1, workspaceId: 'w1', event: { ...moved, boardId: 'b2' } }));
  expect(result.current.state.cards[0]?.columnId).toBe('todo');
  act(() => workspaceEventReceived({ type: 'workspace_event', eventId: 1, workspaceId: 'w1', event: moved }));
  expect(result.current.state.cards[0]).toMatchObject({ id: 'c1', columnId: 'done', rank: 'a5' });

  act(() => deliveryTransportChanged('polling'));
  expect(result.current.connected).toBe(false);
});

it('reads the board again when the socket missed more of its workspace’s events than the server keeps', async () => {
  const { result } = renderHook(() => useBoard('b1', 'w1', 30_000));
  await waitFor(() => expect(result.current.loadState).toBe('ready'));
  act(() => deliveryTransportChanged('websocket'));
  const readsBefore = boardReads;
  title = 'Changed while away';
  act(() => workspaceResyncNeeded({ workspaceId: 'w2' }));
  expect(boardReads).toBe(readsBefore);
  act(() => workspaceResyncNeeded({ workspaceId: 'w1' }));
  await waitFor(() => expect(result.current.state.cards[0]?.title).toBe('Changed while away'));
  expect(boardReads).toBe(readsBefore + 1);
  title = 'First';
});
