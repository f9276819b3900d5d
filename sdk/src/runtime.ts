/**
 * The entry of the SDK's one bundle in the import map: both `@artel/sdk` and `@artel/sdk/host` name it
 * (host is an alias of the SDK in scripts/webpack/sharedLibraries.mjs), so the page holds one event bus,
 * one session and one set of stores whichever entry a bundle imports.
 */
export * from './index';
export * from './host';
