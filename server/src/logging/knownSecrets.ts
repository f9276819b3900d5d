/**
 * The secret values the server holds in memory (its own key, passwords from its config, a module's bot token),
 * so that the log drops them wherever they appear, whatever their shape: in a message, an object's field, an
 * error's message or stack, a URL. Shapes alone (loggerOptions.ts) miss a secret that looks like anything else.
 * One registry per process: every logger of the process writes through it.
 */

/** Shorter values are too likely to occur in ordinary text, and redacting them would garble the log. */
const MIN_SECRET_LENGTH = 8;
const REDACTED = '[redacted]';

const known = new Set<string>();
let pattern: RegExp | null = null;

/** How a value can appear in a JSON log line: as is, escaped once or twice (JSON inside a string), URL-encoded. */
function writtenForms(value: string): string[] {
  const escaped = JSON.stringify(value).slice(1, -1);
  return [value, escaped, JSON.stringify(escaped).slice(1, -1), encodeURIComponent(value)];
}

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function knownPattern(): RegExp {
  const forms = new Set([...known].flatMap(writtenForms));
  // Longest first, so that a secret containing another is redacted whole.
  const alternatives = [...forms].sort((a, b) => b.length - a.length).map(escapeForRegExp);
  return new RegExp(alternatives.join('|'), 'g');
}

/** The registry stays bounded however many secrets people save; the oldest go first. */
const MAX_KNOWN = 10_000;

/** Never write this value to the log. Values under 8 characters are ignored. */
export function concealSecret(value: string): void {
  if (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH || known.has(value)) return;
  if (known.size >= MAX_KNOWN) known.delete(known.values().next().value as string);
  known.add(value);
  pattern = null;
}

/**
 * For a value a workspace's admin chose (a webhook's secret, a module's key): one made of the log's own syntax
 * (`"msg":"`) would garble every line, so a value with quotes, braces, backslashes or spaces is not taken.
 */
const LOG_SYNTAX = /["{}\\\s]/;

export function concealChosenSecret(value: string): void {
  if (typeof value === 'string' && !LOG_SYNTAX.test(value)) concealSecret(value);
}

/** The text with every known secret replaced by `[redacted]`. */
export function withoutKnownSecrets(text: string): string {
  if (known.size === 0) return text;
  pattern ??= knownPattern();
  return text.replace(pattern, REDACTED);
}
