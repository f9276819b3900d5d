/**
 * Builds a module client with the platform's preset in webpack's watch mode, under a stable name: the entry is
 * always <id>.js, so the import-map override set once stays right after every rebuild. Lazy chunks keep their
 * hashed names; the entry names the current ones.
 */
import webpack from 'webpack';
import { consumerConfig } from '../webpack/consumerConfig.mjs';
import { readManifest } from '../webpack/moduleClient.mjs';

/**
 * @param {{ repoRoot: string, module: { directory: string, entry: string }, outputDirectory: string,
 *   onBuilt: (result: { ok: true, ms: number } | { ok: false, errors: string }) => void }} options
 * @returns {{ id: string, file: string, close: () => Promise<void> }}
 */
export function watchModule({ repoRoot, module, outputDirectory, onBuilt }) {
  const { id } = readManifest(module.directory);
  const base = consumerConfig({ repoRoot, name: `artel-module-${id}`, entry: module.entry, outputPath: outputDirectory, fileBase: id });
  const config = {
    ...base,
    // Production mode as published (React's runtime is the import map's, never jsx-dev-runtime), unminified to
    // rebuild quickly and read easily; source maps stay files, since the page's CSP refuses eval.
    optimization: { ...base.optimization, minimize: false },
    output: { ...base.output, filename: '[name].js', clean: true },
  };
  const watching = webpack(config).watch({ aggregateTimeout: 200 }, (error, stats) => {
    if (error) return onBuilt({ ok: false, errors: String(error.stack ?? error) });
    if (stats.hasErrors()) return onBuilt({ ok: false, errors: stats.toString({ all: false, errors: true, errorDetails: true }) });
    onBuilt({ ok: true, ms: stats.endTime - stats.startTime });
  });
  return { id, file: `${id}.js`, close: () => new Promise((resolve) => watching.close(() => resolve())) };
}
