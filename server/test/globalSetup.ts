import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { PGLITE_EXTENSIONS, pgliteDatabase } from '../src/db/pglite';
import { openPostgresDatabase } from '../src/db/postgres';
import { assertTestDatabase, databaseName, PGLITE_TEMPLATE_ENV, testDatabaseUrl, workerDatabaseUrl } from './support/testEnv';

/**
 * Jest globalSetup of the server project. On PostgreSQL: drop what an earlier run (or an older migration)
 * left, migrate DATABASE_URL's database from scratch and copy it into one database per Jest worker. On
 * PGlite: migrate one database and dump it as the template every test file starts from. Runs outside
 * Jest's sandbox, so PGlite loads normally here.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  const url = testDatabaseUrl();
  if (url) {
    await preparePostgres(url, globalConfig.maxWorkers);
    return;
  }
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
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

async function preparePostgres(url: string, workers: number): Promise<void> {
  assertTestDatabase(url);
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;');
  } finally {
    await client.end();
  }
  await (await openPostgresDatabase(url)).close();
  // CREATE DATABASE … TEMPLATE needs the template free of sessions: run from the maintenance database.
  const admin = new Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  try {
    for (let worker = 1; worker <= Math.max(1, workers); worker += 1) {
      const name = databaseName(workerDatabaseUrl(url, worker));
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.query(`create database "${name}" template "${databaseName(url)}"`);
    }
  } finally {
    await admin.end();
  }
}
