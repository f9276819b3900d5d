import fs from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder. Found by walking up from this file because it runs from two depths:
 * server/src/paths.ts under Jest and server/dist/main.js once bundled by esbuild.
 */
function findServerRoot(from: string): string {
  let directory = from;
  for (;;) {
    const manifest = path.join(directory, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@artel/server') return directory;
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error(`Cannot find the @artel/server package above ${from}`);
    directory = parent;
  }
}

export const serverRoot = findServerRoot(__dirname);
export const repoRoot = path.dirname(serverRoot);
export const migrationsDir = path.join(serverRoot, 'drizzle');
export const serverVersion: string = JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8')).version;
