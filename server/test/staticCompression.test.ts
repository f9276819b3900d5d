import './support/nativeModules';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';

let database: Database;
let app: FastifyInstance;
let staticDir: string;
const script = `System.register([], function () { return { execute: function () { ${'var x = 1;'.repeat(300)} } }; });`;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-static-'));
  fs.mkdirSync(path.join(staticDir, 'static'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Artel</title>');
  const file = path.join(staticDir, 'static', 'app.0123abcd.js');
  fs.writeFileSync(file, script);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(script));
  database = await openTestDatabase();
  app = await createTestApp(database, { staticDir });
});

afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (encoding?: string) =>
  app.inject({ method: 'GET', url: '/static/app.0123abcd.js', headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('precompressed assets', () => {
  it('sends the brotli copy to a browser that takes br, the gzip one to one that takes only gzip', async () => {
    const br = await get('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that asks for no encoding', async () => {
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
