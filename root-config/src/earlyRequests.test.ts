import { earlyRequestPaths, landingModule, type ModuleLandingPage, preloadScripts, sendEarlyRequests } from './earlyRequests';

const kanban: ModuleLandingPage = {
  id: 'kanban',
  path: '/modules/kanban',
  bundle: { url: '/static/modules/kanban/kanban.0123456789abcdef.js', integrity: 'sha384-kanban' },
  preloads: [
    {
      route: 'boards/:id',
      requests: ['boards/:id'],
      chunkUrls: ['/static/modules/kanban/chunks/kanban/board.js', '/static/modules/kanban/chunks/kanban/87.js'],
    },
  ],
};
const wiki: ModuleLandingPage = {
  id: 'wiki',
  path: '/modules/wiki',
  bundle: { url: '/static/modules/wiki/wiki.js', integrity: 'sha384-wiki' },
  preloads: [],
};
const HOUR = 3_600_000;
const NOW = 1_000_000_000;

function storageWith(items: Record<string, string>): Storage {
  const map = new Map(Object.entries(items));
  return { getItem: (key: string) => map.get(key) ?? null } as Storage;
}

const signedIn = (extra: Record<string, string> = {}) =>
  storageWith({
    'artel.tokens': JSON.stringify({ accessToken: 'token-1', refreshToken: 'r', expiresAt: NOW + HOUR }),
    'artel.user': JSON.stringify({ id: 'u-1', preferredWorkspaceId: 'ws-preferred' }),
    ...extra,
  });

function answering(status: number, body: unknown) {
  return jest.fn((_url: string, _init: RequestInit) => Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) }));
}

describe('the landing page data asked for by the boot script', () => {
  it('finds the module whose pages the path is under', () => {
    expect(landingModule([wiki, kanban], '/modules/kanban/boards/b-1')).toBe(kanban);
    expect(landingModule([wiki, kanban], '/modules/kanbanx/boards')).toBeNull();
    expect(landingModule([wiki, kanban], '/dashboard')).toBeNull();
  });

  it("names a board page's board request, and nothing for the module's other pages", () => {
    expect(earlyRequestPaths(kanban, '/modules/kanban/boards/b-1')).toEqual(['/modules/kanban/boards/b-1']);
    expect(earlyRequestPaths(kanban, '/modules/kanban/boards/b-1/')).toEqual(['/modules/kanban/boards/b-1']);
    expect(earlyRequestPaths(kanban, '/modules/kanban/boards')).toEqual([]);
    expect(earlyRequestPaths(kanban, '/modules/kanban/boards/b-1/cards')).toEqual([]);
    expect(earlyRequestPaths(wiki, '/modules/wiki/articles/a-1')).toEqual([]);
  });

  it('never climbs out of the module API with a dot segment', () => {
    expect(earlyRequestPaths(kanban, '/modules/kanban/boards/..')).toEqual([]);
    expect(earlyRequestPaths(kanban, '/modules/kanban/boards/%2E%2E')).toEqual([]);
  });

  it("preloads the module's bundle with the integrity SystemJS checks, and the lazy chunks of the page landed on", () => {
    const preloaded = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [
        link.getAttribute('href'),
        link.as,
        link.getAttribute('integrity'),
      ]);
    preloadScripts(kanban, '/modules/kanban/boards/b-1', document);
    expect(preloaded()).toEqual([
      ['/static/modules/kanban/kanban.0123456789abcdef.js', 'script', 'sha384-kanban'],
      ['/static/modules/kanban/chunks/kanban/board.js', 'script', null],
      ['/static/modules/kanban/chunks/kanban/87.js', 'script', null],
    ]);
    document.head.replaceChildren();
    preloadScripts(kanban, '/modules/kanban/calendar', document);
    expect(preloaded()).toEqual([['/static/modules/kanban/kanban.0123456789abcdef.js', 'script', 'sha384-kanban']]);
  });

  it('preloads what every module bundle waits for (the rest of Blueprint) on any page of a module', () => {
    document.head.replaceChildren();
    preloadScripts(wiki, '/modules/wiki/pages/p-1', document, ['/static/vendor/chunks/blueprintjs-core/blueprint-rest.js']);
    expect([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => link.getAttribute('href'))).toEqual([
      '/static/modules/wiki/wiki.js',
      '/static/vendor/chunks/blueprintjs-core/blueprint-rest.js',
    ]);
    document.head.replaceChildren();
  });

  it('sends the stored token, the remembered workspace and the language, and hands over the parsed answer', async () => {
    const fetch = answering(200, { board: { id: 'b-1' } });
    const storage = signedIn({ 'artel.currentWorkspaceId': 'ws-saved', 'artel.language': 'en' });
    const early = sendEarlyRequests(kanban, { storage, pathname: '/modules/kanban/boards/b-1', now: NOW, fetch }).at(-1);
    expect(fetch).toHaveBeenCalledWith('/api/v1/modules/kanban/boards/b-1', {
      headers: { 'Accept-Language': 'en', Authorization: 'Bearer token-1', 'X-Workspace-ID': 'ws-saved' },
    });
    expect(early?.path).toBe('/modules/kanban/boards/b-1');
    expect(early?.workspaceId).toBe('ws-saved');
    await expect(early?.answer).resolves.toEqual({ board: { id: 'b-1' } });
  });

  it("uses the user's preferred workspace when none is remembered", () => {
    const fetch = answering(200, {});
    const early = sendEarlyRequests(kanban, { storage: signedIn(), pathname: '/modules/kanban/boards/b-1', now: NOW, fetch }).at(-1);
    expect(early?.workspaceId).toBe('ws-preferred');
  });

  it("asks on any page for the SDK's start-up answers: organisations and workspaces under no workspace, permissions and modules under the chosen one", () => {
    const fetch = answering(200, {});
    const storage = signedIn({ 'artel.currentWorkspaceId': 'ws-saved' });
    const early = sendEarlyRequests(null, { storage, pathname: '/dashboard', now: NOW, fetch });
    expect(early.map(({ path, workspaceId }) => [path, workspaceId])).toEqual([
      ['/profile/legal-entities', undefined],
      ['/workspaces', undefined],
      ['/workspaces/ws-saved/permissions', 'ws-saved'],
      ['/marketplace/workspace/modules', 'ws-saved'],
    ]);
    expect(fetch).toHaveBeenCalledWith('/api/v1/workspaces', { headers: { 'Accept-Language': 'ru', Authorization: 'Bearer token-1' } });
    expect(fetch).toHaveBeenCalledWith('/api/v1/marketplace/workspace/modules', {
      headers: { 'Accept-Language': 'ru', Authorization: 'Bearer token-1', 'X-Workspace-ID': 'ws-saved' },
    });
  });

  it('rejects the answer of a refused request, so that the page asks again', async () => {
    const early = sendEarlyRequests(kanban, {
      storage: signedIn(),
      pathname: '/modules/kanban/boards/b-1',
      now: NOW,
      fetch: answering(403, {}),
    }).at(-1);
    await expect(early?.answer).rejects.toThrow('403');
  });

  it('asks nothing without a session, or with a token the SDK would refresh first', () => {
    const fetch = answering(200, {});
    const pathname = '/modules/kanban/boards/b-1';
    expect(sendEarlyRequests(kanban, { storage: storageWith({}), pathname, now: NOW, fetch })).toEqual([]);
    const expiring = storageWith({
      'artel.tokens': JSON.stringify({ accessToken: 't', expiresAt: NOW + 10_000 }),
      'artel.currentWorkspaceId': 'ws',
    });
    expect(sendEarlyRequests(kanban, { storage: expiring, pathname, now: NOW, fetch })).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
