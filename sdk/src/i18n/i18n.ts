import { createEvent, createStore } from 'effector';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { eventBus, PlatformEvents } from '../events/eventBus';
import validationRu from '../validation/messages.ru.json';
import { createLanguageLoaders, type TranslationLoader } from './languageLoaders';
import type { TranslationTree } from './translationTree';
import ru from './locales/ru.json';

export const SUPPORTED_LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';
/** Namespace of the SDK's own texts; the shell and every module add their own with `addTranslations`. */
export const SDK_NAMESPACE = 'sdk';
export const LANGUAGE_STORAGE_KEY = 'artel.language';

export type { TranslationTree };
export type NamespaceTranslations = Record<Language, TranslationTree>;
export type { TranslationLoader };
/**
 * What `addTranslations` takes: per language the texts, or the loader of their lazy chunk
 * (`en: () => import('./en.json')`), fetched only once that language is in use.
 */
export type NamespaceTranslationSources = Record<Language, TranslationTree | TranslationLoader>;

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

function savedLanguage(): Language | null {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(saved) ? saved : null;
  } catch {
    // Storage can be unavailable (privacy modes); the default language still works.
    return null;
  }
}

function readSavedLanguage(): Language {
  return savedLanguage() ?? DEFAULT_LANGUAGE;
}

/**
 * The one i18next instance of the platform. The default language's texts are in the bundles that register
 * them, so the instance is initialised synchronously and `i18n.t` works the moment the SDK is imported;
 * another language's texts are lazy chunks, loaded before the interface switches to it (`setLanguage`) and,
 * at a start in that language, before the shell's first render (`languageLoaded`).
 */
export const i18n = i18next.createInstance();

const loaders = createLanguageLoaders((language, namespace, texts) => i18n.addResourceBundle(language, namespace, texts, true, true));

/** Loads a language i18next finds no texts of, so a direct `i18n.changeLanguage('en')` waits for them too. */
const lazyLanguages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    loaders.load(language).then(
      () => callback(null, null),
      (error: Error) => callback(error, null),
    );
  },
};

loaders.add('en', SDK_NAMESPACE, () => import(/* webpackChunkName: "i18n-en" */ './locales/en.json'));
loaders.add('en', SDK_NAMESPACE, () => import(/* webpackChunkName: "i18n-en" */ '../validation/messages.en.json'));

void i18n
  .use(initReactI18next)
  .use(lazyLanguages)
  .init({
    resources: { [DEFAULT_LANGUAGE]: { [SDK_NAMESPACE]: { ...ru, ...validationRu } } },
    partialBundledLanguages: true,
    lng: readSavedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    ns: [SDK_NAMESPACE],
    defaultNS: SDK_NAMESPACE,
    initAsync: false,
    // React escapes what it renders; escaping here too would show entities like &quot; to users.
    interpolation: { escapeValue: false },
    // A namespace nobody registered renders its keys, as before there were lazy languages, instead of suspending.
    react: { useSuspense: false },
  });

const languageApplied = createEvent<Language>();
export const $language = createStore<Language>(isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE).on(
  languageApplied,
  (_, language) => language,
);

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyDocumentLanguage($language.getState());

i18n.on('languageChanged', (language: string) => {
  // A start in a lazy language reports it once its texts are in; the store has had it from the start.
  if (!isSupportedLanguage(language) || language === $language.getState()) return;
  applyDocumentLanguage(language);
  languageApplied(language);
  eventBus.emit(PlatformEvents.languageChanged, { language });
});

/** The language the latest switch asked for: a slower, earlier switch must not overtake it. */
let requestedLanguage: Language = $language.getState();

async function switchLanguage(language: Language): Promise<void> {
  requestedLanguage = language;
  await loaders.load(language);
  if (requestedLanguage === language) await i18n.changeLanguage(language);
}

/** Switches the interface language, once its texts are in, and remembers it for the next visit. */
export function setLanguage(language: Language): Promise<void> {
  if (!isSupportedLanguage(language)) throw new Error(`Unsupported language: ${String(language)}`);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembering the choice is acceptable; switching still works for this visit.
  }
  return switchLanguage(language);
}

/**
 * The instance admin's default language, for a visitor who has chosen none in this browser: applied for this
 * visit only, so that a later change of the default still reaches them.
 */
export function followDefaultLanguage(language: Language): void {
  if (savedLanguage() === null && language !== requestedLanguage) void switchLanguage(language);
}

/** Resolves once every text registered so far is in for `language` (a lazy chunk is fetched once). */
export function loadLanguage(language: Language): Promise<void> {
  return loaders.load(language);
}

/** Resolves once the interface language's texts are all in: the shell renders nothing before. */
export async function languageLoaded(): Promise<void> {
  if (!i18n.isInitialized) await new Promise((resolve) => i18n.on('initialized', resolve));
  await loaders.load(i18n.language);
}

/**
 * Adds (or extends) one namespace; each module registers its texts under its own id. A language given as a
 * loader is fetched when it is first used, or at once if it already is.
 */
export function addTranslations(namespace: string, translations: NamespaceTranslationSources): void {
  for (const language of SUPPORTED_LANGUAGES) {
    const texts = translations[language];
    if (typeof texts === 'function') loaders.add(language, namespace, texts);
    else i18n.addResourceBundle(language, namespace, texts, true, true);
  }
}

export { Trans, useTranslation } from 'react-i18next';
