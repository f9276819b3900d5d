/**
 * Builds module clients: modules/<id>/client/index.ts(x) → <outputDirectory>/<id>/<id>.[contenthash].js plus
 * module.json, the descriptor the server reads into its catalog:
 *   { "manifest": <manifest.json>, "url": "/static/modules/<id>/<file>.js", "integrity": "sha384-…" }
 */
import fs from 'node:fs';
import path from 'node:path';
import { compile } from './compile.mjs';
import { consumerConfig } from './consumerConfig.mjs';
import { subresourceIntegrity } from './hashedFiles.mjs';

export const moduleUrlPrefix = '/static/modules';
const entryNames = ['index.tsx', 'index.ts'];

/**
 * Module folders under `modulesDirectory` that have a manifest.json and a client entry.
 * @returns {{ id: string, directory: string, entry: string }[]}
 */
export function findModuleClients(modulesDirectory) {
  if (!fs.existsSync(modulesDirectory)) return [];
  return fs
    .readdirSync(modulesDirectory, { withFileTypes: true })
    .filter((dirent) => dirent.isDirectory())
    .map((dirent) => {
      const directory = path.join(modulesDirectory, dirent.name);
      const entry = entryNames.map((name) => path.join(directory, 'client', name)).find((file) => fs.existsSync(file));
      return { id: dirent.name, directory, entry };
    })
    .filter(({ directory, entry }) => entry && fs.existsSync(path.join(directory, 'manifest.json')))
    .sort((a, b) => a.id.localeCompare(b.id));
}

export function readManifest(moduleDirectory) {
  const manifest = JSON.parse(fs.readFileSync(path.join(moduleDirectory, 'manifest.json'), 'utf8'));
  const folder = path.basename(moduleDirectory);
  if (manifest.id !== folder) {
    throw new Error(`${moduleDirectory}/manifest.json: id '${manifest.id}' differs from the folder name '${folder}'`);
  }
  return manifest;
}

/** The descriptor of a built bundle; also what a developer upload produces from its bundle bytes. */
export function moduleDescriptor({ manifest, fileName, bundle }) {
  return {
    manifest,
    url: `${moduleUrlPrefix}/${manifest.id}/${fileName}`,
    integrity: subresourceIntegrity(bundle),
  };
}

/**
 * @param {object} options
 * @param {string} options.repoRoot
 * @param {{ directory: string, entry: string }} options.module an entry of findModuleClients
 * @param {string} options.outputDirectory served as /static/modules (the bundle goes into <id>/ below it)
 * @param {string | false} [options.cacheDirectory]
 * @returns {Promise<{ descriptor: object, result: Awaited<ReturnType<typeof compile>> }>}
 */
export async function buildModuleClient({ repoRoot, module, outputDirectory, cacheDirectory = false }) {
  const manifest = readManifest(module.directory);
  const moduleOutput = path.join(outputDirectory, manifest.id);
  const result = await compile(
    consumerConfig({
      repoRoot,
      name: `artel-module-${manifest.id}`,
      entry: module.entry,
      outputPath: moduleOutput,
      fileBase: manifest.id,
      cacheDirectory,
    }),
  );
  const descriptor = moduleDescriptor({
    manifest,
    fileName: result.entryFile,
    bundle: fs.readFileSync(path.join(moduleOutput, result.entryFile)),
  });
  fs.writeFileSync(path.join(moduleOutput, 'module.json'), JSON.stringify(descriptor, null, 2) + '\n');
  return { descriptor, result };
}
