import { CHUNK_RELOAD_FLAG, installChunkReload, isChunkLoadError, reloadOnceOnChunkError } from './chunkReload';

const origin = 'https://artel.example';

function systemJsLoadError(url: string): Error {
  // The message SystemJS 6.15 (system.min.js) gives a script that failed to load.
  return new Error(
    `Error loading ${url} from ${origin}/ (SystemJS Error#3 https://github.com/systemjs/systemjs/blob/main/docs/errors.md#3)`,
  );
}

function chunkLoadError(): Error {
  const error = new Error('Loading chunk 512 failed.\n(error: https://artel.example/static/shell/chunks/shell/512.js)');
  error.name = 'ChunkLoadError';
  return error;
}

function environment() {
  return { sessionStorage, origin, reload: jest.fn() };
}

beforeEach(() => sessionStorage.clear());

describe('isChunkLoadError', () => {
  it("recognises webpack's chunk-load errors", () => {
    expect(isChunkLoadError(chunkLoadError(), origin)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'), origin)).toBe(true);
  });

  it('recognises SystemJS failing to load one of our bundles, also as the cause of another error', () => {
    const failed = systemJsLoadError(`${origin}/static/modules/kanban/kanban.0123456789abcdef.js`);
    expect(isChunkLoadError(failed, origin)).toBe(true);
    expect(isChunkLoadError(new Error('Module kanban failed to load', { cause: failed }), origin)).toBe(true);
  });

  it("ignores load errors of other origins (a developer's override server) and ordinary errors", () => {
    expect(isChunkLoadError(systemJsLoadError('http://localhost:8080/kanban.js'), origin)).toBe(false);
    expect(isChunkLoadError(new TypeError('x is not a function'), origin)).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed', origin)).toBe(false);
    expect(isChunkLoadError(undefined, origin)).toBe(false);
  });
});

describe('reloadOnceOnChunkError', () => {
  it('reloads the page on a chunk-load error and remembers it for the tab session', () => {
    const env = environment();
    expect(reloadOnceOnChunkError(chunkLoadError(), env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).not.toBeNull();
  });

  it('does not reload a second time, so a broken deploy cannot loop', () => {
    const env = environment();
    reloadOnceOnChunkError(chunkLoadError(), env);
    expect(reloadOnceOnChunkError(chunkLoadError(), env)).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves other errors alone', () => {
    const env = environment();
    expect(reloadOnceOnChunkError(new Error('Request failed'), env)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBeNull();
  });
});

describe('installChunkReload', () => {
  it('watches unhandled rejections and stops when uninstalled', () => {
    const reload = jest.fn();
    const fakeWindow = Object.assign(new EventTarget(), { sessionStorage, location: { origin, reload } }) as unknown as Window;
    const uninstall = installChunkReload(fakeWindow);
    const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });

    fakeWindow.dispatchEvent(rejection(new Error('unrelated')));
    expect(reload).not.toHaveBeenCalled();
    fakeWindow.dispatchEvent(rejection(systemJsLoadError(`${origin}/static/root-config/root-config.0123456789abcdef.js`)));
    expect(reload).toHaveBeenCalledTimes(1);

    uninstall();
    sessionStorage.clear();
    fakeWindow.dispatchEvent(rejection(chunkLoadError()));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
