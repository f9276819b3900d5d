/** webpack's CSS loaders turn a CSS import into a side effect; TypeScript only needs to know it exists. */
declare module '*.css';
/** Styles a lazy chunk brings inside its JS (scripts/webpack/consumerConfig.mjs). */
declare module '*.css?inline';
