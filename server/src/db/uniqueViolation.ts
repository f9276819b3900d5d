/** PostgreSQL's unique_violation, as node-postgres and PGlite report it, possibly wrapped by Drizzle. */
const UNIQUE_VIOLATION = '23505';

interface DatabaseErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** Whether the error (or what it wraps) broke the named unique constraint or index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; typeof current === 'object' && current !== null; current = (current as DatabaseErrorFields).cause) {
    const fields = current as DatabaseErrorFields;
    if (fields.code === UNIQUE_VIOLATION) return fields.constraint === constraint;
  }
  return false;
}
