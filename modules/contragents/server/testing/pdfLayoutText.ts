/**
 * The lines of a generated PDF as poppler's `pdftotext -layout` lays them out on the page: a number a line
 * break split shows up on two lines here, which pdf.js's flowing text (pdfText) hides. No-break spaces read
 * as plain spaces so tests can write «1 234 567 890,12».
 */
import { execFile } from 'node:child_process';

export function pdfLayoutLines(pdf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'pdftotext',
      ['-layout', '-enc', 'UTF-8', '-', '-'],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => {
        if (error) return reject(error);
        resolve(stdout.replace(/[\u00a0\u202f]/g, ' ').split('\n'));
      },
    );
    child.stdin?.end(pdf);
  });
}

/** The layout lines holding this text whole; none means it is missing or split across lines. */
export function linesWith(lines: readonly string[], text: string): string[] {
  return lines.filter((line) => line.includes(text));
}
