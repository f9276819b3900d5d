/**
 * npm run build: every front-end bundle into build/public (served as STATIC_DIR), the e2e fixture modules
 * into build/e2e-modules (served as EXTRA_MODULES_DIR, never in the product catalog), the fixtures e2e specs
 * publish through the developer API into build/e2e-published (served by nobody), then the server.
 *
 *   build/public/index.html, import-map.json
 *   build/public/static/vendor/    one SystemJS bundle per shared library, SystemJS, import-map-overrides,
 *                                  Blueprint CSS + fonts, Blueprint icon paths
 *   build/public/static/{sdk,root-config,shell}/
 *   build/public/static/modules/<id>/<id>.<hash>.js + module.json
 *
 * Webpack's persistent cache (build/.cache) makes a rebuild with nothing changed take a few seconds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import esbuild from 'esbuild';
import { bundleOwnPackages } from './bundleOwnPackages.mjs';
import { buildServerWorkers } from './serverWorkers.mjs';
import { emitBlueprintIconPaths, readBlueprintIconNames } from './webpack/blueprintIcons.mjs';
import { compile } from './webpack/compile.mjs';
import { consumerConfig } from './webpack/consumerConfig.mjs';
import { contentHash, copyScript, copyStylesheet } from './webpack/hashedFiles.mjs';
import { bundleLocation, readImportMapTemplate, resolvedImportMap } from './webpack/importMap.mjs';
import { buildBootScript, preloadLinks, readIndexTemplate, renderIndexHtml, stylesheetLinks } from './webpack/indexHtml.mjs';
import { buildModuleClient, findModuleClients, readManifest } from './webpack/moduleClient.mjs';
import { sharedLibraries, sharedLibraryNames } from './webpack/sharedLibraries.mjs';
import { fileSize, formatSizeTable } from './webpack/sizes.mjs';
import { vendorConfig } from './webpack/vendorConfig.mjs';
import { precompress } from './webpack/precompress.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDirectory = path.join(repoRoot, 'build/public');
const vendorDirectory = path.join(publicDirectory, 'static/vendor');
const fixtureModulesDirectory = path.join(repoRoot, 'build/e2e-modules');
const publishedFixturesDirectory = path.join(repoRoot, 'build/e2e-published');
const cacheRoot = path.join(repoRoot, 'build/.cache');
const webpackCache = path.join(cacheRoot, 'webpack');
/** Two cores on the build machine: more compilations at once only fight over them. */
const parallelCompilations = 2;

/** Our own import-map entries, built with the consumer preset; all three are on the first paint's path. */
const ownBundles = [
  { name: '@artel/sdk', entry: 'sdk/src/runtime.ts' },
  { name: '@artel/root-config', entry: 'root-config/src/root-config.ts' },
  { name: '@artel/shell', entry: 'shell/src/shell.tsx' },
];

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

async function runLimited(tasks, limit) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

function checkImportMapNames(template) {
  const expected = new Set([...sharedLibraryNames, ...ownBundles.map((bundle) => bundle.name)]);
  const actual = new Set(Object.keys(template.imports));
  const missing = [...expected].filter((name) => !actual.has(name));
  const unknown = [...actual].filter((name) => !expected.has(name));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(
      `import-map.json and scripts/webpack/sharedLibraries.mjs disagree. Missing: ${missing.join(', ') || '-'}; unknown: ${unknown.join(', ') || '-'}`,
    );
  }
}

/** The installed package a workspace resolves (some packages do not export their package.json). */
function packageDirectory(fromWorkspace, packageName) {
  const isPackageRoot = (directory) => {
    const manifest = path.join(directory, 'package.json');
    return fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === packageName;
  };
  let directory = path.dirname(createRequire(path.join(repoRoot, fromWorkspace, 'package.json')).resolve(packageName));
  while (!isPackageRoot(directory)) {
    if (path.dirname(directory) === directory) throw new Error(`Cannot find the package directory of ${packageName}`);
    directory = path.dirname(directory);
  }
  return directory;
}

function sizeRow(label, directory, result) {
  const lazy = result.files.length - 1;
  return { label, ...fileSize(path.join(directory, result.entryFile)), note: lazy > 0 ? `+ ${lazy} lazy chunks` : undefined };
}

/** One import-map entry: a vendor library or a bundle of ours. Returns null for a bundle whose source is not there yet. */
async function buildImportMapEntry(name, templateUrl, icons) {
  const location = bundleLocation(templateUrl);
  const outputPath = path.join(publicDirectory, location.directory);
  const common = { repoRoot, outputPath, fileBase: location.fileBase, cacheDirectory: webpackCache };
  const own = ownBundles.find((bundle) => bundle.name === name);
  if (own && !fs.existsSync(path.join(repoRoot, own.entry))) {
    console.log(`skipped ${name}: ${own.entry} does not exist yet, so it is left out of the import map`);
    return null;
  }
  const config = own
    ? consumerConfig({
        ...common,
        name: `artel-${location.fileBase}`,
        entry: path.join(repoRoot, own.entry),
        provides: name,
        firstPaint: true,
      })
    : vendorConfig({
        ...common,
        library: sharedLibraries.find((library) => library.name === name),
        entriesDirectory: path.join(cacheRoot, 'vendor-entries'),
        define:
          name === '@blueprintjs/core'
            ? {
                __BLUEPRINT_ICON_SET__: JSON.stringify(icons.setHash),
                __BLUEPRINT_ICON_NAMES__: JSON.stringify(readBlueprintIconNames(repoRoot).join(' ')),
              }
            : undefined,
      });
  const since = Date.now();
  const result = await compile(config);
  for (const warning of result.warnings) console.warn(`warning in ${name}: ${warning}`);
  console.log(`built ${name} in ${seconds(since)}`);
  return {
    url: `/${location.directory}/${result.entryFile}`,
    stylesheets: result.entryStylesheets.map((file) => `/${location.directory}/${file}`),
    lazyChunkUrls: Object.fromEntries(
      Object.entries(result.chunkGroups).map(([group, files]) => [group, files.map((file) => `/${location.directory}/${file}`)]),
    ),
    size: sizeRow(name, outputPath, result),
  };
}

/** Each built module's named lazy chunks (webpackChunkName → JS files), for the route preloads that name them. */
const moduleChunkGroups = new Map();

async function buildModules(modulesDirectory, outputDirectory, label) {
  const since = Date.now();
  const module = await buildModuleClient({ repoRoot, module: modulesDirectory, outputDirectory, cacheDirectory: webpackCache });
  console.log(`built ${label} in ${seconds(since)}`);
  moduleChunkGroups.set(module.descriptor.url, module.result.chunkGroups);
  return sizeRow(label, path.join(outputDirectory, module.descriptor.manifest.id), module.result);
}

/** SystemJS, import-map-overrides and Blueprint's stylesheets, copied under content-hashed names. */
async function copyPageAssets() {
  const asset = (fileName) => `/static/vendor/${fileName}`;
  return {
    blueprintCss: asset(
      await copyStylesheet({
        source: path.join(packageDirectory('shell', '@blueprintjs/core'), 'lib/css/blueprint.css'),
        directory: vendorDirectory,
        base: 'blueprint',
      }),
    ),
    blueprintIconsCss: asset(
      await copyStylesheet({
        source: path.join(packageDirectory('shell', '@blueprintjs/icons'), 'lib/css/blueprint-icons.css'),
        directory: vendorDirectory,
        base: 'blueprint-icons',
      }),
    ),
    systemjs: asset(
      copyScript({
        source: path.join(packageDirectory('root-config', 'systemjs'), 'dist/system.min.js'),
        directory: vendorDirectory,
        base: 'system',
      }),
    ),
    importMapOverrides: asset(
      copyScript({
        source: path.join(packageDirectory('root-config', 'import-map-overrides'), 'dist/import-map-overrides.js'),
        directory: vendorDirectory,
        base: 'import-map-overrides',
      }),
    ),
  };
}

/**
 * What the boot script needs to start a module's landing page early: the module's path, its bundle (from the
 * built module.json) and its route preloads, with the URLs of the lazy chunks a preload names.
 */
function landingPages(modulesDirectory, builtModulesDirectory) {
  return findModuleClients(modulesDirectory).flatMap((module) => {
    const { id } = readManifest(module.directory);
    const descriptorFile = path.join(builtModulesDirectory, id, 'module.json');
    if (!fs.existsSync(descriptorFile)) return [];
    const { manifest, url, integrity } = JSON.parse(fs.readFileSync(descriptorFile, 'utf8'));
    const chunkGroups = moduleChunkGroups.get(url) ?? {};
    const preloads = (manifest.preloads ?? []).map(({ route, requests, chunks = [] }) => {
      const missing = chunks.filter((chunk) => !chunkGroups[chunk]);
      if (missing.length > 0)
        throw new Error(`modules/${id}/manifest.json: preloads name chunks the build did not make: ${missing.join(', ')}`);
      const chunkUrls = [...new Set(chunks.flatMap((chunk) => chunkGroups[chunk]))].map((file) => `${path.posix.dirname(url)}/${file}`);
      return { route, requests, chunkUrls };
    });
    return [{ id, path: manifest.path, bundle: { url, integrity }, preloads }];
  });
}

/**
 * What every module bundle waits for before it runs (sdk/src/modules/wholeBlueprint.ts): the rest of Blueprint,
 * preloaded on a module's landing page so that it is there when the module list arrives.
 */
function modulePageScripts(blueprint) {
  const urls = blueprint?.lazyChunkUrls['blueprint-rest'];
  if (blueprint && !urls) throw new Error('the @blueprintjs/core bundle has no blueprint-rest chunk for module pages to preload');
  return urls ?? [];
}

async function buildServer() {
  const entry = path.join(repoRoot, 'server/src/main.ts');
  if (!fs.existsSync(entry)) {
    console.log('skipped the server: server/src/main.ts does not exist yet');
    return;
  }
  const since = Date.now();
  await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    packages: 'external',
    plugins: [bundleOwnPackages],
    format: 'cjs',
    outfile: path.join(repoRoot, 'server/dist/main.js'),
    sourcemap: true,
    logLevel: 'warning',
  });
  await buildServerWorkers(path.join(repoRoot, 'server/dist'));
  console.log(`built the server in ${seconds(since)}`);
}

async function main() {
  const template = readImportMapTemplate(repoRoot);
  checkImportMapNames(template);
  fs.rmSync(publicDirectory, { recursive: true, force: true });
  fs.rmSync(fixtureModulesDirectory, { recursive: true, force: true });
  fs.rmSync(publishedFixturesDirectory, { recursive: true, force: true });
  fs.mkdirSync(vendorDirectory, { recursive: true });
  const icons = emitBlueprintIconPaths({ repoRoot, outputDirectory: path.join(vendorDirectory, 'blueprint-icons') });

  const entries = new Map();
  const moduleSizes = [];
  await runLimited(
    [
      ...Object.entries(template.imports).map(([name, templateUrl]) => async () => {
        entries.set(name, await buildImportMapEntry(name, templateUrl, icons));
      }),
      ...findModuleClients(path.join(repoRoot, 'modules')).map((module) => async () => {
        moduleSizes.push(await buildModules(module, path.join(publicDirectory, 'static/modules'), `module ${module.id}`));
      }),
      ...findModuleClients(path.join(repoRoot, 'e2e/fixtures/modules')).map((module) => async () => {
        moduleSizes.push(await buildModules(module, fixtureModulesDirectory, `fixture module ${module.id}`));
      }),
      ...findModuleClients(path.join(repoRoot, 'e2e/fixtures/published')).map((module) => async () => {
        moduleSizes.push(await buildModules(module, publishedFixturesDirectory, `published fixture ${module.id}`));
      }),
    ],
    parallelCompilations,
  );
  const built = Object.keys(template.imports)
    .map((name) => [name, entries.get(name)])
    .filter(([, entry]) => entry);

  const assetUrls = await copyPageAssets();
  const importMap = resolvedImportMap({ publicDirectory, builtUrls: new Map(built.map(([name, entry]) => [name, entry.url])) });
  fs.writeFileSync(path.join(publicDirectory, 'import-map.json'), JSON.stringify(importMap, null, 2) + '\n');

  const { version: packageVersion } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  const version = `${packageVersion}-${contentHash(JSON.stringify({ importMap, assetUrls })).slice(0, 12)}`;
  const html = renderIndexHtml(readIndexTemplate(repoRoot), {
    ...assetUrls,
    version,
    bootScript: await buildBootScript(
      repoRoot,
      landingPages(path.join(repoRoot, 'modules'), path.join(publicDirectory, 'static/modules')),
      modulePageScripts(entries.get('@blueprintjs/core')),
    ),
    importMap: JSON.stringify(importMap),
    preloads: preloadLinks(importMap),
    stylesheets: stylesheetLinks(built.flatMap(([, entry]) => entry.stylesheets ?? [])),
  });
  fs.writeFileSync(path.join(publicDirectory, 'index.html'), html);

  await buildServer();
  const since = Date.now();
  const compressed = (await precompress(publicDirectory)).files + (await precompress(fixtureModulesDirectory)).files;
  console.log(`precompressed ${compressed} files (br + gz) in ${seconds(since)}`);

  const assetSizes = Object.entries(assetUrls).map(([label, url]) => ({ label, ...fileSize(path.join(publicDirectory, url)) }));
  const pageStart = [
    ...built.map(([, entry]) => entry.size),
    ...assetSizes.filter((row) => !row.label.endsWith('Css') && row.label !== 'importMapOverrides'),
  ];
  const total = (rows, key) => rows.reduce((sum, row) => sum + row[key], 0);
  console.log(
    `\n${formatSizeTable([
      ...built.map(([, entry]) => entry.size),
      ...moduleSizes,
      ...assetSizes,
      { label: 'JS of the import map + SystemJS (overrides: devtools only)', raw: total(pageStart, 'raw'), gzip: total(pageStart, 'gzip') },
    ])}`,
  );
  console.log(`Blueprint icons: ${icons.count} path files, fetched one at a time.`);
  console.log(`\nbuild ${version} written to ${path.relative(repoRoot, publicDirectory)} in ${seconds(started)}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
