/**
 * The growth bench's database, opened by the bench itself to seed in bulk while the server is stopped: PGlite
 * on the server's data folder (with the contrib extensions its migrations use), or a PostgreSQL database of the
 * bench's own, made beside DATABASE_URL's and dropped afterwards, so rows of earlier runs never count.
 */
import path from 'node:path';
import pg from 'pg';

/** A fresh database on DATABASE_URL's server: { url, drop() }. */
export async function scratchPostgres(databaseUrl) {
  const name = `artel_growth_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: databaseUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

/** { run(text, params) → rows, close() } on the server's database; the server must not be running on PGlite. */
export async function openForSeeding({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return { run: async (text, params) => (await client.query(text, params)).rows, close: () => client.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { pg_trgm } });
  return { run: async (text, params) => (await client.query(text, params)).rows, close: () => client.close() };
}
