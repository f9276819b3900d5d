import { api } from '../api/apiClient';
import { CURRENT_WORKSPACE_STORAGE_KEY } from '../workspace/workspaceStorage';
import { prefetchStartupData } from './startupPrefetch';

describe('startup prefetch', () => {
  let prefetch: jest.SpyInstance;
  beforeEach(() => {
    prefetch = jest.spyOn(api, 'prefetch').mockImplementation(() => undefined);
  });
  afterEach(() => {
    prefetch.mockRestore();
    localStorage.clear();
  });

  it('asks for the organisations, the workspaces and the remembered workspace’s permissions and modules', () => {
    localStorage.setItem(CURRENT_WORKSPACE_STORAGE_KEY, 'ws-9');
    prefetchStartupData();
    expect(prefetch.mock.calls).toEqual([
      ['/profile/legal-entities'],
      ['/workspaces'],
      ['/workspaces/ws-9/permissions', { workspaceId: 'ws-9' }],
      ['/marketplace/workspace/modules', { workspaceId: 'ws-9' }],
    ]);
  });

  it('asks only for the lists when no workspace is remembered or preferred', () => {
    prefetchStartupData();
    expect(prefetch.mock.calls).toEqual([['/profile/legal-entities'], ['/workspaces']]);
  });
});
