/** index.html from root-config/index.html: the inline boot script, the resolved import map and the asset URLs. */
import fs from 'node:fs';
import path from 'node:path';
import esbuild from 'esbuild';

/**
 * root-config/src/boot.ts as a minified inline script (it must run before SystemJS loads any bundle).
 * @param {{ id: string, path: string, bundle: { url: string, integrity: string }, preloads: object[] }[]} landingPages
 *   the product modules' paths, bundles and route preloads (root-config/src/earlyRequests.ts): the boot script
 *   starts fetching them when the page is one of theirs
 * @param {string[]} modulePageScripts what any module bundle waits for before it runs, preloaded on their pages too
 */
export async function buildBootScript(repoRoot, landingPages = [], modulePageScripts = []) {
  const result = await esbuild.build({
    define: { __ARTEL_LANDING_PAGES__: JSON.stringify(landingPages), __ARTEL_MODULE_PAGE_SCRIPTS__: JSON.stringify(modulePageScripts) },
    entryPoints: [path.join(repoRoot, 'root-config/src/boot.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2020',
    logLevel: 'silent',
  });
  return result.outputFiles[0].text.trim();
}

/** A URL or hash inside a double-quoted attribute. */
const escape = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * <link rel="preload"> for every bundle the import map names: SystemJS would otherwise find the shell and
 * Blueprint only after the root config and the SDK have run. Each carries the integrity SystemJS will ask
 * for, so the browser hands the preloaded bytes to SystemJS's <script> instead of fetching again.
 */
export function preloadLinks(importMap) {
  return Object.values(importMap.imports)
    .map((url) => {
      const integrity = importMap.integrity[url];
      return `    <link rel="preload" as="script" href="${escape(url)}"${integrity ? ` integrity="${escape(integrity)}"` : ''} />`;
    })
    .join('\n');
}

/** <link rel="stylesheet"> for the CSS our first-paint bundles' entries extract (consumerConfig.mjs). */
export function stylesheetLinks(urls) {
  return urls.map((url) => `    <link rel="stylesheet" href="${escape(url)}" />`).join('\n');
}

/** Inline script text must not close its <script> element early. */
function inlineSafe(text) {
  return text.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');
}

/**
 * Replaces every {{name}} of the template; a placeholder without a value (or a value without a
 * placeholder) is a mistake in the template or the build, so it fails.
 * @param {Record<string, string>} values `bootScript` and `importMap` are inlined into <script> elements
 */
export function renderIndexHtml(template, values) {
  const unused = new Set(Object.keys(values));
  const html = template.replace(/\{\{(\w+)\}\}/g, (placeholder, name) => {
    if (!(name in values)) throw new Error(`root-config/index.html: no value for ${placeholder}`);
    unused.delete(name);
    return name === 'bootScript' || name === 'importMap' ? inlineSafe(values[name]) : values[name];
  });
  if (unused.size > 0) throw new Error(`root-config/index.html lacks placeholders for: ${[...unused].join(', ')}`);
  return html;
}

export function readIndexTemplate(repoRoot) {
  return fs.readFileSync(path.join(repoRoot, 'root-config/index.html'), 'utf8');
}
