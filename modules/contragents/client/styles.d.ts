/** Stylesheets are bundled by webpack's style-loader; TypeScript only needs to know they exist. */
declare module '*.css';
