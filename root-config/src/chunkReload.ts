/**
 * A bundle that fails to load after a deploy (its hashed file is gone) is fixed by a reload, which fetches
 * the new index.html and import map. The page reloads once per tab session; a second failure stays put so a
 * broken deploy can never loop.
 */
export const CHUNK_RELOAD_FLAG = 'artel.chunkReloaded';

export interface ChunkReloadEnvironment {
  sessionStorage: Storage;
  /** The page origin; only our own bundles (under /static/) count. */
  origin: string;
  reload: () => void;
}

function describe(error: unknown): { name: string; message: string; cause: unknown } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { name, message, cause } = error as { name?: unknown; message?: unknown; cause?: unknown };
  return { name: String(name ?? ''), message: String(message ?? ''), cause };
}

/**
 * webpack's ChunkLoadError and 'Loading chunk … failed', and SystemJS's load error (#3) for a URL of ours,
 * also when wrapped as the cause of another error (the SDK's module loader does that).
 */
export function isChunkLoadError(error: unknown, origin: string): boolean {
  for (let current = describe(error), depth = 0; current && depth < 5; current = describe(current.cause), depth += 1) {
    if (current.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(current.message)) return true;
    const systemJsLoad = /Error loading (\S+)[\s\S]*SystemJS Error#3\b/.exec(current.message);
    if (systemJsLoad?.[1]?.startsWith(`${origin}/static/`)) return true;
  }
  return false;
}

/** @returns true when the page is being reloaded. */
export function reloadOnceOnChunkError(error: unknown, environment: ChunkReloadEnvironment): boolean {
  if (!isChunkLoadError(error, environment.origin)) return false;
  if (environment.sessionStorage.getItem(CHUNK_RELOAD_FLAG)) return false;
  environment.sessionStorage.setItem(CHUNK_RELOAD_FLAG, String(Date.now()));
  environment.reload();
  return true;
}

export function browserChunkReloadEnvironment(win: Window = window): ChunkReloadEnvironment {
  return { sessionStorage: win.sessionStorage, origin: win.location.origin, reload: () => win.location.reload() };
}

/** Watches errors nobody handled (a failed System.import, a lazy chunk); returns the uninstaller. */
export function installChunkReload(win: Window = window): () => void {
  const environment = browserChunkReloadEnvironment(win);
  const onError = (event: ErrorEvent) => reloadOnceOnChunkError(event.error, environment);
  const onRejection = (event: PromiseRejectionEvent) => reloadOnceOnChunkError(event.reason, environment);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
