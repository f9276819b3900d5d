/**
 * One in-memory PGlite per Jest worker, kept from one test file to the next. Jest gives every file a fresh module
 * registry, but this file is loaded through Node's own loader (nativeModules.ts), so it lives as long as the
 * worker. Starting PGlite from the migrated template costs a second or more of CPU per file; emptying its tables
 * costs milliseconds — the way the suite already shares one PostgreSQL database.
 */
const fs = require('node:fs');
const { PGlite } = require('@electric-sql/pglite');
// The same extensions as server/src/db/pglite.ts (PGLITE_EXTENSIONS), which this file, loaded outside Jest's
// sandbox, cannot import.
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');

let client = null;
/** The test file holding it: files run one after another in a worker, so one that never closed it is over. */
let holder = null;

module.exports = {
  /** The worker's PGlite, or null while a database opened earlier in this test file still holds it. */
  async take(template, testFile) {
    if (holder === testFile) return null;
    holder = testFile;
    try {
      client ??= await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(template)]), extensions: { pg_trgm } });
      return client;
    } catch (error) {
      holder = null;
      throw error;
    }
  },
  release() {
    holder = null;
  },
  /** After the last file (globalTeardown, in the process that ran the files in band), so Jest can exit at once. */
  async close() {
    const closing = client;
    client = null;
    holder = null;
    await closing?.close();
  },
};
