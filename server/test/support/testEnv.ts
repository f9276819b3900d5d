/** Shared by globalSetup (outside Jest's sandbox) and the test files. */

/** Set by globalSetup: a dump of a freshly migrated PGlite, so each file skips initdb (~2 s) and migrations. */
export const PGLITE_TEMPLATE_ENV = 'ARTEL_TEST_PGLITE_TEMPLATE';

/**
 * The PostgreSQL database of this Jest worker: DATABASE_URL's database with `_w<worker>` appended, made by
 * globalSetup, so workers run files side by side without emptying each other's tables. Outside a worker
 * (globalSetup itself) it is DATABASE_URL as given.
 */
export const testDatabaseUrl = (): string | undefined => {
  const url = process.env.DATABASE_URL || undefined;
  const worker = process.env.JEST_WORKER_ID;
  return url && worker ? workerDatabaseUrl(url, worker) : url;
};

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

export function workerDatabaseUrl(url: string, worker: string | number): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(`${databaseName(url)}_w${worker}`)}`;
  return parsed.toString();
}

/** The suite empties the database it runs on, so it refuses one whose name does not say it is for tests. */
export function assertTestDatabase(url: string): void {
  const name = databaseName(url);
  if (!/test/i.test(name)) {
    throw new Error(`DATABASE_URL names database '${name}': the server tests empty it, so its name must contain 'test'`);
  }
}
