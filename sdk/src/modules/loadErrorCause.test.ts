import { i18n } from '../i18n/i18n';
import { ModuleError, ModuleErrorMessages } from './registry/moduleErrors';
import { createLoadDiagnosis } from './loadDiagnosis';
import { probeBundle } from './loadErrorCause';
import en from './locales/en.json';
import ru from './locales/ru.json';

const DEV_URL = 'http://localhost:8500/my-notes.js';
/** What SystemJS rejects with for a script that never ran, wrapped as the loader wraps it. */
const scriptNotLoaded = () =>
  new ModuleError('LOAD_FAILED', 'Failed to load module my-notes: Retry exhausted', {
    moduleId: 'my-notes',
    cause: new Error('Retry exhausted for @artel-module/my-notes after 3 attempts', { cause: new Error(`Error loading ${DEV_URL}`) }),
  });

function violation(blockedURI: string, effectiveDirective = 'script-src-elem'): Event {
  return Object.assign(new Event('securitypolicyviolation'), { blockedURI, effectiveDirective });
}

/** A page (its CSP reports) and the bundle's server, as the probe meets them. */
function page(server: (init: RequestInit) => Promise<Response>) {
  const document = new EventTarget();
  const fetch = jest.fn((_url: string | URL | Request, init: RequestInit = {}) => server(init)) as jest.Mock & typeof globalThis.fetch;
  const diagnose = createLoadDiagnosis({ violations: document, fetch, baseUrl: 'http://127.0.0.1:3000/modules/my-notes' });
  return { document, fetch, diagnose };
}

const answers = (status: number) => async () => ({ status }) as Response;
const corsRefused = async (init: RequestInit) => {
  if (init.mode === 'cors') throw new TypeError('Failed to fetch');
  return { status: 0, type: 'opaque' } as unknown as Response;
};
const deadServer = async () => {
  throw new TypeError('Failed to fetch');
};

async function failure(run: Promise<unknown>): Promise<ModuleError> {
  const error = await run.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ModuleError);
  return error as ModuleError;
}

afterEach(() => i18n.changeLanguage('ru'));

describe('a module that does not load says why, in the user’s language', () => {
  it('names the CSP when the page refused the script, and where an admin allows the origin', async () => {
    const { document, diagnose } = page(answers(200));
    const error = await failure(
      diagnose('my-notes', DEV_URL, async () => {
        document.dispatchEvent(violation(DEV_URL));
        throw scriptNotLoaded();
      }),
    );
    expect(error.code).toBe('LOAD_FAILED');
    expect(error.message).toBe(
      'Модуль my-notes не загрузился: политика безопасности страницы (Content-Security-Policy) не разрешает скрипты с http://localhost:8500. Администратор платформы может разрешить этот источник в /admin/settings, раздел «Разработка модулей».',
    );
    await i18n.changeLanguage('en');
    const english = await failure(
      diagnose('my-notes', DEV_URL, async () => {
        document.dispatchEvent(violation('http://localhost:8500'));
        throw scriptNotLoaded();
      }),
    );
    expect(english.message).toContain("the page's Content-Security-Policy does not allow scripts from http://localhost:8500");
  });

  it('does not blame the CSP for a violation of another directive or another address', async () => {
    const { document, diagnose } = page(answers(404));
    const error = await failure(
      diagnose('my-notes', DEV_URL, async () => {
        document.dispatchEvent(violation(DEV_URL, 'connect-src'));
        document.dispatchEvent(violation('http://localhost:8501/other.js'));
        throw scriptNotLoaded();
      }),
    );
    expect(error.message).toBe('Модуль my-notes не загрузился: файла http://localhost:8500/my-notes.js нет (404).');
  });

  it('names CORS when the server answers only requests that need no CORS check', async () => {
    const { diagnose, fetch } = page(corsRefused);
    const error = await failure(diagnose('my-notes', DEV_URL, async () => Promise.reject(scriptNotLoaded())));
    expect(error.message).toContain(
      'сервер http://localhost:8500 не разрешает загружать с него скрипты на другой сайт (нет заголовка Access-Control-Allow-Origin)',
    );
    expect(fetch).toHaveBeenCalledWith(DEV_URL, expect.objectContaining({ mode: 'cors', cache: 'no-store' }));
    await i18n.changeLanguage('en');
    const english = await failure(diagnose('my-notes', DEV_URL, async () => Promise.reject(scriptNotLoaded())));
    expect(english.message).toContain(
      'the server http://localhost:8500 does not let other sites load its scripts (no Access-Control-Allow-Origin header)',
    );
  });

  it('says the server does not answer when nothing listens there', async () => {
    const { diagnose } = page(deadServer);
    await i18n.changeLanguage('en');
    const error = await failure(diagnose('my-notes', DEV_URL, async () => Promise.reject(scriptNotLoaded())));
    expect(error.message).toBe(
      'Module my-notes did not load: the server http://localhost:8500 does not answer. Is npm run dev:module running?',
    );
  });

  it('says 404 for a missing file, relative URLs read against the page', async () => {
    const { diagnose, fetch } = page(answers(404));
    await i18n.changeLanguage('en');
    const error = await failure(
      diagnose('my-notes', '/static/modules/my-notes/my-notes.1234.js', async () => Promise.reject(scriptNotLoaded())),
    );
    expect(error.message).toBe(
      'Module my-notes did not load: there is no file at http://127.0.0.1:3000/static/modules/my-notes/my-notes.1234.js (404).',
    );
    expect(fetch.mock.calls[0]![0]).toBe('http://127.0.0.1:3000/static/modules/my-notes/my-notes.1234.js');
  });

  it('gives any other failing status', async () => {
    const { diagnose } = page(answers(503));
    const error = await failure(diagnose('my-notes', DEV_URL, async () => Promise.reject(scriptNotLoaded())));
    expect(error.message).toBe('Модуль my-notes не загрузился: http://localhost:8500/my-notes.js ответил кодом 503.');
  });

  it('quotes the error the bundle threw when the file is there and loads', async () => {
    const { diagnose } = page(answers(200));
    const thrown = new ModuleError('LOAD_FAILED', 'Failed to load module my-notes: Retry exhausted', {
      cause: new Error('Retry exhausted', { cause: new TypeError('notes.map is not a function') }),
    });
    const error = await failure(diagnose('my-notes', DEV_URL, async () => Promise.reject(thrown)));
    expect(error.message).toBe('Модуль my-notes загрузился, но его код выбросил ошибку: notes.map is not a function');
    expect(error.cause).toBe(thrown);
    await i18n.changeLanguage('en');
    expect((await failure(diagnose('my-notes', DEV_URL, async () => Promise.reject(thrown)))).message).toBe(
      'Module my-notes loaded, but its code threw an error: notes.map is not a function',
    );
  });

  it('keeps SPEC §8’s message when the file fetches fine yet its script element failed (integrity, say)', async () => {
    const { diagnose } = page(answers(200));
    const original = scriptNotLoaded();
    expect(await failure(diagnose('my-notes', DEV_URL, async () => Promise.reject(original)))).toBe(original);
    const minified = new ModuleError('LOAD_FAILED', 'Failed', {
      cause: new Error('Retry exhausted', {
        cause: new Error(`Error loading ${DEV_URL} (SystemJS Error#3 https://github.com/systemjs/systemjs/blob/main/docs/errors.md#3)`),
      }),
    });
    expect(await failure(diagnose('my-notes', DEV_URL, async () => Promise.reject(minified)))).toBe(minified);
  });

  it('says what loaded is not a module when it lacks install', async () => {
    const { diagnose, fetch } = page(answers(200));
    const notAModule = new ModuleError('INVALID_MODULE', ModuleErrorMessages.noInstall(), { moduleId: 'my-notes' });
    const error = await failure(diagnose('my-notes', DEV_URL, async () => Promise.reject(notAModule)));
    expect(error.code).toBe('INVALID_MODULE');
    expect(error.message).toBe(
      'http://localhost:8500/my-notes.js — не модуль: Module does not provide install function. Модуль экспортирует definition, install и жизненный цикл single-spa (defineModule из @artel/sdk).',
    );
    await i18n.changeLanguage('en');
    expect((await failure(diagnose('my-notes', DEV_URL, async () => Promise.reject(notAModule)))).message).toBe(
      'http://localhost:8500/my-notes.js is not a module: Module does not provide install function. A module exports definition, install and the single-spa lifecycles (defineModule of @artel/sdk).',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves a timeout as it is and stops listening for violations once the load is over', async () => {
    const { document, diagnose } = page(answers(200));
    const timeout = new ModuleError('LOAD_TIMEOUT', 'Module my-notes loading timed out after 30000ms');
    expect(await failure(diagnose('my-notes', DEV_URL, async () => Promise.reject(timeout)))).toBe(timeout);
    const remove = jest.spyOn(document, 'removeEventListener');
    await expect(diagnose('my-notes', DEV_URL, async () => 'loaded')).resolves.toBe('loaded');
    expect(remove).toHaveBeenCalledWith('securitypolicyviolation', expect.any(Function));
  });
});

describe('probeBundle', () => {
  it('tells a refused CORS check from a server that is not there', async () => {
    const server = (answer: (init: RequestInit) => Promise<Response>) =>
      jest.fn((_url: string, init: RequestInit) => answer(init)) as unknown as typeof fetch;
    await expect(probeBundle(server(corsRefused), DEV_URL)).resolves.toEqual({ refused: 'cors' });
    await expect(probeBundle(server(deadServer), DEV_URL)).resolves.toEqual({ refused: 'unreachable' });
    await expect(probeBundle(server(answers(200)), DEV_URL)).resolves.toEqual({ status: 200 });
  });
});

it('has every cause in Russian and English, with the same placeholders', () => {
  const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map(([, name]) => name).sort();
  expect(Object.keys(en.moduleLoad).sort()).toEqual(Object.keys(ru.moduleLoad).sort());
  for (const [cause, text] of Object.entries(ru.moduleLoad))
    expect(placeholders(en.moduleLoad[cause as keyof typeof en.moduleLoad])).toEqual(placeholders(text));
});
