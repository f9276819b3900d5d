/** A failure a module's route answers with, rendered in the request's language by the host's error handler. */
export type Locale = 'ru' | 'en';

/** A text in each language the platform speaks: catalogue labels, and texts stored once and read by people of either. */
export type LocalisedText = Readonly<Record<Locale, string>>;

/** A module's texts (errors, notifications) in both languages, with the same keys in each. */
export interface ModuleMessages {
  ru: Record<string, string>;
  en: Record<string, string>;
}

export type MessageParams = Record<string, string | number>;

export class ModuleError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    /** The text in the given language from the module's messages; null: the platform's own text for `code`. */
    readonly localise: ((locale: Locale) => string) | null,
    readonly details?: unknown,
  ) {
    super(code);
    this.name = 'ModuleError';
  }
}

/** `{max, plural, one {# карточки} few {# карточек} many {# карточек} other {# карточки}}`: ICU's plural block, `#` the number. */
const pluralBlock = /\{(\w+), plural,((?:\s*\w+\s*\{[^{}]*\})+)\s*\}/g;
const pluralForm = /(\w+)\s*\{([^{}]*)\}/g;

function fillPlurals(template: string, params: MessageParams, locale: Locale): string {
  const rules = new Intl.PluralRules(locale);
  return template.replace(pluralBlock, (whole, name: string, body: string) => {
    if (!(name in params)) return whole;
    const forms = Object.fromEntries([...body.matchAll(pluralForm)].map(([, category, text]) => [category, text]));
    const count = Number(params[name]);
    return (forms[rules.select(count)] ?? forms.other ?? whole).replace(/#/g, String(params[name]));
  });
}

/**
 * Fills `{name}` placeholders and ICU plural blocks (the form for `locale`'s plural rules; Russian, the default
 * language, when not given). An unknown placeholder stays as written so a missing parameter is visible.
 */
export function fillMessage(template: string, params: MessageParams = {}, locale: Locale = 'ru'): string {
  return fillPlurals(template, params, locale).replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The platform's 403 'forbidden' (SPEC §8 text). */
export const forbidden = () => new ModuleError(403, 'forbidden', null);

/** The platform's 400 'validation_error'; `details` name the fields at fault. */
export const validationError = (details: unknown) => new ModuleError(400, 'validation_error', null, details);

/**
 * `fail(code, status, params?, details?)` over a module's messages: what `errors.moduleError` does, for code
 * that runs outside `register` (a module's error helpers are plain functions).
 */
export function moduleErrors(messages: ModuleMessages) {
  return (code: string, status: number, params?: MessageParams, details?: unknown) =>
    new ModuleError(status, code, (locale) => fillMessage(messages[locale][code] ?? code, params, locale), details);
}
