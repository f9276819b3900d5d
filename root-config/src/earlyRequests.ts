/**
 * The page started by index.html's boot script, before any bundle has loaded. On every page the SDK's start-up
 * answers (organisations, workspaces, the workspace's permissions and modules) are asked for at once, where they
 * would otherwise go out only once every bundle of the first paint has run. On a module's landing page, the
 * module's bundle and the page's lazy chunks are preloaded too, and its route preloads (the manifest's
 * `preloads`) asked for, where they would otherwise wait for the shell to mount and the module list to arrive.
 * The root config hands the answers to the SDK's API client (`api.prefetch` with `answer`), where the SDK and
 * the module's page find them; SystemJS takes the preloaded bundle when the module starts.
 *
 * Only a session the SDK would use as it is gets an early request: a token that needs refreshing first, or a
 * route the simple matcher below cannot read, is left to the SDK's own preload once the module list is in.
 */
import type { ModuleRoutePreload } from '@artel/sdk/host';

/** A route preload as the build writes it: the manifest's, with the URLs of the lazy chunks it names. */
export interface LandingRoutePreload extends Pick<ModuleRoutePreload, 'route' | 'requests'> {
  chunkUrls: string[];
}

/** A product module as the build writes it into the boot script. */
export interface ModuleLandingPage {
  id: string;
  path: string;
  bundle: { url: string; integrity: string };
  preloads: LandingRoutePreload[];
}

export interface EarlyRequest {
  /** The GET path under /api/v1, as the SDK or the module's page will ask for it. */
  path: string;
  /** The workspace the answer is for; none for answers that are not a workspace's. */
  workspaceId?: string;
  /** The parsed JSON body; rejects on any failure (the page then asks again). */
  answer: Promise<unknown>;
}

/** What the SDK reads from storage (sdk/src/session/sessionModel.ts, workspace/workspaceStorage.ts, i18n/i18n.ts). */
const TOKENS_KEY = 'artel.tokens';
const USER_KEY = 'artel.user';
const WORKSPACE_KEY = 'artel.currentWorkspaceId';
const LANGUAGE_KEY = 'artel.language';
/** The SDK refreshes a token this close to its expiry before using it (API_TOKEN_REFRESH_THRESHOLD_MS). */
const REFRESH_THRESHOLD_MS = 30_000;

/** A route such as 'boards/:id' against the page's path under the module; literal and :param segments only. */
export function matchRoute(route: string, page: string): Record<string, string> | null {
  const patternSegments = route.split('/').filter(Boolean);
  const pageSegments = page.replace(/\/+$/, '').split('/').filter(Boolean);
  if (patternSegments.length !== pageSegments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of patternSegments.entries()) {
    const value = pageSegments[index] ?? '';
    if (/[*?]/.test(segment)) return null;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (segment !== value) return null;
  }
  return params;
}

/** The module whose pages `pathname` is under. */
export function landingModule(modules: readonly ModuleLandingPage[], pathname: string): ModuleLandingPage | null {
  return modules.find((mod) => pathname.startsWith(`${mod.path.replace(/\/+$/, '')}/`)) ?? null;
}

/** The route preloads of the module's page at `pathname`, with the page's params. */
function matchingPreloads(
  mod: ModuleLandingPage,
  pathname: string,
): Array<{ preload: LandingRoutePreload; params: Record<string, string> }> {
  const page = pathname.slice(mod.path.replace(/\/+$/, '').length);
  return mod.preloads.flatMap((preload) => {
    const params = matchRoute(preload.route, page);
    return params ? [{ preload, params }] : [];
  });
}

/** The module API paths the page at `pathname` will ask for, by its module's route preloads. */
export function earlyRequestPaths(mod: ModuleLandingPage, pathname: string): string[] {
  return matchingPreloads(mod, pathname).flatMap(({ preload: { requests }, params }) => {
    return requests.flatMap((request) => {
      let usable = true;
      const filled = request.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
        const value = params[name];
        // A dot segment would climb out of the module's API once the browser resolves it.
        if (value === undefined || value === '.' || value === '..') usable = false;
        return encodeURIComponent(value ?? '');
      });
      return usable ? [`/modules/${mod.id}/${filled}`] : [];
    });
  });
}

function readJson(storage: Storage, key: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export interface EarlyRequestEnvironment {
  storage: Storage;
  pathname: string;
  now: number;
  fetch: (url: string, init: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;
}

/**
 * The answers the SDK's start-up asks for first on every page (sdk/src/startup/startupPrefetch.ts: organisations,
 * workspaces, then the workspace's permissions and modules), keyed as the SDK keys them: the workspace-scoped
 * ones under their workspace, the others under none. Its paths must follow the SDK's: a path that drifts only
 * loses the head start (the SDK then asks itself).
 */
function startupRequests(workspaceId: string): Array<{ path: string; workspaceId?: string }> {
  return [
    { path: '/profile/legal-entities' },
    { path: '/workspaces' },
    { path: `/workspaces/${encodeURIComponent(workspaceId)}/permissions`, workspaceId },
    { path: '/marketplace/workspace/modules', workspaceId },
  ];
}

/**
 * Asks for the start-up answers and, on a module's landing page, the page's preloads, with the stored session,
 * in the workspace the start will most likely choose.
 */
export function sendEarlyRequests(mod: ModuleLandingPage | null, environment: EarlyRequestEnvironment): EarlyRequest[] {
  const { storage, pathname, now } = environment;
  const tokens = readJson(storage, TOKENS_KEY);
  const accessToken = tokens?.accessToken;
  const expiresAt = tokens?.expiresAt;
  if (typeof accessToken !== 'string' || typeof expiresAt !== 'number' || expiresAt - now <= REFRESH_THRESHOLD_MS) return [];
  const preferred = readJson(storage, USER_KEY)?.preferredWorkspaceId;
  const workspaceId = storage.getItem(WORKSPACE_KEY) ?? (typeof preferred === 'string' ? preferred : null);
  if (!workspaceId) return [];
  const language = storage.getItem(LANGUAGE_KEY) === 'en' ? 'en' : 'ru';
  const requests = [
    ...startupRequests(workspaceId),
    ...(mod ? earlyRequestPaths(mod, pathname).map((path) => ({ path, workspaceId })) : []),
  ];
  return requests.map(({ path, workspaceId: scope }) => {
    const answer = environment
      .fetch(`/api/v1${path}`, {
        headers: { 'Accept-Language': language, Authorization: `Bearer ${accessToken}`, ...(scope ? { 'X-Workspace-ID': scope } : {}) },
      })
      .then((response) => {
        if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
        return response.json() as Promise<unknown>;
      });
    answer.catch(() => undefined);
    return { path, ...(scope ? { workspaceId: scope } : {}), answer };
  });
}

function preloadScript(doc: Document, url: string, integrity?: string): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = url;
  if (integrity) link.setAttribute('integrity', integrity);
  doc.head.appendChild(link);
}

/**
 * <link rel="preload"> for the module's bundle, with the integrity SystemJS will load it with, for the vendor
 * chunks any module bundle waits for before it runs (`modulePageScripts`), and for the lazy chunks the page at
 * `pathname` names (webpack loads those without integrity).
 */
export function preloadScripts(mod: ModuleLandingPage, pathname: string, doc: Document, modulePageScripts: readonly string[] = []): void {
  preloadScript(doc, mod.bundle.url, mod.bundle.integrity);
  for (const url of modulePageScripts) preloadScript(doc, url);
  const chunkUrls = new Set(matchingPreloads(mod, pathname).flatMap(({ preload }) => preload.chunkUrls));
  for (const url of chunkUrls) preloadScript(doc, url);
}
