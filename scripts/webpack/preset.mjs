/**
 * The one webpack preset behind every SystemJS bundle: vendor libraries, the SDK, the root config, the shell
 * and each module client. consumerConfig.mjs and vendorConfig.mjs make thin configs from it.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import SystemJSPublicPathWebpackPlugin from 'systemjs-webpack-interop/SystemJSPublicPathWebpackPlugin.js';

/** Hex characters of the content hash in every emitted JS file name; the server caches such names forever. */
export const contentHashLength = 16;

/**
 * @param {object} options
 * @param {string} options.repoRoot absolute path of the monorepo
 * @param {string} options.name unique bundle name; also webpack's uniqueName, so lazy chunks of two bundles
 *   never share a chunk-loading global
 * @param {string} options.entry absolute path of the entry module
 * @param {string} options.outputPath absolute directory the bundle is written to
 * @param {string} options.fileBase the entry is emitted as `${fileBase}.[contenthash].js`
 * @param {Record<string, string>} options.externals request → import-map name, left to the import map instead of bundled
 * @param {string | false} [options.cacheDirectory] webpack's persistent cache; false builds from scratch
 * @returns {import('webpack').Configuration & { name: string, entry: Record<string, string>, output: { path: string }, plugins: any[] }}
 */
export function baseConfig({ repoRoot, name, entry, outputPath, fileBase, externals, cacheDirectory = false }) {
  const MinimizerPlugin = createRequire(createRequire(path.join(repoRoot, 'package.json')).resolve('webpack'))('minimizer-webpack-plugin');
  return {
    name,
    mode: 'production',
    context: repoRoot,
    target: ['web', 'es2022'],
    entry: { [fileBase]: entry },
    output: {
      path: outputPath,
      filename: `[name].[contenthash:${contentHashLength}].js`,
      chunkFilename: `chunks/${fileBase}/[name].[contenthash:${contentHashLength}].js`,
      library: { type: 'system' },
      uniqueName: name,
    },
    externalsType: 'system',
    externals,
    devtool: 'source-map',
    // Lazy chunks are fetched relative to the URL SystemJS loaded the bundle from, so a bundle keeps working
    // wherever it is served, including a developer's server named through import-map-overrides.
    plugins: [new SystemJSPublicPathWebpackPlugin({ rootDirectoryLevel: 1 })],
    optimization: {
      // webpack 5.112's module concatenation turns a namespace import of an external that is passed on as a
      // value (`import * as React from 'react'; singleSpaReact({ React })`) into an object holding only the
      // names used elsewhere in the bundle, so single-spa-react found no createElement.
      concatenateModules: false,
      // Licence comments stay inside the bundle instead of beside it in an unhashed .LICENSE.txt file.
      minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify, options: {} }, extractComments: false })],
    },
    performance: { hints: false },
    cache: cacheDirectory
      ? {
          type: 'filesystem',
          cacheDirectory,
          name,
          buildDependencies: { config: [path.join(repoRoot, 'scripts/webpack') + path.sep] },
        }
      : false,
    infrastructureLogging: { level: 'error' },
  };
}
