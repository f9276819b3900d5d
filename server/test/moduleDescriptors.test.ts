import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readModuleDescriptors } from '../src/marketplace/moduleDescriptors';
import { fixturesDir } from './support/testApp';

const bundled = path.join(fixturesDir, 'public/static/modules');
const extra = path.join(fixturesDir, 'extra-modules');

describe('readModuleDescriptors', () => {
  it('reads every valid module.json and reports the broken one', () => {
    const warnings: string[] = [];
    const ids = readModuleDescriptors([bundled, extra], (warning) => warnings.push(warning)).map((d) => d.manifest.id);
    expect(ids.sort()).toEqual(['hello', 'notes', 'tasks']);
    expect(warnings).toEqual([expect.stringContaining(path.join('broken', 'module.json'))]);
  });

  it('ignores folders that do not exist', () => {
    expect(readModuleDescriptors([path.join(os.tmpdir(), 'artel-no-such-folder')], () => undefined)).toEqual([]);
  });

  describe('with a later folder and a mismatched id', () => {
    let dir: string;

    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-modules-'));
      const write = (folder: string, id: string, version: string) => {
        fs.mkdirSync(path.join(dir, folder));
        const manifest = { id, name: id, version, path: `/modules/${id}` };
        fs.writeFileSync(
          path.join(dir, folder, 'module.json'),
          JSON.stringify({ manifest, url: `/static/modules/${id}/${id}.0123abcd.js`, integrity: 'sha384-x' }),
        );
      };
      write('notes', 'notes', '2.0.0');
      write('renamed', 'other', '1.0.0');
    });

    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('lets the later folder win for the same id and skips a manifest whose id differs from its folder', () => {
      const warnings: string[] = [];
      const descriptors = readModuleDescriptors([bundled, dir], (warning) => warnings.push(warning));
      expect(descriptors.find((d) => d.manifest.id === 'notes')?.manifest.version).toBe('2.0.0');
      expect(descriptors.some((d) => d.manifest.id === 'other')).toBe(false);
      expect(warnings).toEqual(
        expect.arrayContaining([
          expect.stringContaining('replaces an earlier one'),
          expect.stringContaining("manifest id 'other' differs from its folder"),
        ]),
      );
    });
  });
});
