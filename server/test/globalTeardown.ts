import fs from 'node:fs';
import path from 'node:path';
import { PGLITE_TEMPLATE_ENV } from './support/testEnv';

export default async function globalTeardown(): Promise<void> {
  // The same instance the files shared: Node's module cache, not Jest's registry, holds it (testDatabase.ts).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- Node's module cache, not an import Jest would transform.
  await (require('./support/workerPglite.cjs') as { close(): Promise<void> }).close();
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (file) fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
