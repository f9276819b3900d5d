import { ApiError } from '../api/apiError';
import { i18n, setLanguage } from '../i18n/i18n';
import { $toasts, dismissToast } from '../toasts/toastModel';
import type { ErrorReport } from '../types';
import { createGlobalErrorHandler, installGlobalErrorHandler } from './globalErrorHandler';

function setup(maxErrors?: number) {
  let clock = Date.parse('2026-03-01T12:00:00Z');
  const reports: ErrorReport[] = [];
  const notices: string[] = [];
  const handler = createGlobalErrorHandler({
    report: async (report) => {
      reports.push(report);
    },
    notify: (message) => notices.push(message),
    now: () => clock,
    ...(maxErrors === undefined ? {} : { maxErrors }),
  });
  return { handler, reports, notices, advance: (ms: number) => (clock += ms) };
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  setLanguage('ru');
});

describe('global error handler', () => {
  it.each([
    [new TypeError('Failed to fetch'), 'Проблема с подключением к серверу. Проверьте интернет-соединение.'],
    [new Error('NetworkError when attempting to fetch resource.'), 'Проблема с подключением к серверу. Проверьте интернет-соединение.'],
    [new Error('Request failed: Unauthorized'), 'Сессия истекла. Войдите в систему снова.'],
    [new ApiError('Ошибка', 'unknown_error', 401), 'Сессия истекла. Войдите в систему снова.'],
    [new Error('Forbidden'), 'Недостаточно прав для выполнения этого действия.'],
    [new ApiError('Нет доступа', 'unknown_error', 403), 'Недостаточно прав для выполнения этого действия.'],
    [new Error('Board not found'), 'Запрашиваемый ресурс не найден.'],
    [{ message: 'Missing', status: 404 }, 'Запрашиваемый ресурс не найден.'],
    [new Error('ChunkLoadError: failed to import chunk 12'), 'Не удалось загрузить часть приложения. Перезагрузите страницу.'],
    [new Error('Cannot read properties of undefined'), 'Произошла непредвиденная ошибка. Попробуйте еще раз.'],
    ['plain string', 'Произошла непредвиденная ошибка. Попробуйте еще раз.'],
  ])('shows %p as %s', (error, text) => {
    const { handler, notices } = setup();
    handler.handle(error);
    expect(notices).toEqual([text]);
  });

  it('shows the notice in the current language', async () => {
    await setLanguage('en');
    const { handler, notices } = setup();
    handler.handle(new TypeError('Failed to fetch'));
    expect(notices).toEqual([i18n.t('sdk:errors.network', { lng: 'en' })]);
    expect(notices[0]).toBe('Cannot connect to the server. Check your internet connection.');
  });

  it('reports the error with its id, stack, time, browser, page and component', () => {
    const { handler, reports } = setup();
    const error = new Error('Cannot read properties of undefined');
    handler.handle(error, { component: 'KanbanBoard' });
    expect(reports).toEqual([
      {
        errorId: expect.stringMatching(/^err_/),
        message: 'Cannot read properties of undefined',
        stack: error.stack,
        timestamp: '2026-03-01T12:00:00.000Z',
        userAgent: navigator.userAgent,
        url: window.location.href,
        component: 'KanbanBoard',
      },
    ]);
  });

  it.each(['ResizeObserver loop limit exceeded', 'Loading chunk 7 failed.', 'Loading CSS chunk 3 failed.', 'Network request failed'])(
    'skips the noise %s',
    (message) => {
      const { handler, notices, reports } = setup();
      handler.handle(new Error(message));
      expect(notices).toEqual([]);
      expect(reports).toEqual([]);
      expect(handler.count).toBe(0);
    },
  );

  it('skips a duplicate while its notice is still shown (5 s)', () => {
    const { handler, notices, reports, advance } = setup();
    handler.handle(new Error('boom'));
    advance(4999);
    handler.handle(new Error('boom'));
    expect(notices).toHaveLength(1);
    expect(reports).toHaveLength(1);
    advance(5000);
    handler.handle(new Error('boom'));
    expect(notices).toHaveLength(2);
    expect(handler.count).toBe(2);
  });

  it('stops reporting and notifying after 10 errors', () => {
    const { handler, notices, reports } = setup();
    for (let index = 1; index <= 12; index += 1) handler.handle(new Error(`failure ${index}`));
    expect(notices).toHaveLength(10);
    expect(reports.map((report) => report.message)).toEqual(Array.from({ length: 10 }, (_, index) => `failure ${index + 1}`));
    expect(handler.count).toBe(12);
  });

  it('survives a report that fails', async () => {
    const handler = createGlobalErrorHandler({ report: () => Promise.reject(new Error('offline')), notify: () => undefined });
    expect(() => handler.handle(new Error('boom'))).not.toThrow();
    await Promise.resolve();
  });
});

describe('installGlobalErrorHandler', () => {
  it('turns uncaught errors and rejections into a 5 s danger toast and a POST to /api/errors', async () => {
    const fetchMock = jest.fn((_url: string, _init: RequestInit) => Promise.resolve({ ok: true } as Response));
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const uninstall = installGlobalErrorHandler();

    window.dispatchEvent(new ErrorEvent('error', { error: new Error('Forbidden'), message: 'Forbidden' }));
    const rejection = Object.assign(new Event('unhandledrejection'), { reason: new TypeError('Failed to fetch') });
    window.dispatchEvent(rejection);
    uninstall();
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('after uninstall') }));

    const toasts = $toasts.getState();
    expect(toasts.map(({ message, intent, timeout }) => ({ message, intent, timeout }))).toEqual([
      { message: 'Недостаточно прав для выполнения этого действия.', intent: 'danger', timeout: 5000 },
      { message: 'Проблема с подключением к серверу. Проверьте интернет-соединение.', intent: 'danger', timeout: 5000 },
    ]);
    for (const toast of toasts) dismissToast(toast.id);

    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/errors');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' } });
    expect(JSON.parse(String(init?.body))).toMatchObject({ message: 'Forbidden', errorId: expect.stringMatching(/^err_/) });
  });
});
