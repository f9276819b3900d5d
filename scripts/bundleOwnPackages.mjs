/** The esbuild plugin that bundles our workspace packages into the server (scripts/build.mjs and the benches). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Our workspace packages are TypeScript sources, not built packages: the server bundle takes them in (the
 * entries their package.json `exports` name, e.g. @artel/sdk/server) while every npm package stays external.
 */
export const bundleOwnPackages = {
  name: 'bundle-own-packages',
  setup(build) {
    build.onResolve({ filter: /^@artel\// }, (args) => {
      const [scope, name, ...rest] = args.path.split('/');
      const folder = fs.realpathSync(path.join(repoRoot, 'node_modules', scope, name));
      const { exports = {} } = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8'));
      const target = exports[rest.length ? `./${rest.join('/')}` : '.'];
      if (typeof target !== 'string') return { errors: [{ text: `${args.path} is not an entry of ${scope}/${name}` }] };
      return { path: path.join(folder, target) };
    });
  },
};
