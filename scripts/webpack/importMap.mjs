/**
 * import-map.json at the repository root names every shared library and our own bundles by URL templates;
 * the build fills each `[hash]` and writes the resolved map (with SRI integrity and a depcache, so SystemJS
 * fetches a bundle's dependencies in parallel instead of one level at a time).
 */
import fs from 'node:fs';
import path from 'node:path';
import { subresourceIntegrity } from './hashedFiles.mjs';

const hashPlaceholder = '[hash]';

export function readImportMapTemplate(repoRoot) {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'import-map.json'), 'utf8'));
}

/**
 * Where a template URL says a bundle goes: '/static/vendor/react.[hash].js' →
 * { directory: 'static/vendor', fileBase: 'react' }.
 */
export function bundleLocation(templateUrl) {
  const match = /^\/((?:[\w.-]+\/)*)([\w.-]+)\.\[hash\]\.js$/.exec(templateUrl);
  if (!match) throw new Error(`import-map.json: '${templateUrl}' must look like /dir/name.${hashPlaceholder}.js`);
  return { directory: match[1].replace(/\/$/, ''), fileBase: match[2] };
}

/** SystemJS.register dependency list of a built bundle: the import-map names it needs first. */
export function systemDependencies(code) {
  const match = /System\.register\((\[[^\]]*\])/.exec(code);
  return match ? JSON.parse(match[1]) : [];
}

/**
 * @param {object} options
 * @param {string} options.publicDirectory the directory served at '/'
 * @param {Map<string, string>} options.builtUrls import-map name → URL of the built file
 * @returns {{ imports: Record<string, string>, integrity: Record<string, string>, depcache: Record<string, string[]> }}
 */
export function resolvedImportMap({ publicDirectory, builtUrls }) {
  const imports = {};
  const integrity = {};
  const depcache = {};
  for (const [name, url] of builtUrls) {
    const content = fs.readFileSync(path.join(publicDirectory, url));
    imports[name] = url;
    integrity[url] = subresourceIntegrity(content);
    const dependencies = systemDependencies(content.toString('utf8'));
    if (dependencies.length > 0) depcache[url] = dependencies;
  }
  return { imports, integrity, depcache };
}
