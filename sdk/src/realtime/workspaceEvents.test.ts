import { deliveryTransportChanged, workspaceEventReceived } from '../notifications/notificationsModel';
import { $realtimeConnected, matchesKind, subscribeWorkspaceEvents } from './workspaceEvents';

describe('live workspace events', () => {
  it('hands a subscriber the events of its kind with their workspace, until it unsubscribes', () => {
    const seen: unknown[] = [];
    const unsubscribe = subscribeWorkspaceEvents('kanban.', (event) => seen.push(event));
    workspaceEventReceived({ type: 'workspace_event', eventId: 1, workspaceId: 'w1', event: { kind: 'kanban.card.moved', cardId: 'c1' } });
    workspaceEventReceived({ type: 'workspace_event', eventId: 1, workspaceId: 'w1', event: { kind: 'wiki.page.saved' } });
    unsubscribe();
    workspaceEventReceived({ type: 'workspace_event', eventId: 1, workspaceId: 'w1', event: { kind: 'kanban.card.created' } });
    expect(seen).toEqual([{ kind: 'kanban.card.moved', cardId: 'c1', workspaceId: 'w1' }]);
  });

  it('matches a kind exactly, or by a prefix ending in a dot', () => {
    expect(matchesKind('kanban.', 'kanban.card.moved')).toBe(true);
    expect(matchesKind('kanban.card.moved', 'kanban.card.moved')).toBe(true);
    expect(matchesKind('kanban', 'kanbanx.card')).toBe(false);
    expect(matchesKind('kanban.card', 'kanban.card.moved')).toBe(false);
  });

  it('is connected only while the socket carries delivery', () => {
    deliveryTransportChanged('websocket');
    expect($realtimeConnected.getState()).toBe(true);
    deliveryTransportChanged('polling');
    expect($realtimeConnected.getState()).toBe(false);
  });
});
