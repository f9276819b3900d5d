import './support/nativeModules';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { type Caller, createMarketplaceApp, newCaller, writeModuleDescriptors } from './support/marketplaceFixtures';
import { openTestDatabase } from './support/testDatabase';

const SETUP_TIMEOUT_MS = 30_000;

let database: Database;
let app: FastifyInstance;
let caller: Caller;

beforeAll(async () => {
  database = await openTestDatabase();
  const described = Array.from({ length: 12 }, (_, index) => ({
    id: `module-${index}`,
    name: `Module ${index}`,
    description: 'A module with a description long enough to make the catalog answer a few kilobytes. '.repeat(3),
  }));
  app = await createMarketplaceApp(database, writeModuleDescriptors(described));
  caller = await newCaller(app);
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await app.close();
  await database.close();
});

const catalog = (encoding?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/v1/marketplace/modules',
    headers: { ...caller.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

describe('API answers on the wire', () => {
  it('compresses a large answer with br, or gzip for a client without br, to the same JSON', async () => {
    const plain = await catalog();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(2048);

    const br = await catalog('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await catalog('gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small answer as it is', async () => {
    const small = await app.inject({ method: 'GET', url: '/api/v1/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
