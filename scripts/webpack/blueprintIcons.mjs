/**
 * Blueprint icon paths as one small JSON file per icon and size, fetched on demand by the loader in
 * vendor/blueprintIconLoader.js. Webpack chunks per icon would put a ≈50 KB (gzip) map of 1400 chunk names
 * into the core bundle; Blueprint's own loader fetches all icons of a size at once (≈100 KB gzip each).
 * Every file name carries the hash of the whole set, so any change to any icon renames them all.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { contentHashLength } from './preset.mjs';

const iconSizes = [16, 20];

function readIconPaths(iconsPackageDirectory) {
  const icons = [];
  for (const size of iconSizes) {
    const directory = path.join(iconsPackageDirectory, 'lib/esm/generated', `${size}px`, 'paths');
    for (const file of fs.readdirSync(directory).sort()) {
      if (!file.endsWith('.js') || file === 'index.js') continue;
      const source = fs.readFileSync(path.join(directory, file), 'utf8');
      // Each module is `export default [...]` (or `const p = []; export default p;` for the blank icon).
      const match = /(?:export default|const p =) (\[[\s\S]*?\]);/.exec(source);
      if (!match) throw new Error(`Unexpected Blueprint icon module ${path.join(directory, file)}`);
      icons.push({ size, name: file.slice(0, -'.js'.length), paths: JSON.parse(match[1]) });
    }
  }
  return icons;
}

function iconsPackageDirectory(repoRoot) {
  return path.dirname(createRequire(path.join(repoRoot, 'shell', 'package.json')).resolve('@blueprintjs/icons/package.json'));
}

/**
 * Blueprint's icon names (kebab-case) in the order of its BlueprintIcons_16 enum, read from the enum's source at
 * build time: the vendor bundle gets them as one string (vendor/blueprintIconNames.js), ≈5 KiB gzip less than the enum.
 */
export function readBlueprintIconNames(repoRoot) {
  const source = fs.readFileSync(path.join(iconsPackageDirectory(repoRoot), 'lib/esm/generated/16px/blueprint-icons-16.js'), 'utf8');
  const names = [...source.matchAll(/BlueprintIcons_16\["\w+"\] = "([a-z0-9-]+)";/g)].map((match) => match[1]);
  if (names.length < 500) throw new Error(`Unexpected Blueprint icon enum: ${names.length} names`);
  return names;
}

/**
 * Writes `<outputDirectory>/<size>/<icon-name>.<setHash>.json` for every icon.
 * @returns {{ setHash: string, count: number }} setHash goes into the loader so it can build the names
 */
export function emitBlueprintIconPaths({ repoRoot, outputDirectory }) {
  const icons = readIconPaths(iconsPackageDirectory(repoRoot));
  const setHash = crypto.createHash('sha256').update(JSON.stringify(icons)).digest('hex').slice(0, contentHashLength);
  for (const size of iconSizes) fs.mkdirSync(path.join(outputDirectory, String(size)), { recursive: true });
  for (const icon of icons) {
    fs.writeFileSync(path.join(outputDirectory, String(icon.size), `${icon.name}.${setHash}.json`), JSON.stringify(icon.paths));
  }
  return { setHash, count: icons.length };
}
