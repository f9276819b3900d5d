/** Runs one webpack compilation through the Node API and reports what it emitted. */
import webpack from 'webpack';

/**
 * @param {import('webpack').Configuration} config a config from consumerConfig or vendorConfig
 * @returns {Promise<{ name: string, outputPath: string, entryFile: string, entryStylesheets: string[], files: string[], chunkGroups: Record<string, string[]>, warnings: string[] }>}
 *   entryFile, entryStylesheets and files are relative to outputPath; entryStylesheets are the entry's extracted
 *   CSS files (consumerConfig's firstPaint bundles); files are every emitted JS file (entry and lazy chunks);
 *   chunkGroups are the JS files of each named lazy chunk (webpackChunkName) with the chunks it needs
 */
export function compile(config) {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((runError, stats) => {
      // close() writes the persistent cache, so it must finish before the process may exit.
      compiler.close((closeError) => {
        const error = runError ?? closeError;
        if (error) return reject(error);
        if (stats.hasErrors()) {
          return reject(new Error(`${config.name} failed:\n${stats.toString({ all: false, errors: true, errorDetails: true })}`));
        }
        const json = stats.toJson({ all: false, assets: true, entrypoints: true, chunkGroups: true, warnings: true, cachedAssets: true });
        const [fileBase] = Object.keys(config.entry);
        const entryAssets = json.entrypoints[fileBase].assets.map((asset) => asset.name);
        const entryFile = entryAssets.find((name) => name.endsWith('.js'));
        resolve({
          name: config.name,
          outputPath: config.output.path,
          entryFile,
          entryStylesheets: entryAssets.filter((name) => name.endsWith('.css')),
          files: json.assets.map((asset) => asset.name).filter((name) => name.endsWith('.js')),
          chunkGroups: Object.fromEntries(
            Object.entries(json.namedChunkGroups ?? {}).map(([groupName, group]) => [
              groupName,
              group.assets.map((asset) => asset.name).filter((name) => name.endsWith('.js')),
            ]),
          ),
          warnings: (json.warnings ?? []).map((warning) => warning.message),
        });
      });
    });
  });
}
