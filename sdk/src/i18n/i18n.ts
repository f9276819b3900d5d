import { createEvent, createStore } from 'effector';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { eventBus, PlatformEvents } from '../events/eventBus';
import validationEn from '../validation/messages.en.json';
import validationRu from '../validation/messages.ru.json';
import en from './locales/en.json';
import ru from './locales/ru.json';

export const SUPPORTED_LANGUAGES = ['ru', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';
/** Namespace of the SDK's own texts; the shell and every module add their own with `addTranslations`. */
export const SDK_NAMESPACE = 'sdk';
export const LANGUAGE_STORAGE_KEY = 'artel.language';

export interface TranslationTree {
  [key: string]: string | TranslationTree;
}
export type NamespaceTranslations = Record<Language, TranslationTree>;

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
 * The one i18next instance of the platform. It is initialised synchronously from bundled resources,
 * so `i18n.t` works the moment the SDK is imported, before any React tree mounts.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: {
    ru: { [SDK_NAMESPACE]: { ...ru, ...validationRu } },
    en: { [SDK_NAMESPACE]: { ...en, ...validationEn } },
  },
  lng: readSavedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: [SDK_NAMESPACE],
  defaultNS: SDK_NAMESPACE,
  initAsync: false,
  // React escapes what it renders; escaping here too would show entities like &quot; to users.
  interpolation: { escapeValue: false },
});

const languageApplied = createEvent<Language>();
export const $language = createStore<Language>(
  isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE,
).on(languageApplied, (_, language) => language);

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyDocumentLanguage($language.getState());

i18n.on('languageChanged', (language: string) => {
  if (!isSupportedLanguage(language)) return;
  applyDocumentLanguage(language);
  languageApplied(language);
  eventBus.emit(PlatformEvents.languageChanged, { language });
});

/** Switches the interface language and remembers it for the next visit. */
export function setLanguage(language: Language): void {
  if (!isSupportedLanguage(language)) throw new Error(`Unsupported language: ${String(language)}`);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not remembering the choice is acceptable; switching still works for this visit.
  }
  void i18n.changeLanguage(language);
}

/**
 * The instance admin's default language, for a visitor who has chosen none in this browser: applied for this
 * visit only, so that a later change of the default still reaches them.
 */
export function followDefaultLanguage(language: Language): void {
  if (savedLanguage() === null && language !== i18n.language) void i18n.changeLanguage(language);
}

/** Adds (or extends) one namespace; each module registers its texts under its own id. */
export function addTranslations(namespace: string, translations: NamespaceTranslations): void {
  for (const language of SUPPORTED_LANGUAGES) {
    i18n.addResourceBundle(language, namespace, translations[language], true, true);
  }
}

export { Trans, useTranslation } from 'react-i18next';
