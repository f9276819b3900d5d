/** webpack's style-loader turns a CSS import into a side effect; TypeScript only needs to know it exists. */
declare module '*.css';
