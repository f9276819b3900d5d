/**
 * The SDK's API reports (sdk/api/*.api.md, scripts/sdkApiReport.mjs): each entry's exports as its report lists
 * them, so a change of the public surface shows in review, and a planted export without its report fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error — a plain ES module script without types.
import { buildReports } from './sdkApiReport.mjs';

interface Report {
  name: string;
  path: string;
  text: string;
}

describe("the SDK's API reports", () => {
  it.each((buildReports() as Report[]).map((report) => [report.name, report]))('%s exports what its report lists', (_name, report) => {
    const checkedIn = fs.existsSync(report.path) ? fs.readFileSync(report.path, 'utf8') : '(no report)';
    expect({ report: path.basename(report.path), text: checkedIn }).toEqual({
      report: path.basename(report.path),
      text: report.text,
    });
  });

  it('notices an export added without its report, through a re-export and with its kind', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-sdk-api-'));
    try {
      fs.mkdirSync(path.join(root, 'src', 'parts'), { recursive: true });
      fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ exports: { '.': './src/index.ts' } }));
      fs.writeFileSync(path.join(root, 'src', 'parts', 'a.ts'), 'export const one = 1;\nexport interface Shape { x: number }\n');
      fs.writeFileSync(path.join(root, 'src', 'index.ts'), "export { one, type Shape } from './parts/a';\n");
      const [before] = buildReports(root) as Report[];
      expect(before.text).toContain('- `one` const\n- `Shape` interface\n');
      fs.appendFileSync(path.join(root, 'src', 'parts', 'b.ts'), 'export function two(): number {\n  return 2;\n}\n');
      fs.appendFileSync(path.join(root, 'src', 'index.ts'), "export * from './parts/b';\n");
      const [after] = buildReports(root) as Report[];
      expect(after.text).not.toBe(before.text);
      expect(after.text).toContain('- `two` function');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
