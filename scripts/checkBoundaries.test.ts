/**
 * The boundary check of `npm test` (scripts/checkBoundaries.mjs, dependency-cruiser): a small tree with the
 * repository's layout, once clean and once with one planted violation of each rule.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.resolve(__dirname, 'checkBoundaries.mjs');

function check(tree: string) {
  const run = spawnSync(process.execPath, [script, '--cwd', tree], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

function write(tree: string, files: Record<string, string>): void {
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), source);
  }
}

/**
 * What is allowed: a module's server half on the SDK's server entry and another module's contract.ts, its test on
 * the testing entry, a shell on the SDK.
 */
const allowed = {
  'sdk/src/index.ts': 'export const sdk = 1;\n',
  'sdk/src/server/index.ts': 'export const server = 1;\n',
  'sdk/src/server/testing.ts': 'export const testing = 1;\n',
  'sdk/src/permissions/index.ts': 'export const can = 1;\n',
  'server/src/app.ts': "import { server } from '../../sdk/src/server/index';\nexport const app = server;\n",
  'shell/src/main.ts': "import { sdk } from '../../sdk/src/index';\nexport const shell = sdk;\n",
  'modules/beta/server/index.ts':
    "import { server } from '../../../sdk/src/server/index';\nimport { own } from './own';\nexport const beta = server + own;\n",
  'modules/beta/server/own.ts': 'export const own = 1;\n',
  'modules/beta/server/beta.test.ts':
    "import { testing } from '../../../sdk/src/server/testing';\nimport { beta } from './index';\nexport const used = testing + beta;\n",
  'modules/beta/client/index.ts': "import { sdk } from '../../../sdk/src/index';\nexport const client = sdk;\n",
  'modules/alpha/contract.ts':
    "import { server } from '../../sdk/src/server/index';\nexport interface AlphaApi { count(): number }\nexport const alphaRef = { id: 'alpha.api', server };\n",
  'modules/beta/server/usesAlpha.ts': "import { alphaRef } from '../../alpha/contract';\nexport const uses = alphaRef;\n",
};

let tree: string;
beforeEach(() => {
  tree = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-boundaries-'));
  write(tree, allowed);
});
afterEach(() => fs.rmSync(tree, { recursive: true, force: true }));

describe('the boundary check', () => {
  it('passes a tree that keeps to the SDK entries', () => {
    const { status, output } = check(tree);
    expect(output).toContain('no dependency violations');
    expect(status).toBe(0);
  });

  it.each([
    [
      'module-imports-sdk-only',
      'a module imports the server (a type only)',
      'modules/beta/server/db.ts',
      "import type { app } from '../../../server/src/app';\nexport type Db = typeof app;\n",
    ],
    [
      'module-imports-sdk-only',
      'a module imports another module',
      'modules/beta/server/other.ts',
      "import { alpha } from '../../alpha/server/index';\nexport const other = alpha;\n",
    ],
    [
      'module-imports-sdk-only',
      'a module deep-imports sdk/src',
      'modules/beta/server/deep.ts',
      "import { can } from '../../../sdk/src/permissions/index';\nexport const deep = can;\n",
    ],
    [
      'module-imports-sdk-only',
      "a module's production code uses the testing entry",
      'modules/beta/server/host.ts',
      "import { testing } from '../../../sdk/src/server/testing';\nexport const host = testing;\n",
    ],
    [
      'module-contract-stands-alone',
      "a module's contract imports the module's code",
      'modules/beta/contract.ts',
      "import { own } from './server/own';\nexport const betaRef = own;\n",
    ],
    [
      'module-client-not-sdk-server',
      "a module's client imports @artel/sdk/server",
      'modules/beta/client/api.ts',
      "import { server } from '../../../sdk/src/server/index';\nexport const api = server;\n",
    ],
    [
      'module-client-not-sdk-server',
      "a module's client imports another module's contract",
      'modules/beta/client/alpha.ts',
      "import { alphaRef } from '../../alpha/contract';\nexport const alpha = alphaRef;\n",
    ],
    [
      'module-server-not-sdk-client',
      "a module's server imports the browser SDK",
      'modules/beta/server/ui.ts',
      "import { sdk } from '../../../sdk/src/index';\nexport const ui = sdk;\n",
    ],
    [
      'shell-and-server-apart',
      'the shell imports the server',
      'shell/src/api.ts',
      "import { app } from '../../server/src/app';\nexport const api = app;\n",
    ],
    [
      'shell-and-server-apart',
      'the server imports the shell',
      'server/src/page.ts',
      "import { shell } from '../../shell/src/main';\nexport const page = shell;\n",
    ],
    [
      'nothing-imports-a-module',
      'the shell imports a module',
      'shell/src/kanban.ts',
      "import { client } from '../../modules/beta/client/index';\nexport const kanban = client;\n",
    ],
    [
      'no-deep-sdk-imports',
      'the server deep-imports sdk/src',
      'server/src/rules.ts',
      "import { can } from '../../sdk/src/permissions/index';\nexport const rules = can;\n",
    ],
    [
      'module-no-raw-network',
      'a module opens its own HTTP connection',
      'modules/beta/server/call.ts',
      "import { request } from 'node:http';\nexport const call = request;\n",
    ],
    [
      'module-no-raw-network',
      'a module brings its own HTTP library',
      'modules/beta/server/lib.ts',
      "import { fetch as undiciFetch } from 'undici';\nexport const lib = undiciFetch;\n",
    ],
    [
      'module-no-raw-fetch',
      'a module calls the global fetch',
      'modules/beta/server/hook.ts',
      "export const hook = (url: string) => fetch(url, { method: 'POST' });\n",
    ],
    ['no-cycles', 'two files import each other', 'server/src/a.ts', "import { b } from './b';\nexport const a = () => b;\n"],
  ])('fails on %s: %s', (rule, _what, file, source) => {
    write(tree, {
      [file]: source,
      'modules/alpha/server/index.ts': 'export const alpha = 1;\n',
      'server/src/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
    });
    const { status, output } = check(tree);
    expect(status).toBe(1);
    expect(output).toMatch(new RegExp(`${rule}: ${file.replace(/[.]/g, '\\.')}`));
  });
});
