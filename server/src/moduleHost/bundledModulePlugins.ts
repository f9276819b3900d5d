import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../paths';
import type { ModulePluginEntry, ModuleServerPlugin } from './moduleContext';

const modulesRoot = path.join(repoRoot, 'modules');

/** Ids of the module folders that have a server half (`<id>/server/plugin.ts`). */
export function findModulePluginIds(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, entry.name, 'server', 'plugin.ts')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The template literal is how esbuild bundles every modules/<id>/server/plugin.ts into dist/main.js (a glob
 * import) while Jest and ts runners require the file itself: one path for both, no generated list.
 */
function loadBundledPlugin(moduleId: string): ModuleServerPlugin {
  const loaded = require(`../../../modules/${moduleId}/server/plugin.ts`) as { default?: ModuleServerPlugin };
  if (typeof loaded.default !== 'function') throw new Error('plugin.ts has no default export of a Fastify plugin');
  return loaded.default;
}

/** Every bundled module's server plugin; one that fails to load is reported and left out, never fatal. */
export function bundledModulePlugins(warn: (message: string) => void): ModulePluginEntry[] {
  return findModulePluginIds(modulesRoot).flatMap((moduleId) => {
    try {
      return [{ moduleId, plugin: loadBundledPlugin(moduleId) }];
    } catch (error) {
      warn(`Skipping the server plugin of module ${moduleId}: ${(error as Error).message}`);
      return [];
    }
  });
}
