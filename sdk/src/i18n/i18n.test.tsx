import { act, render, screen } from '@testing-library/react';
import { eventBus, PlatformEvents } from '../events/eventBus';
import {
  $language,
  addTranslations,
  i18n,
  LANGUAGE_STORAGE_KEY,
  type Language,
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

afterEach(() => {
  setLanguage('ru');
  localStorage.clear();
});

describe('i18n', () => {
  it('speaks Russian by default and has the SPEC request texts verbatim', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['ru', 'en']);
    expect(i18n.language).toBe('ru');
    expect(i18n.t('sdk:errors.network')).toBe('Проблема с подключением к серверу. Проверьте интернет-соединение.');
    expect(i18n.t('sdk:errors.timeout')).toBe('Запрос превысил время ожидания. Попробуйте еще раз.');
    expect(i18n.t('sdk:errors.request')).toBe('Произошла ошибка при выполнении запроса.');
    expect(i18n.t('sdk:nav.dashboard')).toBe('Рабочий стол');
  });

  it('has every SDK text in both languages, translated', () => {
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
    setLanguage('en');
    await Promise.resolve();
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

  it('restores the remembered language at start, and ignores an unknown one', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./i18n')>('./i18n');
      expect(fresh.i18n.language).toBe('en');
      expect(fresh.$language.getState()).toBe('en');
    });
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

  it('re-renders components using useTranslation when the language changes', () => {
    function Title() {
      const { t } = useTranslation('sdk');
      return <h1>{t('nav.marketplace')}</h1>;
    }
    render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe('Маркетплейс');
    act(() => setLanguage('en'));
    expect(screen.getByRole('heading').textContent).toBe('Marketplace');
  });
});
