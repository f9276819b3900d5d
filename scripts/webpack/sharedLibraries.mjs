import { blueprintEagerNames } from './vendor/blueprintEager.mjs';

/**
 * The one list of libraries every bundle of ours shares through the import map (ARCHITECTURE §3a).
 * Each name is built once into its own SystemJS bundle (scripts/webpack/vendorConfig.mjs) and every other
 * bundle — vendor or ours — marks all of these names as `system` externals, so a page holds one React,
 * one effector store graph and one SDK.
 *
 * `interop` says how a library's exports become a SystemJS namespace:
 * - 'commonjs': a CommonJS package; the namespace gets its named exports plus `default` = module.exports,
 *   because consumers compile `import React from 'react'` with webpack's interop, which reads `default`.
 * - 'esm-default': an ES module with a default export besides the named ones.
 * - 'esm': an ES module with named exports only.
 *
 * `replacements` swap a file of the library's dependencies for one of scripts/webpack/vendor with the same exports.
 *
 * `eagerNames` (with `loadAll`) splits a library: its bundle's entry exports only those names and `loadAll`'s
 * function brings the rest from a lazy chunk (scripts/webpack/vendor/blueprintEager.mjs says why).
 *
 * `aliases` are other requests that name the same module: effector-react imports 'effector/effector.mjs', which
 * would otherwise bundle a second effector (stores the SDK creates would then be foreign to useUnit).
 *
 * react-i18next is shared too: each copy keeps its own React context and default i18next instance, so a
 * bundle with a copy of its own would not see the platform's translations.
 */
export const sharedLibraries = [
  { name: 'react', interop: 'commonjs' },
  { name: 'react/jsx-runtime', interop: 'commonjs' },
  { name: 'react-dom', interop: 'commonjs' },
  { name: 'react-dom/client', interop: 'commonjs' },
  { name: 'single-spa', interop: 'esm' },
  { name: 'single-spa-react', interop: 'esm-default' },
  { name: 'effector', interop: 'esm', aliases: ['effector/effector.mjs'] },
  { name: 'effector-react', interop: 'esm' },
  {
    name: '@blueprintjs/core',
    interop: 'esm',
    extraEntry: 'blueprintIconLoader.js',
    eagerNames: blueprintEagerNames,
    loadAll: 'blueprintLoadAll.js',
    replacements: [{ module: '@blueprintjs/icons/lib/esm/iconNames.js', with: 'blueprintIconNames.js' }],
  },
  { name: 'i18next', interop: 'esm-default' },
  { name: 'react-i18next', interop: 'esm' },
  { name: 'wretch', interop: 'esm-default' },
  // Built from sdk/src/runtime.ts by the consumer preset like our other bundles (scripts/build.mjs). The host
  // entry is the same bundle: the shell's `@artel/sdk/host` imports resolve to the one SDK instance.
  { name: '@artel/sdk', interop: 'esm', aliases: ['@artel/sdk/host'] },
];

export const sharedLibraryNames = sharedLibraries.map((library) => library.name);

/**
 * Externals for a bundle: every shared name (and its aliases) except the one the bundle itself provides,
 * as webpack's request → import-map name object.
 */
export function sharedExternals(ownName) {
  return Object.fromEntries(
    sharedLibraries
      .filter((library) => library.name !== ownName)
      .flatMap((library) => [library.name, ...(library.aliases ?? [])].map((request) => [request, library.name])),
  );
}
