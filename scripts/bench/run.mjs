/**
 * npm run bench: runs every scripts/bench/*.bench.mjs in turn, each in its own process, then prints one
 * table of what they measured. A bench file writes its rows as JSON to the file named by BENCH_RESULTS:
 * [{ bench, scenario, metric, samples, p50, p95?, p99, max, note?, target?, database?, figure? }] (times in milliseconds);
 * rows marked with an issue-16 target also land in the final table of targets (targetTable.mjs).
 * A bench file whose text holds '@bench-both-databases' runs twice when DATABASE_URL is set: on embedded PGlite
 * (DATABASE_URL removed) and then on PostgreSQL.
 *
 *   npm run bench                       all of them
 *   npm run bench -- notifications      only files whose name contains 'notifications'
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printTargetTable } from './targetTable.mjs';

const benchDirectory = path.dirname(fileURLToPath(import.meta.url));
const filter = process.argv[2] ?? '';

function runOne(file, resultsFile, env) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(benchDirectory, file)], {
      stdio: 'inherit',
      env: { ...env, BENCH_RESULTS: resultsFile },
    });
    child.on('exit', (code, signal) => resolve(code === 0 ? null : `exited with ${signal ?? code}`));
  });
}

const ms = (value) => (typeof value === 'number' ? value.toFixed(1) : '');

function printTable(rows) {
  const header = ['bench', 'scenario', 'metric', 'samples', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'note'];
  const lines = rows.map((row) => [
    row.bench,
    row.scenario,
    row.metric,
    String(row.samples ?? ''),
    ms(row.p50),
    ms(row.p95),
    ms(row.p99),
    ms(row.max),
    row.note ?? '',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) =>
    cells.map((cell, column) => (column >= 3 && column <= 7 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ');
  console.log(`\n${format(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const line of lines) console.log(format(line));
}

/** The environments to run a bench file in: once as given, or on both databases when it asks and can. */
function databaseRuns(file) {
  const both = fs.readFileSync(path.join(benchDirectory, file), 'utf8').includes('@bench-both-databases');
  if (!both || !process.env.DATABASE_URL) return [['', process.env]];
  const { DATABASE_URL: _postgres, ...embedded } = process.env;
  return [
    ['PGlite', embedded],
    ['PostgreSQL', process.env],
  ];
}

async function main() {
  const files = fs
    .readdirSync(benchDirectory)
    .filter((file) => file.endsWith('.bench.mjs') && file.includes(filter))
    .sort();
  if (files.length === 0) {
    console.log(`no bench files${filter ? ` matching '${filter}'` : ''} in ${benchDirectory}`);
    return;
  }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-bench-results-'));
  const rows = [];
  const failures = [];
  try {
    for (const file of files) {
      for (const [database, env] of databaseRuns(file)) {
        console.log(`\n=== ${file}${database ? ` on ${database}` : ''}`);
        const resultsFile = path.join(scratch, `${file}${database}.json`);
        const failure = await runOne(file, resultsFile, env);
        if (failure) failures.push(`${file}${database ? ` on ${database}` : ''} ${failure}`);
        if (fs.existsSync(resultsFile)) rows.push(...JSON.parse(fs.readFileSync(resultsFile, 'utf8')));
      }
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  // The load average says how much else ran meanwhile: these figures are only comparable on a quiet machine.
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  console.log(
    `\nmachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${os.platform()} ${os.release()}; load average (1/5/15 min) at the end: ${load}`,
  );
  if (rows.length > 0) printTable(rows);
  printTargetTable(rows);
  if (failures.length > 0) {
    console.error(`\nfailed: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
}

await main();
