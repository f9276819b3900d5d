import { act, render, screen } from '@testing-library/react';
import { eventBus, PlatformEvents } from '../events/eventBus';
import {
  $language,
  addTranslations,
  i18n,
  LANGUAGE_STORAGE_KEY,
  type Language,
  languageLoaded,
  loadLanguage,
  setLanguage,
  SUPPORTED_LANGUAGES,
  useTranslation,
} from './i18n';
import en from './locales/en.json';
import ru from './locales/ru.json';

function keyPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

afterEach(async () => {
  await setLanguage('ru');
  localStorage.clear();
});

describe('i18n', () => {
  // First in this file: every later test may have loaded English.
  it('has only Russian up front; English arrives as its own chunk when asked for', async () => {
    expect(i18n.hasResourceBundle('ru', 'sdk')).toBe(true);
    expect(i18n.hasResourceBundle('en', 'sdk')).toBe(false);
    expect(i18n.t('sdk:errors.timeout', { lng: 'en' })).toBe('Запрос превысил время ожидания. Попробуйте еще раз.');
    await loadLanguage('en');
    expect(i18n.t('sdk:errors.timeout', { lng: 'en' })).toBe('The request timed out. Please try again.');
    expect(i18n.language).toBe('ru');
  });

  it('speaks Russian by default and has the SPEC request texts verbatim', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['ru', 'en']);
    expect(i18n.language).toBe('ru');
    expect(i18n.t('sdk:errors.network')).toBe('Проблема с подключением к серверу. Проверьте интернет-соединение.');
    expect(i18n.t('sdk:errors.timeout')).toBe('Запрос превысил время ожидания. Попробуйте еще раз.');
    expect(i18n.t('sdk:errors.request')).toBe('Произошла ошибка при выполнении запроса.');
    expect(i18n.t('sdk:nav.dashboard')).toBe('Рабочий стол');
  });

  it('has every SDK text in both languages, translated', async () => {
    await loadLanguage('en');
    expect(keyPaths(en).sort()).toEqual(keyPaths(ru).sort());
    for (const key of keyPaths(ru)) {
      expect(i18n.t(`sdk:${key}`, { lng: 'en' })).not.toBe(i18n.t(`sdk:${key}`, { lng: 'ru' }));
    }
  });

  it('switches language, remembers it and tells the store, the document and the bus', async () => {
    const heard: unknown[] = [];
    const off = eventBus.on(PlatformEvents.languageChanged, (event) => {
      heard.push(event.payload);
    });
    await setLanguage('en');
    off();

    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect($language.getState()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('sdk:errors.timeout')).toBe('The request timed out. Please try again.');
    expect(heard).toEqual([{ language: 'en' }]);
  });

  it('refuses a language it does not support', () => {
    expect(() => setLanguage('de' as Language)).toThrow('Unsupported language: de');
    expect(i18n.language).toBe('ru');
  });

  it('restores the remembered language at start, and ignores an unknown one', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    let fresh: typeof import('./i18n') | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual<typeof import('./i18n')>('./i18n');
    });
    if (!fresh) throw new Error('not loaded');
    expect(fresh.i18n.language).toBe('en');
    expect(fresh.$language.getState()).toBe('en');
    // What the shell waits for before its first render: the English texts, not the Russian fallback.
    await fresh.languageLoaded();
    expect(fresh.i18n.t('sdk:errors.timeout')).toBe('The request timed out. Please try again.');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./i18n')>('./i18n');
      expect(fresh.i18n.language).toBe('ru');
    });
  });

  it('keeps one namespace per module', () => {
    addTranslations('kanban', { ru: { boards: { title: 'Доски' } }, en: { boards: { title: 'Boards' } } });
    addTranslations('wiki', { ru: { boards: { title: 'Статьи' } }, en: { boards: { title: 'Articles' } } });
    expect(i18n.t('kanban:boards.title')).toBe('Доски');
    expect(i18n.t('wiki:boards.title')).toBe('Статьи');
    expect(i18n.t('kanban:boards.title', { lng: 'en' })).toBe('Boards');
  });

  it('re-renders components using useTranslation when the language changes', async () => {
    function Title() {
      const { t } = useTranslation('sdk');
      return <h1>{t('nav.marketplace')}</h1>;
    }
    render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe('Маркетплейс');
    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading').textContent).toBe('Marketplace');
  });

  it('switches only once a lazy language is in, so no key or Russian text shows in between', async () => {
    let deliver: (texts: { default: { title: string } }) => void = () => {};
    const chunk = new Promise<{ default: { title: string } }>((resolve) => {
      deliver = resolve;
    });
    addTranslations('lazyPage', { ru: { title: 'Страница' }, en: () => chunk });
    const seen: string[] = [];
    const off = eventBus.on(PlatformEvents.languageChanged, () => {
      seen.push(i18n.t('lazyPage:title'));
    });
    const switching = setLanguage('en');
    await Promise.resolve();
    expect(i18n.language).toBe('ru');
    deliver({ default: { title: 'Page' } });
    await switching;
    off();
    expect(seen).toEqual(['Page']);
    expect(i18n.t('lazyPage:title')).toBe('Page');
  });

  it('loads a namespace registered while its lazy language is in use at once', async () => {
    await setLanguage('en');
    addTranslations('latePage', { ru: { title: 'Поздняя' }, en: () => Promise.resolve({ default: { title: 'Late' } }) });
    await languageLoaded();
    expect(i18n.t('latePage:title')).toBe('Late');
  });

  it('lets the latest switch win over an earlier one still loading', async () => {
    addTranslations('slowPage', {
      ru: { title: 'Медленная' },
      en: () => new Promise((resolve) => setTimeout(() => resolve({ default: { title: 'Slow' } }), 20)),
    });
    const toEnglish = setLanguage('en');
    await setLanguage('ru');
    await toEnglish;
    expect(i18n.language).toBe('ru');
  });

  it('also waits for the texts when i18next itself is told to change language', async () => {
    addTranslations('directPage', { ru: { title: 'Прямая' }, en: () => Promise.resolve({ default: { title: 'Direct' } }) });
    await i18n.changeLanguage('en');
    expect(i18n.t('directPage:title')).toBe('Direct');
  });
});
