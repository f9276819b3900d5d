import { APP_VERSION_STORAGE_KEY, applyAppVersion, pageAppVersion } from './appVersion';

function environment() {
  const unregister = jest.fn().mockResolvedValue(true);
  const serviceWorker = { getRegistrations: jest.fn().mockResolvedValue([{ unregister }, { unregister }]) };
  return { localStorage, sessionStorage, serviceWorker, unregister };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.head.innerHTML = '';
});

describe('new app version (SPEC §4)', () => {
  it('clears local and session storage, stores the version again and unregisters service workers', async () => {
    localStorage.setItem(APP_VERSION_STORAGE_KEY, '1.0.0-old');
    localStorage.setItem('artel.tokens', '{"accessToken":"a"}');
    sessionStorage.setItem('draft', 'x');
    const env = environment();

    expect(applyAppVersion('1.0.0-new', env)).toBe(true);

    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem(APP_VERSION_STORAGE_KEY)).toBe('1.0.0-new');
    expect(sessionStorage.length).toBe(0);
    await Promise.resolve();
    await Promise.resolve();
    expect(env.unregister).toHaveBeenCalledTimes(2);
  });

  it('keeps everything when the page is the version this browser already runs', () => {
    localStorage.setItem(APP_VERSION_STORAGE_KEY, '1.0.0-same');
    localStorage.setItem('artel.tokens', '{"accessToken":"a"}');
    sessionStorage.setItem('draft', 'x');
    const env = environment();

    expect(applyAppVersion('1.0.0-same', env)).toBe(false);

    expect(localStorage.getItem('artel.tokens')).toBe('{"accessToken":"a"}');
    expect(sessionStorage.getItem('draft')).toBe('x');
    expect(env.serviceWorker.getRegistrations).not.toHaveBeenCalled();
  });

  it('treats a browser that never stored a version as one on another version', () => {
    localStorage.setItem('leftover', '1');
    expect(applyAppVersion('1.0.0-a', environment())).toBe(true);
    expect(localStorage.getItem('leftover')).toBeNull();
    expect(localStorage.getItem(APP_VERSION_STORAGE_KEY)).toBe('1.0.0-a');
  });

  it('does nothing for a page without a version', () => {
    localStorage.setItem('artel.tokens', 'kept');
    expect(applyAppVersion(pageAppVersion(document), environment())).toBe(false);
    expect(localStorage.getItem('artel.tokens')).toBe('kept');
  });

  it('reads the version index.html was built with', () => {
    document.head.innerHTML = '<meta name="artel-version" content="1.0.0-3ee770bc907c">';
    expect(pageAppVersion(document)).toBe('1.0.0-3ee770bc907c');
  });

  it('still resets storage where service workers are unavailable', () => {
    localStorage.setItem('artel.user', '{}');
    expect(applyAppVersion('2', { localStorage, sessionStorage })).toBe(true);
    expect(localStorage.getItem('artel.user')).toBeNull();
  });
});
