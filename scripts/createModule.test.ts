/** `npm run create-module`: what it writes, and what it refuses. The e2e suite builds and publishes its output. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');
const script = path.join(repoRoot, 'scripts/create-module.mjs');

function createModule(...args: string[]) {
  const run = spawnSync(process.execPath, [script, ...args], { cwd: repoRoot, encoding: 'utf8' });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

let scratch: string;
beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'create-module-test-'));
});
afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe('create-module', () => {
  it('scaffolds <dir>/<id> with a manifest, a client with page, widget and navigation item, a test and a build', () => {
    const run = createModule('team-notes', '--dir', scratch, '--name', 'Team notes');
    expect(run.status).toBe(0);
    const moduleDirectory = path.join(scratch, 'team-notes');
    const files = fs.readdirSync(moduleDirectory, { recursive: true, encoding: 'utf8' }).sort();
    expect(files).toEqual(
      expect.arrayContaining([
        '.gitignore',
        'build.mjs',
        'client/MainPage.test.tsx',
        'client/MainPage.tsx',
        'client/SummaryWidget.tsx',
        'client/index.tsx',
        'client/testing/storageStandIn.ts',
        'jest.config.js',
        'manifest.json',
        'package.json',
        'tsconfig.json',
      ]),
    );
    expect(files.some((file) => file.endsWith('.tmpl'))).toBe(false);

    const manifest = JSON.parse(fs.readFileSync(path.join(moduleDirectory, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      id: 'team-notes',
      name: 'Team notes',
      version: '1.0.0',
      path: '/modules/team-notes',
      navigationItem: { id: 'team-notes', path: '', title: 'Team notes' },
      widgets: [{ id: 'summary' }],
    });
    const packageJson = JSON.parse(fs.readFileSync(path.join(moduleDirectory, 'package.json'), 'utf8'));
    expect(packageJson.scripts).toMatchObject({
      build: 'node build.mjs',
      test: 'jest',
      dev: expect.stringMatching(/scripts\/dev-module\.mjs \.$/),
    });
    expect(packageJson.devDependencies).toEqual(expect.objectContaining({ jest: expect.any(String), '@swc/jest': expect.any(String) }));

    const everything = files
      .filter((file) => fs.statSync(path.join(moduleDirectory, file)).isFile())
      .map((file) => fs.readFileSync(path.join(moduleDirectory, file), 'utf8'))
      .join('\n');
    expect(everything).not.toMatch(/__MODULE_ID__|__MODULE_NAME__|__REPO_ROOT__/);
    const build = fs.readFileSync(path.join(moduleDirectory, 'build.mjs'), 'utf8');
    const repoRootInBuild = /path\.resolve\(moduleDirectory, '([^']+)'\)/.exec(build)?.[1] ?? '';
    expect(path.resolve(moduleDirectory, repoRootInBuild)).toBe(repoRoot);
  });

  it('names the module from its id when no name is given', () => {
    expect(createModule('crm.deals-board', '--dir', scratch).status).toBe(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(scratch, 'crm.deals-board/manifest.json'), 'utf8'));
    expect(manifest.name).toBe('Crm Deals Board');
  });

  it.each([['ab'], ['Notes'], ['notes_app']])('refuses the id %j (SPEC §5)', (id) => {
    const run = createModule(id, '--dir', scratch);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Invalid module id "${id}"`);
  });

  it('refuses to write under modules/, where the bundled modules live', () => {
    const run = createModule('team-notes', '--dir', path.join(repoRoot, 'modules'));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('holds the bundled modules');
    expect(fs.existsSync(path.join(repoRoot, 'modules/team-notes'))).toBe(false);
  });

  it('never overwrites a folder that already has files', () => {
    fs.mkdirSync(path.join(scratch, 'team-notes'));
    fs.writeFileSync(path.join(scratch, 'team-notes/keep.txt'), 'mine');
    const run = createModule('team-notes', '--dir', scratch);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('already exists');
    expect(fs.readdirSync(path.join(scratch, 'team-notes'))).toEqual(['keep.txt']);
  });

  it('explains its usage without an id', () => {
    const run = createModule();
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Usage: npm run create-module -- <id>');
  });

  it('refuses a server half for an id that cannot name tables (dots)', () => {
    const run = createModule('crm.deals', '--server', '--dir', scratch);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('for a server half');
  });
});

describe('create-module --server', () => {
  /** Inside the repository (under the ignored build/), so the scaffold resolves @artel/sdk/server like a bundled module. */
  let inRepo: string;
  beforeEach(() => {
    fs.mkdirSync(path.join(repoRoot, 'build'), { recursive: true });
    inRepo = fs.mkdtempSync(path.join(repoRoot, 'build', 'create-module-server-'));
  });
  afterEach(() => fs.rmSync(inRepo, { recursive: true, force: true }));

  it('adds a bundled server half written against @artel/sdk/server whose own test passes on the real server', () => {
    expect(createModule('field-notes', '--server', '--dir', inRepo).status).toBe(0);
    const moduleDirectory = path.join(inRepo, 'field-notes');
    const files = fs.readdirSync(path.join(moduleDirectory, 'server'), { recursive: true, encoding: 'utf8' }).sort();
    expect(files).toEqual(
      expect.arrayContaining([
        'index.ts',
        'messages.ts',
        'migrations/0000_init.sql',
        'migrations/meta/_journal.json',
        'notes.test.ts',
        'tables.ts',
      ]),
    );
    expect(JSON.parse(fs.readFileSync(path.join(moduleDirectory, 'manifest.json'), 'utf8')).installMethod).toBe('bundled');
    expect(JSON.parse(fs.readFileSync(path.join(moduleDirectory, 'package.json'), 'utf8')).name).toBe('@artel/module-field-notes');
    const server = fs.readFileSync(path.join(moduleDirectory, 'server/index.ts'), 'utf8');
    expect(server).toContain("from '@artel/sdk/server'");
    expect(fs.readFileSync(path.join(moduleDirectory, 'server/migrations/0000_init.sql'), 'utf8')).toContain('"field_notes_notes"');

    // The repository's modules-server project, pointed at the scaffold.
    const config = path.join(inRepo, 'jest.config.js');
    fs.writeFileSync(
      config,
      `const path = require('path');
const modules = ${JSON.stringify(path.join(repoRoot, 'modules'))};
const base = require(${JSON.stringify(path.join(repoRoot, 'jest.config.js'))}).projects.find((project) => project.displayName === 'modules-server');
const inModules = (file) => file.replace('<rootDir>', modules);
module.exports = {
  ...base,
  rootDir: __dirname,
  testMatch: ['<rootDir>/*/server/**/*.test.ts'],
  globalSetup: inModules(base.globalSetup),
  globalTeardown: inModules(base.globalTeardown),
  setupFiles: base.setupFiles.map(inModules),
  setupFilesAfterEnv: base.setupFilesAfterEnv.map(inModules),
};
`,
    );
    const jest = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules/jest/bin/jest.js'), '--ci', '--config', config], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '' },
    });
    expect(jest.stderr).toMatch(/Tests:\s+2 passed, 2 total/);
    expect(jest.status).toBe(0);
  }, 120_000);
});
