import { workspaceEventReceived } from '../notifications/notificationsModel';
import { cachedPrefixOf, invalidateCacheOnRealtimeEvents } from './realtimeCacheInvalidation';

describe('cached answers and live events', () => {
  it('drops the cached answers of the module an event comes from, and only while subscribed', () => {
    const clearCache = jest.fn();
    const stop = invalidateCacheOnRealtimeEvents({ clearCache });
    workspaceEventReceived({ type: 'workspace_event', eventId: 1, workspaceId: 'w1', event: { kind: 'kanban.card.moved', cardId: 'c1' } });
    expect(clearCache).toHaveBeenCalledWith('/modules/kanban/');
    stop();
    workspaceEventReceived({ type: 'workspace_event', eventId: 1, workspaceId: 'w1', event: { kind: 'wiki.article.updated' } });
    expect(clearCache).toHaveBeenCalledTimes(1);
  });

  it('names no module for a kind without a prefix', () => {
    expect(cachedPrefixOf('refresh')).toBeNull();
    expect(cachedPrefixOf('wiki.article.updated')).toBe('/modules/wiki/');
  });
});
