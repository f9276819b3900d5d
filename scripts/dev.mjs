#!/usr/bin/env node
/**
 * npm run dev: `npm start` for someone working on the platform or a module. It builds, then serves the product
 * with the origins `npm run dev:module` serves from (http://localhost:8500, http://127.0.0.1:8500) allowed as
 * script origins, so a module overridden with import-map-overrides runs without a setting. DEV_SCRIPT_ORIGINS
 * set in the environment wins.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { devScriptOrigins } from './devModule/devOrigins.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const env = { ...process.env, DEV_SCRIPT_ORIGINS: process.env.DEV_SCRIPT_ORIGINS ?? devScriptOrigins().join(',') };
console.log(`Script origins allowed for module development: ${env.DEV_SCRIPT_ORIGINS}`);
const server = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
