/**
 * The lint step of `npm test` (scripts/lint.mjs): ESLint and Prettier with the repository's configuration fail on
 * a planted mistake of each kind and pass the same code written right. Sources go in on stdin: nothing is written.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const bin = (name: string) => path.join(root, 'tools', 'lint', 'node_modules', '.bin', name);

beforeAll(() => {
  const install = spawnSync(process.execPath, [path.join(__dirname, 'lint.mjs'), '--install'], { cwd: root, encoding: 'utf8' });
  expect(install.status).toBe(0);
}, 120_000);

function eslint(source: string, file: string) {
  const run = spawnSync(bin('eslint'), ['--stdin', '--stdin-filename', file, '--max-warnings=0'], {
    cwd: root,
    input: source,
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

function prettierCheck(source: string, file: string) {
  const run = spawnSync(bin('prettier'), ['--stdin-filepath', file], { cwd: root, input: source, encoding: 'utf8' });
  return run.stdout === source;
}

const hookInCondition = `import { useState } from 'react';
export function Counter({ shown }: { shown: boolean }) {
  if (!shown) return null;
  const [count] = useState(0);
  return count;
}
`;

const hookFirst = `import { useState } from 'react';
export function Counter({ shown }: { shown: boolean }) {
  const [count] = useState(0);
  if (!shown) return null;
  return count;
}
`;

it('fails a hook called after an early return, and passes it called first', () => {
  const planted = eslint(hookInCondition, 'modules/wiki/client/Counter.tsx');
  expect(planted.status).not.toBe(0);
  expect(planted.output).toContain('react-hooks/rules-of-hooks');
  expect(eslint(hookFirst, 'modules/wiki/client/Counter.tsx').status).toBe(0);
}, 120_000);

it('fails an unused import, and lets a left-out field be named with an underscore', () => {
  const unused = eslint("import { readFileSync } from 'node:fs';\nexport const one = 1;\n", 'server/src/planted.ts');
  expect(unused.output).toContain('@typescript-eslint/no-unused-vars');
  const leftOut = eslint(
    'export function rest(card: { id: string; title: string }) {\n  const { id: _id, ...kept } = card;\n  return kept;\n}\n',
    'server/src/planted.ts',
  );
  expect(leftOut.status).toBe(0);
}, 120_000);

it("fails code not in Prettier's format, and passes it formatted", () => {
  expect(prettierCheck('export const greeting = "привет" ;\n', 'sdk/src/planted.ts')).toBe(false);
  expect(prettierCheck("export const greeting = 'привет';\n", 'sdk/src/planted.ts')).toBe(true);
}, 120_000);
