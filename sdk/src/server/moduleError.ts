/** A failure a module's route answers with, rendered in the request's language by the host's error handler. */
export type Locale = 'ru' | 'en';

export type MessageParams = Record<string, string | number>;

export class ModuleError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    /** The text in the given language, from the module's messages (or the platform's for its own codes). */
    readonly localise: (locale: Locale) => string,
    readonly details?: unknown,
  ) {
    super(code);
    this.name = 'ModuleError';
  }
}

/** Fills `{name}` placeholders; an unknown one stays as written so a missing parameter is visible. */
export function fillMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
