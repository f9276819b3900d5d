/** Config of a bundle of ours (SDK, root config, shell, module client): TypeScript + React, shared libraries external. */
import { fileURLToPath } from 'node:url';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { baseConfig, contentHashLength } from './preset.mjs';
import { AwaitBlueprintPlugin, CheckBlueprintEagerPlugin } from './blueprintNames.mjs';
import { sharedExternals } from './sharedLibraries.mjs';
import { blueprintEagerNames } from './vendor/blueprintEager.mjs';

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
};

/**
 * @param {Omit<Parameters<typeof baseConfig>[0], 'externals'> & { provides?: string, firstPaint?: boolean }} options
 *   `provides` is the shared name this bundle itself is (the SDK), which must not be external to itself;
 *   `firstPaint` marks a bundle the first paint waits for, whose entry chunk may use only Blueprint's eager part
 *   and whose CSS is extracted into stylesheets: the entry's is linked from index.html (scripts/build.mjs), a lazy
 *   chunk's arrives with the chunk. Module bundles keep their CSS in their JS (style-loader), so a module's styles
 *   come and go with the module wherever it is served from.
 * @returns {ReturnType<typeof baseConfig>}
 */
export function consumerConfig({ provides, firstPaint = false, ...options }) {
  const base = baseConfig({ ...options, externals: sharedExternals(provides) });
  const cssFiles = `[name].[contenthash:${contentHashLength}].css`;
  return {
    ...base,
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: { '@blueprintjs/icons$': fileURLToPath(new URL('./blueprintIconComponents.js', import.meta.url)) },
    },
    plugins: [
      ...base.plugins,
      // @blueprintjs/datetime can import any date-fns locale by its code at run time. Our bundles hand it locale
      // objects instead, so no chunk per locale (nor a map of all their names in the entry bundle) is emitted.
      new webpack.ContextReplacementPlugin(/date-fns[\\/]locale$/, /^$/),
      new AwaitBlueprintPlugin(),
      ...(firstPaint
        ? [
            new CheckBlueprintEagerPlugin(blueprintEagerNames),
            new MiniCssExtractPlugin({ filename: cssFiles, chunkFilename: `chunks/${options.fileBase}/${cssFiles}` }),
          ]
        : []),
    ],
    module: {
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions } },
        {
          test: /\.css$/,
          oneOf: [
            // `import './x.css?inline'`: the styles of a first-paint bundle's lazy chunk come inside its JS, so the
            // entry carries no stylesheet-loading runtime for them (the SDK's date picker).
            { resourceQuery: /inline/, use: ['style-loader', 'css-loader'] },
            { use: [firstPaint ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
          ],
        },
        // A missing icon name in blueprintIconComponents.js must stop the build, not render nothing.
        { include: /@blueprintjs[\\/]/, parser: { exportsPresence: 'error' } },
      ],
    },
  };
}
