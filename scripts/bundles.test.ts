/**
 * Checks the output of `npm run build` (build/public and build/e2e-modules): each shared library is in the
 * page exactly once, the import map points at real files with matching integrity, and file names follow
 * their content. `npm test` runs the build before this suite.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { compile } from './webpack/compile.mjs';
import { consumerConfig } from './webpack/consumerConfig.mjs';
import { sharedLibraryNames } from './webpack/sharedLibraries.mjs';

const repoRoot = path.resolve(__dirname, '..');
const publicDirectory = path.join(repoRoot, 'build/public');
const fixtureModulesDirectory = path.join(repoRoot, 'build/e2e-modules');
const scratchDirectory = path.join(repoRoot, 'build/.cache/bundles-test');

if (!fs.existsSync(path.join(publicDirectory, 'index.html'))) {
  throw new Error('build/public/index.html is missing: run `npm run build` before the build tests.');
}

interface ImportMap {
  imports: Record<string, string>;
  integrity: Record<string, string>;
  depcache: Record<string, string[]>;
}

const importMap = JSON.parse(fs.readFileSync(path.join(publicDirectory, 'import-map.json'), 'utf8')) as ImportMap;

function jsFilesUnder(directory: string): string[] {
  if (!fs.existsSync(directory)) return [];
  return fs
    .readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(directory, file));
}

/** Bundles of ours: everything but the vendor directory, plus the e2e fixture modules. */
const ownBundleFiles = [
  ...['sdk', 'root-config', 'shell', 'modules'].flatMap((directory) => jsFilesUnder(path.join(publicDirectory, 'static', directory))),
  ...jsFilesUnder(fixtureModulesDirectory),
];
const vendorBundleFiles = jsFilesUnder(path.join(publicDirectory, 'static/vendor')).filter((file) => fs.existsSync(`${file}.map`));

/**
 * npm packages behind the shared names, plus React's scheduler (only react-dom may carry it) and Blueprint's
 * icons (only the @blueprintjs/core bundle may carry them, with the icon loader it configures).
 */
const sharedPackages = new Set([
  ...sharedLibraryNames
    .filter((name) => !name.startsWith('@artel/'))
    .map((name) =>
      name
        .split('/')
        .slice(0, name.startsWith('@') ? 2 : 1)
        .join('/'),
    ),
  'scheduler',
  '@blueprintjs/icons',
]);

/** Which shared thing a source file of a bundle belongs to: a shared npm package, or the SDK. */
function sharedOwner(source: string): string | null {
  if (/(^|\/)sdk\/src\//.test(source)) return '@artel/sdk';
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
  return match?.[1] && sharedPackages.has(match[1]) ? match[1] : null;
}

/** A lazy chunk of translations only (`i18n-en`): JSON modules, for which webpack writes no source map. */
const isTranslationsChunk = (jsFile: string) => /\/i18n-[a-z]+\.[0-9a-f]{16}\.js$/.test(jsFile);

function bundledSources(jsFile: string): string[] {
  if (isTranslationsChunk(jsFile)) return [];
  const map = JSON.parse(fs.readFileSync(`${jsFile}.map`, 'utf8')) as { sources: string[] };
  return map.sources.map((source) => source.replace(/^webpack:\/\/[^/]*\//, '').replace(/\?.*$/, ''));
}

/** Text that only a copy of the library contains, whatever the minifier did. */
const codeMarkers: Record<string, string> = {
  'react (code)': 'react.transitional.element',
  'effector (code)': 'in store created via createStore',
};

/** Shared libraries a bundle carries a copy of, by source map and by code markers. */
function copiedSharedLibraries(jsFile: string): string[] {
  const owners = new Set(
    bundledSources(jsFile)
      .map(sharedOwner)
      .filter((owner): owner is string => owner !== null),
  );
  const code = fs.readFileSync(jsFile, 'utf8');
  for (const [library, marker] of Object.entries(codeMarkers)) if (code.includes(marker)) owners.add(library);
  return [...owners].sort();
}

const relative = (file: string) => path.relative(repoRoot, file);
const sha384 = (file: string) => `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;
const publicFile = (url: string) => path.join(publicDirectory, url);

describe('one copy of each shared library', () => {
  it('finds the bundles of ours it must check', () => {
    const names = ownBundleFiles.map((file) => path.basename(file));
    for (const bundle of ['sdk', 'root-config', 'shell', 'hello']) {
      expect(names.some((name) => name.startsWith(`${bundle}.`))).toBe(true);
    }
  });

  it('leaves React, react-dom, effector, the SDK and the other shared libraries out of every bundle of ours', () => {
    const sdkBundle = importMap.imports['@artel/sdk']!;
    // The SDK's entry and its own lazy chunks (English texts, drafts' storage, the load-failure classifier) are the one copy.
    const sdkChunks = path.join(publicDirectory, path.dirname(sdkBundle), 'chunks', 'sdk') + path.sep;
    const isSdksOwn = (file: string) => `/${path.relative(publicDirectory, file)}` === sdkBundle || file.startsWith(sdkChunks);
    const copies = ownBundleFiles
      .map((file) => ({
        file: relative(file),
        copied: copiedSharedLibraries(file).filter((owner) => !(owner === '@artel/sdk' && isSdksOwn(file))),
      }))
      .filter(({ copied }) => copied.length > 0);
    expect(copies).toEqual([]);
  });

  it('puts every source file of a shared library into exactly one vendor bundle', () => {
    const bundlesBySource = new Map<string, string[]>();
    for (const file of vendorBundleFiles) {
      for (const source of bundledSources(file).filter((source) => sharedOwner(source) !== null)) {
        bundlesBySource.set(source, [...(bundlesBySource.get(source) ?? []), relative(file)]);
      }
    }
    const duplicated = [...bundlesBySource].filter(([, bundles]) => bundles.length > 1);
    expect(duplicated).toEqual([]);
    expect([...bundlesBySource.keys()].some((source) => source.includes('react/cjs/react.production'))).toBe(true);
  });

  it('gets React, effector and the SDK from the import map, as System.register dependencies', () => {
    const dependencies = (name: string) => importMap.depcache[importMap.imports[name] ?? ''] ?? [];
    expect(dependencies('@artel/shell')).toEqual(expect.arrayContaining(['react', '@artel/sdk', 'effector-react']));
    expect(dependencies('@artel/sdk')).toEqual(expect.arrayContaining(['react', 'react-dom/client', 'effector']));
    expect(dependencies('react-dom/client')).toEqual(expect.arrayContaining(['react', 'react-dom']));
  });

  it('would notice a bundle that carries its own React and effector', async () => {
    fs.mkdirSync(scratchDirectory, { recursive: true });
    const entry = path.join(scratchDirectory, 'bundlesReact.ts');
    fs.writeFileSync(
      entry,
      "import { useState } from 'react';\nimport { createStore } from 'effector';\nexport const used = [useState, createStore];\n",
    );
    const config = {
      ...consumerConfig({
        repoRoot,
        name: 'bundles-react',
        entry,
        outputPath: path.join(scratchDirectory, 'out'),
        fileBase: 'bundles-react',
      }),
      externals: [],
    };
    const result = await compile(config);
    expect(copiedSharedLibraries(path.join(result.outputPath, result.entryFile))).toEqual(
      expect.arrayContaining(['react', 'react (code)', 'effector', 'effector (code)']),
    );
  }, 60_000);
});

describe('the import map', () => {
  it('names every shared library and our own bundles', () => {
    expect(Object.keys(importMap.imports)).toEqual(expect.arrayContaining([...sharedLibraryNames, '@artel/root-config', '@artel/shell']));
  });

  it('points at files that exist and match their integrity', () => {
    for (const [name, url] of Object.entries(importMap.imports)) {
      expect({ name, exists: fs.existsSync(publicFile(url)) }).toEqual({ name, exists: true });
      expect({ name, integrity: importMap.integrity[url] }).toEqual({ name, integrity: sha384(publicFile(url)) });
    }
  });

  it('only names dependencies the map resolves', () => {
    for (const dependencies of Object.values(importMap.depcache)) {
      for (const dependency of dependencies) expect(Object.keys(importMap.imports)).toContain(dependency);
    }
  });

  it('is inlined into index.html together with SystemJS, import-map-overrides and the Blueprint CSS', () => {
    const html = fs.readFileSync(path.join(publicDirectory, 'index.html'), 'utf8');
    const inline = /<script type="systemjs-importmap">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(inline)).toEqual(importMap);
    const assets = [...html.matchAll(/(?:src|href)="(\/static\/[^"]+)"/g)].map((match) => match[1] ?? '');
    expect(assets.map((asset) => path.basename(asset).replace(/\.[0-9a-f]{16}\./, '.'))).toEqual(
      expect.arrayContaining(['blueprint.css', 'blueprint-icons.css', 'system.js', 'import-map-overrides.js']),
    );
    for (const asset of assets) expect({ asset, exists: fs.existsSync(publicFile(asset)) }).toEqual({ asset, exists: true });
    expect(html).toMatch(/<meta name="artel-version" content="[^"]+"/);
    expect(html).toContain("System.import('@artel/root-config')");
  });
});

describe('module descriptors', () => {
  const subdirectories = (directory: string) =>
    fs.existsSync(directory) ? fs.readdirSync(directory).map((name) => path.join(directory, name)) : [];
  const descriptors = [...subdirectories(path.join(publicDirectory, 'static/modules')), ...subdirectories(fixtureModulesDirectory)].filter(
    (directory) => fs.existsSync(path.join(directory, 'module.json')),
  );

  it('describe each built module with its manifest, bundle URL and integrity', () => {
    expect(descriptors.map((directory) => path.basename(directory))).toContain('hello');
    for (const directory of descriptors) {
      const descriptor = JSON.parse(fs.readFileSync(path.join(directory, 'module.json'), 'utf8')) as {
        manifest: { id: string };
        url: string;
        integrity: string;
      };
      const id = path.basename(directory);
      expect(descriptor.manifest.id).toBe(id);
      expect(descriptor.url).toMatch(new RegExp(`^/static/modules/${id}/${id}\\.[0-9a-f]{16}\\.js$`));
      expect(descriptor.integrity).toBe(sha384(path.join(directory, path.basename(descriptor.url))));
    }
  });
});

describe("the shell's lazy pages", () => {
  const shellEntry = path.join(publicDirectory, importMap.imports['@artel/shell']!);
  const shellChunks = jsFilesUnder(path.join(publicDirectory, 'static/shell/chunks'));
  const isXyflow = (source: string) => source.includes('node_modules/@xyflow/');
  const isBuilder = (source: string) => source.includes('shell/src/pages/flows/builder/');

  it('keeps the flow builder and @xyflow/react out of the first load', () => {
    const sources = bundledSources(shellEntry);
    expect(sources.some((source) => source.includes('shell/src/pages/flows/routes'))).toBe(true);
    expect(sources.filter((source) => isXyflow(source) || isBuilder(source))).toEqual([]);
  });

  it('loads @xyflow/react in a chunk of its own, apart from the flows pages', () => {
    const withXyflow = shellChunks.filter((chunk) => bundledSources(chunk).some(isXyflow));
    expect(withXyflow).toHaveLength(1);
    expect(bundledSources(withXyflow[0]!).filter((source) => source.includes('shell/src/'))).toEqual([]);
    expect(shellChunks.some((chunk) => bundledSources(chunk).some(isBuilder))).toBe(true);
  });
});

describe("the dashboard's critical path", () => {
  const html = () => fs.readFileSync(path.join(publicDirectory, 'index.html'), 'utf8');
  const moduleEntry = (id: string) => {
    const descriptor = JSON.parse(fs.readFileSync(path.join(publicDirectory, 'static/modules', id, 'module.json'), 'utf8')) as {
      url: string;
    };
    return publicFile(descriptor.url);
  };
  const moduleChunks = (id: string) => jsFilesUnder(path.join(publicDirectory, 'static/modules', id, 'chunks'));

  it('preloads every bundle of the import map, with the integrity SystemJS asks for', () => {
    const preloads = [...html().matchAll(/<link rel="preload" as="script" href="([^"]+)" integrity="([^"]+)" \/>/g)].map((match) => ({
      url: match[1],
      integrity: match[2],
    }));
    expect(preloads).toEqual(Object.values(importMap.imports).map((url) => ({ url, integrity: importMap.integrity[url] })));
  });

  it("keeps a module's pages out of its entry: the dashboard loads a module's widgets, not its full client", () => {
    const pages: Record<string, RegExp> = {
      kanban: /modules\/kanban\/client\/(board|pages|calendar|card\/CardDialog)/,
      contragents: /modules\/contragents\/client\/(partners\/Partner|benchmark|documents\/DocumentsPage)/,
      wiki: /modules\/wiki\/client\/(pages|article|editor)\//,
      telegram: /modules\/telegram\/client\/pages\//,
    };
    for (const [id, page] of Object.entries(pages)) {
      expect({ id, pagesInEntry: bundledSources(moduleEntry(id)).filter((source) => page.test(source)) }).toEqual({ id, pagesInEntry: [] });
      expect({ id, pagesInChunks: moduleChunks(id).some((chunk) => bundledSources(chunk).some((source) => page.test(source))) }).toEqual({
        id,
        pagesInChunks: true,
      });
    }
  });

  it("puts each module's dashboard widgets in a small chunk without its pages", () => {
    const widgetChunks = ['kanban', 'contragents', 'wiki'].flatMap((id) =>
      moduleChunks(id).filter((chunk) => /widget/.test(path.basename(chunk))),
    );
    expect(widgetChunks.length).toBeGreaterThanOrEqual(4);
    for (const chunk of widgetChunks) {
      expect({ chunk: relative(chunk), pages: bundledSources(chunk).filter((source) => /client\/(pages|board)\//.test(source)) }).toEqual({
        chunk: relative(chunk),
        pages: [],
      });
      expect(fs.statSync(chunk).size).toBeLessThan(20 * 1024);
    }
  });

  it("keeps the shell's marketplace, admin, organisations, profile, notifications, workspace and side auth pages out of its entry", () => {
    const shellEntry = path.join(publicDirectory, importMap.imports['@artel/shell']!);
    const lazyPages =
      /shell\/src\/(marketplace\/(catalog|developer|detail|installed|settings|updates|admin)\/|admin\/(RolesPage|SettingsPage)|organisations\/(companies\/|LegalEntitiesPage)|profile\/ProfilePage|notifications\/NotificationsPage|workspaces\/pages\/|workspaces\/create\/CreateWorkspaceDialog|auth\/(RegisterPage|ResetPasswordPage))/;
    expect(bundledSources(shellEntry).filter((source) => lazyPages.test(source))).toEqual([]);
  });

  it("keeps the top bar's menus, the bell's panel, the sidebar's tooltips and the phone's sheets out of the shell's entry", () => {
    const shellEntry = path.join(publicDirectory, importMap.imports['@artel/shell']!);
    const lazyMenus =
      /shell\/src\/(layout\/(UserMenuPopover|SearchResultsPopover|AddMenuPopover|MobileSheet|NavigationTooltip)|notifications\/(NotificationPopover|NotificationPanel)|workspaces\/switcher\/(SwitcherPopover|SwitcherPanel)|theme\/ThemeMenuItems)\./;
    expect(bundledSources(shellEntry).filter((source) => lazyMenus.test(source))).toEqual([]);
    const shellChunks = jsFilesUnder(path.join(publicDirectory, 'static/shell/chunks'));
    expect(shellChunks.some((chunk) => bundledSources(chunk).some((source) => lazyMenus.test(source)))).toBe(true);
  });

  describe('translations: the default language (Russian) in the entries, English in a lazy chunk of each', () => {
    type Tree = { [key: string]: string | Tree };
    const leaves = (tree: Tree): string[] => Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value)));
    /** Texts long enough to be found only as themselves, as the minified bundle writes them. */
    const texts = (files: string[]) =>
      files.flatMap((file) => leaves(JSON.parse(fs.readFileSync(path.join(repoRoot, file), 'utf8')) as Tree));
    const probes = (files: string[], besides: string[] = []) =>
      texts(files).filter((text) => text.length >= 20 && !/["'\\\n]/.test(text) && !besides.includes(text));
    const jsonFiles = (directory: string, name: RegExp) =>
      fs
        .readdirSync(path.join(repoRoot, directory), { recursive: true, encoding: 'utf8' })
        .filter((file) => name.test(path.basename(file)) && !file.includes('flows') && !/^(modules|format)[\\/]locales/.test(file))
        .map((file) => path.join(directory, file));
    // The flows pages' texts come with their own lazy chunks, in both languages, and so do the SDK's module-load failure
    // texts (sdk/src/modules/locales), with the classifier that uses them only when a module fails to load, and the date
    // field's (sdk/src/format/locales), with its date picker's chunk.
    const bundles = [
      { name: '@artel/sdk', en: jsonFiles('sdk/src', /^(en|messages\.en)\.json$/), ru: jsonFiles('sdk/src', /^(ru|messages\.ru)\.json$/) },
      { name: '@artel/shell', en: jsonFiles('shell/src', /^en\.json$/), ru: jsonFiles('shell/src', /^ru\.json$/) },
    ];

    it.each(bundles)('$name: every English text is in its i18n-en chunk and none in its entry', ({ name, en, ru }) => {
      const entryFile = path.join(publicDirectory, importMap.imports[name]!);
      const entry = fs.readFileSync(entryFile, 'utf8');
      const [englishChunk, ...others] = jsFilesUnder(path.dirname(entryFile)).filter((file) => isTranslationsChunk(file));
      expect(others).toEqual([]);
      const chunk = fs.readFileSync(englishChunk!, 'utf8');
      const english = probes(en, texts(ru));
      expect(english.length).toBeGreaterThan(30);
      expect(english.filter((text) => entry.includes(text))).toEqual([]);
      expect(english.filter((text) => !chunk.includes(text))).toEqual([]);
      expect(probes(ru).filter((text) => !entry.includes(text))).toEqual([]);
    });
  });
});

describe("the SDK's date field", () => {
  it("leaves Blueprint's date picker, date-fns and react-day-picker out of the SDK's entry, to its lazy chunks", () => {
    const entryFile = path.join(publicDirectory, importMap.imports['@artel/sdk']!);
    const picker = /node_modules\/(@blueprintjs\/datetime|date-fns|react-day-picker)\//;
    expect(bundledSources(entryFile).filter((source) => picker.test(source))).toEqual([]);
    const chunks = jsFilesUnder(path.join(path.dirname(entryFile), 'chunks'));
    expect(chunks.some((chunk) => bundledSources(chunk).some((source) => picker.test(source)))).toBe(true);
  });
});

describe("Blueprint's eager part", () => {
  const blueprintEntry = () => path.join(publicDirectory, importMap.imports['@blueprintjs/core']!);

  it('leaves components the first paint does not use (Slider, TagInput, both Popovers, Tooltip, Menu, Tabs, Drawer, floating-ui and Popper.js) to a lazy chunk of the vendor bundle', () => {
    const lazyOnly =
      /node_modules\/(@blueprintjs\/core\/lib\/esm\/components\/(slider|tag-input|tree|popover|popover-next|tooltip|menu|tabs|drawer)\/|@floating-ui\/|@popperjs\/core\/)/;
    expect(bundledSources(blueprintEntry()).filter((source) => lazyOnly.test(source))).toEqual([]);
    const chunks = jsFilesUnder(path.join(publicDirectory, 'static/vendor/chunks'));
    expect(chunks.some((chunk) => bundledSources(chunk).some((source) => lazyOnly.test(source)))).toBe(true);
  });

  it("is preloaded by the boot script on a module's pages, since every module bundle waits for it", () => {
    const [restChunk] = jsFilesUnder(path.join(publicDirectory, 'static/vendor/chunks')).filter((chunk) =>
      /\/blueprint-rest\.[0-9a-f]{16}\.js$/.test(chunk),
    );
    expect(restChunk).toBeDefined();
    const bootScript = /<script>([\s\S]*?)<\/script>/.exec(fs.readFileSync(path.join(publicDirectory, 'index.html'), 'utf8'))?.[1] ?? '';
    expect(bootScript).toContain(`/${path.relative(publicDirectory, restChunk!)}`);
  });

  it('stops the build of a first-paint bundle whose entry uses a Blueprint name outside the eager part', async () => {
    fs.mkdirSync(scratchDirectory, { recursive: true });
    const entry = path.join(scratchDirectory, 'usesSlider.ts');
    fs.writeFileSync(entry, "import { Button, Slider } from '@blueprintjs/core';\nexport const used = [Button, Slider];\n");
    const config = consumerConfig({
      repoRoot,
      name: 'uses-slider',
      entry,
      outputPath: path.join(scratchDirectory, 'out'),
      fileBase: 'uses-slider',
      firstPaint: true,
    });
    await expect(compile(config)).rejects.toThrow(/outside the vendor bundle's eager part: Slider\./);
  }, 60_000);

  it('lets a lazy chunk of the same bundle use any name', async () => {
    fs.mkdirSync(scratchDirectory, { recursive: true });
    const lazy = path.join(scratchDirectory, 'lazySlider.ts');
    const entry = path.join(scratchDirectory, 'loadsSlider.ts');
    fs.writeFileSync(lazy, "import { Slider } from '@blueprintjs/core';\nexport const used = Slider;\n");
    fs.writeFileSync(entry, "import { Button } from '@blueprintjs/core';\nexport const used = [Button, () => import('./lazySlider')];\n");
    const config = consumerConfig({
      repoRoot,
      name: 'loads-slider',
      entry,
      outputPath: path.join(scratchDirectory, 'out'),
      fileBase: 'loads-slider',
      firstPaint: true,
    });
    const result = await compile(config);
    // The lazy chunk waits for the rest of Blueprint before it runs.
    expect(fs.readFileSync(path.join(result.outputPath, result.entryFile), 'utf8')).toContain('artelLoadAll');
  }, 60_000);
});

describe('content-hashed file names', () => {
  it('gives every JavaScript and CSS file under /static a 16-hex content hash in its name', () => {
    const unhashed = fs
      .readdirSync(path.join(publicDirectory, 'static'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(js|css)$/.test(file) && !/\.[0-9a-f]{16}\.(js|css)$/.test(file));
    expect(unhashed).toEqual([]);
  });

  it('renames a bundle when its content changes, and only then', async () => {
    fs.mkdirSync(scratchDirectory, { recursive: true });
    const entry = path.join(scratchDirectory, 'hashed.ts');
    const build = async (value: number) => {
      fs.writeFileSync(entry, `export const value = ${value};\n`);
      const outputPath = path.join(scratchDirectory, `hashed-${value}-${Date.now()}`);
      return (await compile(consumerConfig({ repoRoot, name: 'hashed', entry, outputPath, fileBase: 'hashed' }))).entryFile;
    };
    const first = await build(1);
    const again = await build(1);
    const changed = await build(2);
    expect(first).toMatch(/^hashed\.[0-9a-f]{16}\.js$/);
    expect(again).toBe(first);
    expect(changed).not.toBe(first);
  }, 60_000);
});
