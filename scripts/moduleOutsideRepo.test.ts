/**
 * README "Write a module", followed literally by a developer whose modules live outside the repository:
 * scaffold with --dir, `npm install`, `npm test`, then its type check and build. One npm install (about 20 s with npm's cache warm).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');
const INSTALL_LIMIT_MS = 240_000;

let scratch: string;
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'my-modules-'));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: INSTALL_LIMIT_MS, env: { ...process.env, CI: 'true' } });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

it(
  'a module scaffolded outside the repository installs its own test tools and passes its own npm test, type check and build',
  () => {
    const scaffold = run(
      process.execPath,
      [path.join(repoRoot, 'scripts/create-module.mjs'), 'my-notes', '--dir', scratch, '--name', 'My notes'],
      repoRoot,
    );
    expect(scaffold.status).toBe(0);
    const moduleDirectory = path.join(scratch, 'my-notes');
    const own = JSON.parse(fs.readFileSync(path.join(moduleDirectory, 'package.json'), 'utf8'));
    const platform = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
    for (const [name, version] of Object.entries(own.devDependencies))
      expect([name, version]).toEqual([name, platform.devDependencies[name]]);

    const install = run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], moduleDirectory);
    expect(install).toMatchObject({ status: 0 });
    const test = run('npm', ['test'], moduleDirectory);
    expect(test.output).toMatch(/Tests:\s+1 passed, 1 total/);
    expect(test.status).toBe(0);
    expect(run('npm', ['run', 'typecheck'], moduleDirectory)).toMatchObject({ status: 0 });
    expect(run('npm', ['run', 'build'], moduleDirectory)).toMatchObject({ status: 0 });
    expect(fs.readdirSync(path.join(moduleDirectory, 'dist')).some((file) => /^my-notes\.[0-9a-f]{16}\.js$/.test(file))).toBe(true);
  },
  INSTALL_LIMIT_MS * 2,
);
