/**
 * npm run create-module -- <id> [--server] [--dir <folder>] [--name "<Name>"]
 *
 * Scaffolds a working module from scripts/module-template into <folder>/<id> (default modules-dev/<id>):
 * manifest, a client with a page, a widget and a navigation item, a Jest test, and `npm run build` that
 * makes a bundle ready to publish at /marketplace/developer. Never under modules/: that folder holds the
 * bundled modules that every build ships.
 *
 * --server: a bundled module (default modules/<id>) with a server half from scripts/module-template-server
 * written against @artel/sdk/server: routes, its own table and migration, ru/en messages and a test. Published
 * modules never get one: their code never runs in the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const templateDirectory = path.join(repoRoot, 'scripts/module-template');
const serverTemplateDirectory = path.join(repoRoot, 'scripts/module-template-server');
const bundledModulesDirectory = path.join(repoRoot, 'modules');
/** SPEC §5: 3-50 lowercase letters, digits, hyphens or dots. */
const MODULE_ID_PATTERN = /^[a-z0-9.-]{3,50}$/;
/** A server half's id also names its routes and tables (defineServerModule): kebab-case, starting with a letter. */
const SERVER_MODULE_ID_PATTERN = /^[a-z][a-z0-9-]{1,48}[a-z0-9]$/;
const TEMPLATE_SUFFIX = '.tmpl';
/** What a module's `npm test` and `npm run typecheck` need in its own node_modules, at the platform's versions. */
const TEST_TOOLS = [
  'typescript',
  'jest',
  'jest-environment-jsdom',
  '@swc/core',
  '@swc/jest',
  '@testing-library/dom',
  '@testing-library/jest-dom',
  '@testing-library/react',
  '@types/jest',
];
/** Names npm or git would treat specially if they were shipped under their real name. */
const RENAMED = { 'gitignore.tmpl': '.gitignore' };

const usage = 'Usage: npm run create-module -- <id> [--server] [--dir <folder>] [--name "<Name>"]';

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
  options: { dir: { type: 'string' }, name: { type: 'string' }, server: { type: 'boolean', default: false } },
});
const [id] = positionals;
if (!id || positionals.length > 1) fail(usage);
if (!MODULE_ID_PATTERN.test(id)) fail(`Invalid module id "${id}": use 3-50 lowercase letters, digits, hyphens or dots (SPEC §5).`);

const bundled = values.server;
if (bundled && !SERVER_MODULE_ID_PATTERN.test(id)) {
  fail(`Invalid module id "${id}" for a server half: use kebab-case, 3-50 lowercase letters, digits and hyphens, starting with a letter.`);
}

const parentDirectory = path.resolve(values.dir ?? (bundled ? bundledModulesDirectory : path.join(repoRoot, 'modules-dev')));
const moduleDirectory = path.join(parentDirectory, id);
if (!bundled && isInside(moduleDirectory, bundledModulesDirectory)) {
  fail(
    `${path.relative(repoRoot, bundledModulesDirectory)}/ holds the bundled modules every build ships; scaffold elsewhere (default modules-dev/).`,
  );
}
if (fs.existsSync(moduleDirectory) && fs.readdirSync(moduleDirectory).length > 0)
  fail(`${moduleDirectory} already exists and is not empty.`);

const replacements = {
  __MODULE_ID__: id,
  __MODULE_NAME__: values.name ?? titleFromId(id),
  __REPO_ROOT__: path.relative(moduleDirectory, repoRoot).split(path.sep).join('/') || '.',
  __TABLE_PREFIX__: `${id.replace(/-/g, '_')}_`,
  __NOW__: String(Date.now()),
};
const fill = (text) =>
  text.replace(/__MODULE_ID__|__MODULE_NAME__|__REPO_ROOT__|__TABLE_PREFIX__|__NOW__/g, (placeholder) => replacements[placeholder]);

function copyTemplate(directory) {
  for (const relative of templateFiles(directory)) {
    const target = path.join(moduleDirectory, targetName(relative));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, fill(fs.readFileSync(path.join(directory, relative), 'utf8')));
  }
}

function edit(file, change) {
  const target = path.join(moduleDirectory, file);
  fs.writeFileSync(target, `${JSON.stringify(change(JSON.parse(fs.readFileSync(target, 'utf8'))), null, 2)}\n`);
}

/** So that `npm install && npm test` works wherever the module lives, outside the repository too. */
function addTestTools() {
  const platform = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).devDependencies;
  edit('package.json', (manifest) => ({
    ...manifest,
    devDependencies: Object.fromEntries(TEST_TOOLS.map((name) => [name, platform[name]])),
  }));
}

/** A bundled module is a workspace package and ships with every build, not through an upload. */
function makeBundled() {
  edit('manifest.json', (manifest) => ({ ...manifest, installMethod: 'bundled' }));
  edit('package.json', (manifest) => ({ ...manifest, name: `@artel/module-${id}` }));
}

copyTemplate(templateDirectory);
if (bundled) {
  copyTemplate(serverTemplateDirectory);
  makeBundled();
} else {
  addTestTools();
}

const shown = isInside(moduleDirectory, repoRoot) ? path.relative(repoRoot, moduleDirectory) : moduleDirectory;
console.log(`Created the module ${id} in ${shown}:`);
for (const relative of templateFiles(moduleDirectory)) console.log(`  ${relative}`);
console.log(
  bundled
    ? `
Next (from the repository root):
  npm install                                              # links the new workspace package
  npx jest --selectProjects modules-server ${shown}/server  # the server half's test
The server mounts it at /api/v1/modules/${id} on its next start; its guide: server/src/moduleHost/CONTRACT.md.`
    : `
Next:
  cd ${shown}
  npm install         # its test tools; @artel/sdk and the build come from ${repoRoot}
  npm test            # the module's Jest test
  npm run build       # dist/${id}.<hash>.js + dist/manifest.json
Then publish both files at /marketplace/developer and enable the module in the marketplace;
npm run dev serves it rebuilt on every change for the live app (README, "Write a module", step 4).`,
);
