// The configuration and its plugins live in tools/lint, a workspace of their own (see its package.json).
export { default } from './tools/lint/eslint.config.mjs';
