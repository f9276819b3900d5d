import { api } from '../api/apiClient';
import { navigate } from '../router/router';
import type { InstalledModule } from '../types';
import { CURRENT_WORKSPACE_STORAGE_KEY } from '../workspace/workspaceStorage';
import { prefetchStartupData } from './startupPrefetch';

describe('startup prefetch', () => {
  let prefetch: jest.SpyInstance;
  beforeEach(() => {
    prefetch = jest.spyOn(api, 'prefetch').mockImplementation(() => Promise.resolve({ modules: [] }));
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

  it("asks for the landing page's preloads once the module list says its module is enabled", async () => {
    const module = (moduleId: string, enabled: boolean): InstalledModule => ({
      moduleId,
      enabled,
      config: {},
      version: '1.0.0',
      url: `/static/modules/${moduleId}.js`,
      integrity: 'sha384-x',
      definition: {
        id: moduleId,
        name: moduleId,
        version: '1.0.0',
        path: `/modules/${moduleId}`,
        preloads: [{ route: 'boards/:id', requests: ['boards/:id'] }],
      },
    });
    prefetch.mockImplementation((path: string) =>
      Promise.resolve(path === '/marketplace/workspace/modules' ? { modules: [module('kanban', true), module('other', false)] } : {}),
    );
    localStorage.setItem(CURRENT_WORKSPACE_STORAGE_KEY, 'ws-9');
    navigate('/modules/kanban/boards/b-7');
    prefetchStartupData();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetch).toHaveBeenLastCalledWith('/modules/kanban/boards/b-7', { workspaceId: 'ws-9' });
    expect(prefetch).toHaveBeenCalledTimes(5);
    navigate('/');
  });
});
