import fs from 'node:fs';
import path from 'node:path';
import type { ServerModule } from '@artel/sdk/server';
import { repoRoot } from '../paths';

const modulesRoot = path.join(repoRoot, 'modules');

/** Ids of the module folders that have a server half (`<id>/server/index.ts`). */
export function findServerModuleIds(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, entry.name, 'server', 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The template literal is how esbuild bundles every modules/<id>/server/index.ts into dist/main.js (a glob
 * import) while Jest and ts runners require the file itself: one path for both, no generated list.
 */
function loadBundledModule(moduleId: string): ServerModule {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the glob esbuild bundles, above.
  const loaded = require(`../../../modules/${moduleId}/server/index.ts`) as { default?: ServerModule };
  const module = loaded.default;
  if (!module || typeof module.register !== 'function') throw new Error('server/index.ts has no default export of defineServerModule(...)');
  if (module.id !== moduleId) throw new Error(`server/index.ts defines module '${module.id}'`);
  return module;
}

/** Every bundled module's server half; one that fails to load is reported and left out, never fatal. */
export function bundledServerModules(warn: (message: string) => void): ServerModule[] {
  return findServerModuleIds(modulesRoot).flatMap((moduleId) => {
    try {
      return [loadBundledModule(moduleId)];
    } catch (error) {
      warn(`Skipping the server half of module ${moduleId}: ${(error as Error).message}`);
      return [];
    }
  });
}
