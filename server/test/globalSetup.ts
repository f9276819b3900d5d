import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { pgliteDatabase } from '../src/db/pglite';
import { assertTestDatabase, PGLITE_TEMPLATE_ENV, testDatabaseUrl } from './support/testEnv';

/**
 * Jest globalSetup of the server project. On PostgreSQL: drop what an earlier run (or an older migration)
 * left, so this run migrates from scratch. On PGlite: migrate one database and dump it as the template
 * every test file starts from. Runs outside Jest's sandbox, so PGlite loads normally here.
 */
export default async function globalSetup(): Promise<void> {
  const url = testDatabaseUrl();
  if (url) {
    assertTestDatabase(url);
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await client.query('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;');
    } finally {
      await client.end();
    }
    return;
  }
  const client = await PGlite.create();
  const database = await pgliteDatabase(client);
  try {
    const dump = await client.dumpDataDir('none');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'artel-pglite-template-')), 'template.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env[PGLITE_TEMPLATE_ENV] = file;
  } finally {
    await database.close();
  }
}
