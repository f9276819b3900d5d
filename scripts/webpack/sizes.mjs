/** Raw and gzip sizes of emitted files, printed after a build. */
import fs from 'node:fs';
import zlib from 'node:zlib';

export function fileSize(file) {
  const content = fs.readFileSync(file);
  return { raw: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length };
}

function kib(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** @param {{ label: string, raw: number, gzip: number, note?: string }[]} rows */
export function formatSizeTable(rows) {
  const labelWidth = Math.max(...rows.map((row) => row.label.length), 6);
  const lines = [`${'bundle'.padEnd(labelWidth)}  ${'raw'.padStart(11)}  ${'gzip'.padStart(11)}`];
  for (const row of rows) {
    lines.push(
      `${row.label.padEnd(labelWidth)}  ${kib(row.raw).padStart(11)}  ${kib(row.gzip).padStart(11)}${row.note ? `  ${row.note}` : ''}`,
    );
  }
  return lines.join('\n');
}
