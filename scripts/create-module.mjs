/**
 * npm run create-module -- <id> [--dir <folder>] [--name "<Name>"]
 *
 * Scaffolds a working module from scripts/module-template into <folder>/<id> (default modules-dev/<id>):
 * manifest, a client with a page, a widget and a navigation item, a Jest test, and `npm run build` that
 * makes a bundle ready to publish at /marketplace/developer. Never under modules/: that folder holds the
 * bundled modules that every build ships.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const templateDirectory = path.join(repoRoot, 'scripts/module-template');
const bundledModulesDirectory = path.join(repoRoot, 'modules');
/** SPEC §5: 3-50 lowercase letters, digits, hyphens or dots. */
const MODULE_ID_PATTERN = /^[a-z0-9.-]{3,50}$/;
const TEMPLATE_SUFFIX = '.tmpl';
/** Names npm or git would treat specially if they were shipped under their real name. */
const RENAMED = { 'gitignore.tmpl': '.gitignore' };

const usage = 'Usage: npm run create-module -- <id> [--dir <folder>] [--name "<Name>"]';

function fail(message) {
  console.error(message);
  process.exit(1);
}

function titleFromId(id) {
  return id
    .split(/[-.]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}

function isInside(child, parent) {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

function templateFiles(directory, base = directory) {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    return entry.isDirectory() ? templateFiles(file, base) : [path.relative(base, file)];
  });
}

function targetName(relative) {
  const name = RENAMED[path.basename(relative)] ?? path.basename(relative, TEMPLATE_SUFFIX);
  return path.join(path.dirname(relative), name);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dir: { type: 'string' }, name: { type: 'string' } },
});
const [id] = positionals;
if (!id || positionals.length > 1) fail(usage);
if (!MODULE_ID_PATTERN.test(id)) fail(`Invalid module id "${id}": use 3-50 lowercase letters, digits, hyphens or dots (SPEC §5).`);

const parentDirectory = path.resolve(values.dir ?? path.join(repoRoot, 'modules-dev'));
const moduleDirectory = path.join(parentDirectory, id);
if (isInside(moduleDirectory, bundledModulesDirectory)) {
  fail(`${path.relative(repoRoot, bundledModulesDirectory)}/ holds the bundled modules every build ships; scaffold elsewhere (default modules-dev/).`);
}
if (fs.existsSync(moduleDirectory) && fs.readdirSync(moduleDirectory).length > 0) fail(`${moduleDirectory} already exists and is not empty.`);

const replacements = {
  __MODULE_ID__: id,
  __MODULE_NAME__: values.name ?? titleFromId(id),
  __REPO_ROOT__: path.relative(moduleDirectory, repoRoot).split(path.sep).join('/') || '.',
};
const fill = (text) => text.replace(/__MODULE_ID__|__MODULE_NAME__|__REPO_ROOT__/g, (placeholder) => replacements[placeholder]);

for (const relative of templateFiles(templateDirectory)) {
  const target = path.join(moduleDirectory, targetName(relative));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, fill(fs.readFileSync(path.join(templateDirectory, relative), 'utf8')));
}

const shown = isInside(moduleDirectory, repoRoot) ? path.relative(repoRoot, moduleDirectory) : moduleDirectory;
console.log(`Created the module ${id} in ${shown}:`);
for (const relative of templateFiles(moduleDirectory)) console.log(`  ${relative}`);
console.log(`
Next:
  cd ${shown}
  npm test            # the module's Jest test
  npm run build       # dist/${id}.<hash>.js + dist/manifest.json
Then publish both files at /marketplace/developer and enable the module in the marketplace.`);
