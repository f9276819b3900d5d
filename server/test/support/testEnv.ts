/** Shared by globalSetup (outside Jest's sandbox) and the test files. */

/** Set by globalSetup: a dump of a freshly migrated PGlite, so each file skips initdb (~2 s) and migrations. */
export const PGLITE_TEMPLATE_ENV = 'ARTEL_TEST_PGLITE_TEMPLATE';

export const testDatabaseUrl = (): string | undefined => process.env.DATABASE_URL || undefined;

/** The suite empties the database it runs on, so it refuses one whose name does not say it is for tests. */
export function assertTestDatabase(url: string): void {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/test/i.test(name)) {
    throw new Error(`DATABASE_URL names database '${name}': the server tests empty it, so its name must contain 'test'`);
  }
}
