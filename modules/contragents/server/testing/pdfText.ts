/** Reads back the text of a generated PDF the way a person selecting it would, with pdf.js (through unpdf). */
import { spawn } from 'node:child_process';
import path from 'node:path';

const extractor = path.join(__dirname, 'extractPdfText.mjs');

export function pdfText(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [extractor], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`PDF text extraction failed: ${Buffer.concat(err).toString()}`));
      // Russian digit groups are no-break spaces and lines break anywhere; tests write plain single spaces.
      resolve(
        Buffer.concat(out)
          .toString('utf8')
          .replace(/[\u00a0\u202f]/g, ' ')
          .replace(/\s+/g, ' '),
      );
    });
    child.stdin.end(pdf);
  });
}
