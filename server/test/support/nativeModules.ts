import { Module } from 'node:module';

/**
 * Packages that Jest's module sandbox cannot load, loaded for real through Node's own loader instead:
 * - @electric-sql/pglite loads its WebAssembly through dynamic `import()`, which the sandbox rejects
 *   without --experimental-vm-modules; so do its contrib extensions (their code, when a database opens);
 * - fastify (for inject: light-my-request → cookie) and @fastify/static (content-disposition) require
 *   ESM-only packages, which Node 20.19+ can require but the sandbox cannot (before Node 24.9).
 * - ajv-formats, because fastify's Ajv (loaded natively with it) tells a format's RegExp by `instanceof`,
 *   which fails for a RegExp made in the sandbox's realm.
 * Import this module before anything that imports them. (Jest swaps node:module's createRequire for its
 * own; Module._load is still Node's.)
 */
export const nativeLoad = (request: string): unknown =>
  (Module as unknown as { _load(request: string, parent: null, isMain: boolean): unknown })._load(request, null, false);

jest.mock('@electric-sql/pglite', () => nativeLoad(require.resolve('@electric-sql/pglite')));
jest.mock('@electric-sql/pglite/contrib/pg_trgm', () => nativeLoad(require.resolve('@electric-sql/pglite/contrib/pg_trgm')));
jest.mock('fastify', () => nativeLoad(require.resolve('fastify')));
jest.mock('@fastify/static', () => nativeLoad(require.resolve('@fastify/static')));
jest.mock('ajv-formats', () => nativeLoad(require.resolve('ajv-formats')));
