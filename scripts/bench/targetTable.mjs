/**
 * Issue 16's targets as one table at the end of `npm run bench`: per target and database, the figure before the
 * current change (issue16Previous.json) next to what this run measured. A bench marks a row it writes with
 * `target` (an id of issue16Previous.json) and `database` ('PGlite' | 'PostgreSQL'); the row's `figure`, when
 * given, is what the table shows, else its p50 and p99 (and `rps`, requests a second, when given).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const previousFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'issue16Previous.json');

const ms = (value) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`);

/** What a target row measured, as the table shows it. */
export function currentFigure(row) {
  if (row.figure) return row.figure;
  if (typeof row.p50 !== 'number') return '';
  return `p50 ${ms(row.p50)}, p99 ${ms(row.p99)}${typeof row.rps === 'number' ? `, ${row.rps} req/s` : ''}`;
}

/** The table's lines: every target of the issue with the databases it was measured on (or 'not run'). */
export function targetLines(rows, targets = JSON.parse(fs.readFileSync(previousFile, 'utf8')).targets) {
  const lines = [];
  for (const target of targets) {
    const measured = rows.filter((row) => row.target === target.id);
    const named = new Set([...Object.keys(target.previous), ...measured.map((row) => row.database ?? 'any')]);
    // 'any' is only a line of its own while no database is named.
    if (named.size > 1) named.delete('any');
    const databases = [...named];
    for (const database of databases) {
      const current = measured
        .filter((row) => (row.database ?? 'any') === database)
        .map(currentFigure)
        .join('; ');
      const previous = target.previous[database] ?? target.previous.any ?? '';
      lines.push([target.id, database, previous, current || 'not run', target.target]);
    }
  }
  return lines;
}

export function printTargetTable(rows) {
  const header = ['target', 'database', 'previous', 'current', 'target value'];
  const lines = targetLines(rows);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  console.log(`\nissue 16 targets\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const line of lines) console.log(format(line));
}
