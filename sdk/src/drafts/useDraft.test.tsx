import { act, renderHook, waitFor } from '@testing-library/react';
import { sessionCleared, userUpdated } from '../session/sessionModel';
import { clearAllDrafts } from './draftStore';
import { createDrafts } from './ownerDrafts';
import { DRAFT_SAVE_DELAY_MS, useDraft } from './useDraft';

jest.mock('../session/sessionModel', () => {
  const { createEvent, createStore } = jest.requireActual('effector');
  const userUpdated = createEvent();
  const sessionCleared = createEvent();
  const $user = createStore(null)
    .on(userUpdated, (_: unknown, user: unknown) => user)
    .reset(sessionCleared);
  return { $user, userUpdated, sessionCleared };
});
jest.mock('../workspace/workspaceModel', () => ({ $currentWorkspaceId: jest.requireActual('effector').createStore('w1') }));

const ann = { id: 'u-ann', email: 'ann@example.com', name: 'Ann' };

describe('drafts', () => {
  beforeEach(async () => {
    await clearAllDrafts();
    (userUpdated as unknown as (user: unknown) => void)(ann);
  });

  it('keeps what is typed per user, workspace and module, and lists it', async () => {
    const kanban = createDrafts('kanban');
    await kanban.set('card:1:comment', 'Позвонить поставщику');
    expect((await kanban.get<string>('card:1:comment'))?.value).toBe('Позвонить поставщику');
    expect(await createDrafts('wiki').get('card:1:comment')).toBeUndefined();
    expect((await kanban.list()).map((d) => d.key)).toEqual(['card:1:comment']);
    (sessionCleared as unknown as () => void)();
    // Signed out, nobody's drafts are read.
    expect(await kanban.get('card:1:comment')).toBeUndefined();
  });

  it('gives a typed value back when the page opens again, and forgets it when cleared', async () => {
    const drafts = createDrafts('kanban');
    const first = renderHook(() => useDraft(drafts, 'card:7:comment', ''));
    await waitFor(() => expect(first.result.current.ready).toBe(true));
    act(() => first.result.current.setValue('Черновик комментария'));
    first.unmount();
    await waitFor(async () => expect((await drafts.get('card:7:comment'))?.value).toBe('Черновик комментария'));

    const second = renderHook(() => useDraft(drafts, 'card:7:comment', ''));
    await waitFor(() => expect(second.result.current.value).toBe('Черновик комментария'));
    expect(second.result.current.restoredAt).not.toBeNull();
    await act(() => second.result.current.clear());
    expect(second.result.current.value).toBe('');
    expect(await drafts.get('card:7:comment')).toBeUndefined();
  });

  it('writes the last keystrokes at once when the tab is closed', async () => {
    const drafts = createDrafts('kanban');
    const { result } = renderHook(() => useDraft(drafts, 'card:9:comment', ''));
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.setValue('Последние буквы'));
    window.dispatchEvent(new Event('pagehide'));
    // Well before the usual write a moment after typing.
    await new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS / 4));
    expect((await drafts.get('card:9:comment'))?.value).toBe('Последние буквы');
  });

  it('removes the draft once the value is back to empty', async () => {
    jest.useFakeTimers();
    const drafts = createDrafts('kanban');
    await drafts.set('k', 'old');
    const { result } = renderHook(() => useDraft(drafts, 'k', ''));
    jest.useRealTimers();
    await waitFor(() => expect(result.current.value).toBe('old'));
    act(() => result.current.setValue(''));
    await new Promise((resolve) => setTimeout(resolve, DRAFT_SAVE_DELAY_MS + 50));
    expect(await drafts.get('k')).toBeUndefined();
  });
});
