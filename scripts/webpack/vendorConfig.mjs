/** Config of one shared library's own SystemJS bundle; every other shared name stays external. */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { baseConfig } from './preset.mjs';
import { sharedExternals } from './sharedLibraries.mjs';

/**
 * The front-end workspaces, whose node_modules come before the root's when a vendor entry resolves its
 * library: npm may hoist a different major (React 18 for a peer range) to the root, and the version the
 * workspaces declare is the one the page must get.
 */
const frontEndWorkspaces = ['sdk', 'shell', 'root-config'];

/** ES module that re-exports a library so that its SystemJS namespace has the shape consumers expect. */
export function vendorEntrySource(library, repoRoot) {
  const lines = [];
  if (library.extraEntry) {
    lines.push(`import ${JSON.stringify(path.join(repoRoot, 'scripts/webpack/vendor', library.extraEntry))};`);
  }
  if (library.eagerNames) {
    lines.push(`export { ${library.eagerNames.join(', ')} } from ${JSON.stringify(library.name)};`);
    lines.push(`export * from ${JSON.stringify(path.join(repoRoot, 'scripts/webpack/vendor', library.loadAll))};`);
  } else {
    lines.push(`export * from ${JSON.stringify(library.name)};`);
  }
  if (library.interop !== 'esm') lines.push(`export { default } from ${JSON.stringify(library.name)};`);
  return lines.join('\n') + '\n';
}

/**
 * @param {object} options
 * @param {{ name: string, interop: string, extraEntry?: string, replacements?: { module: string, with: string }[] }} options.library
 *   an entry of sharedLibraries
 * @param {string} options.entriesDirectory where the generated re-export entry is written
 * @param {Record<string, string>} [options.define] build-time constants for the library's extra entry
 * Other options as in baseConfig, without entry and externals.
 * @returns {ReturnType<typeof baseConfig>}
 */
export function vendorConfig({ library, entriesDirectory, repoRoot, fileBase, define, ...options }) {
  fs.mkdirSync(entriesDirectory, { recursive: true });
  const entry = path.join(entriesDirectory, `${fileBase}.js`);
  const source = vendorEntrySource(library, repoRoot);
  if (!fs.existsSync(entry) || fs.readFileSync(entry, 'utf8') !== source) fs.writeFileSync(entry, source);
  const base = baseConfig({
    ...options,
    repoRoot,
    fileBase,
    name: `artel-vendor-${fileBase}`,
    entry,
    externals: sharedExternals(library.name),
  });
  const replacements = (library.replacements ?? []).map(
    (replacement) =>
      new webpack.NormalModuleReplacementPlugin(
        new RegExp(`node_modules[\\\\/]${replacement.module.replace(/[.]/g, '\\.').replace(/\//g, '[\\\\/]')}$`),
        path.join(repoRoot, 'scripts/webpack/vendor', replacement.with),
      ),
  );
  return {
    ...base,
    plugins: [...base.plugins, ...replacements, ...(define ? [new webpack.DefinePlugin(define)] : [])],
    module: {
      rules: [
        {
          include: entriesDirectory,
          resolve: {
            modules: [...frontEndWorkspaces, '.'].map((workspace) => path.join(repoRoot, workspace, 'node_modules')),
          },
        },
      ],
    },
  };
}
