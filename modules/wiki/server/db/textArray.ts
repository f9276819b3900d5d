import { sql, type SQL } from 'drizzle-orm';

/** A text[] value: Drizzle spreads a JavaScript array in a template into a parenthesised list instead. */
export function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}
