/**
 * Errors as log lines without the values they carry. Drizzle puts every parameter of a failed query into
 * its message ("Failed query: …\nparams: …"), and PostgreSQL's `detail` quotes the failing row: either may
 * hold a password hash, a token or personal data. The query text, codes and stack stay: they say what failed.
 */

/** Fields that quote values rather than describe the failure. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'values', 'detail', 'where', 'internalQuery', 'body', 'data']);
const PARAMS_MARKER = '\nparams: ';
const REDACTED = '[redacted]';
const MAX_CAUSE_DEPTH = 4;

/** The message with everything after drizzle's params marker replaced. */
export function withoutParams(message: string): string {
  const at = message.indexOf(PARAMS_MARKER);
  return at === -1 ? message : `${message.slice(0, at)}${PARAMS_MARKER}${REDACTED}`;
}

/** A stack begins with `name: message`, params and all; the frames follow on lines starting with "at". */
function stackWithoutParams(stack: string): string {
  const at = stack.indexOf(PARAMS_MARKER);
  if (at === -1) return stack;
  const frames = stack.slice(at).search(/\n\s+at\s/);
  return `${stack.slice(0, at)}${PARAMS_MARKER}${REDACTED}${frames === -1 ? '' : stack.slice(at + frames)}`;
}

type Serialized = { type: string; message: string; stack: string } & Record<string, unknown>;

function serialize(error: unknown, depth: number): Serialized {
  if (typeof error !== 'object' || error === null) return { type: typeof error, message: withoutParams(String(error)), stack: '' };
  const source = error as Record<string, unknown> & { name?: unknown; message?: unknown; stack?: unknown; cause?: unknown };
  const out: Serialized = {
    type: typeof source.name === 'string' ? source.name : (error.constructor?.name ?? 'Error'),
    message: typeof source.message === 'string' ? withoutParams(source.message) : '',
    stack: typeof source.stack === 'string' ? stackWithoutParams(source.stack) : '',
  };
  for (const [key, value] of Object.entries(source)) {
    if (key === 'cause' || key === 'message' || key === 'stack' || key in out) continue;
    if (VALUE_FIELDS.has(key)) out[key] = REDACTED;
    else if (typeof value === 'string') out[key] = withoutParams(value);
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  if (source.cause !== undefined && depth < MAX_CAUSE_DEPTH) out.cause = serialize(source.cause, depth + 1);
  return out;
}

/** pino serializer for `err`/`error`: never throws, never quotes query parameters. */
export function serializeErrorSafely(error: unknown): Serialized {
  return serialize(error, 0);
}
