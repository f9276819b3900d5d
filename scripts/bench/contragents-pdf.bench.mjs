/**
 * Partners module: server-side PDF generation time (issue 12 "Done when"). Generates the invoice, the act and
 * the contract of the module's sample documents, and an invoice of 100 lines (three pages), one after another
 * in this process — the time a download request spends making its PDF, without HTTP or the database.
 *
 * Self-contained: bundles the module's PDF code with esbuild into a temporary file under node_modules/.cache
 * (its npm packages stay external, so the embedded font is read from node_modules as the server reads it).
 *
 * Then (pdfBoardLoad.mjs) a 50-client board read while 20 clients download invoices, with PDFs printed on the
 * main thread and in the worker pool (issue 33).
 *
 * Settings (environment): BENCH_PDF_RUNS=40 (per scenario, after 5 warm-up runs); BENCH_PDF_ONLY=load skips
 * the in-process timings, BENCH_PDF_ONLY=generation the server; BENCH_PDF_BOARD_CARDS=4000
 * BENCH_PDF_BOARD_READS=5000 BENCH_PDF_CONCURRENT=20
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import esbuild from 'esbuild';
import { repoRoot, summary } from './benchSupport.mjs';
import { boardReadsWhilePrinting } from './pdfBoardLoad.mjs';

const runs = Number(process.env.BENCH_PDF_RUNS ?? 40);
const moduleDirectory = path.join(repoRoot, 'modules/contragents/server/documents');
const log = (text) => console.log(`[contragents-pdf] ${text}`);

async function loadPdfCode(outfile) {
  await esbuild.build({
    stdin: {
      contents: [
        "export { invoicePdf } from './pdf/invoicePdf';",
        "export { actPdf } from './pdf/actPdf';",
        "export { contractPdf } from './pdf/contractPdf';",
        "export { sampleAct, sampleContract, sampleInvoice } from './testing/sampleDocuments';",
      ].join('\n'),
      resolveDir: moduleDirectory,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    packages: 'external',
    format: 'cjs',
    outfile,
    logLevel: 'warning',
  });
  return createRequire(import.meta.url)(outfile);
}

async function measure(name, make) {
  for (let warm = 0; warm < 5; warm++) await make();
  const samples = [];
  let bytes = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const pdf = await make();
    samples.push(performance.now() - started);
    bytes = pdf.length;
  }
  const row = {
    bench: 'contragents-pdf',
    scenario: name,
    metric: 'generation time',
    ...summary(samples),
    note: `${(bytes / 1024).toFixed(0)} KB PDF`,
  };
  log(`${name}: p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, ${row.note}`);
  return row;
}

async function main() {
  // Inside the repository, so that the bundle's require() finds the packages in node_modules as the server does.
  const outfile = path.join(repoRoot, 'node_modules/.cache/artel-bench', `contragents-pdf-${process.pid}.cjs`);
  const rows = [];
  try {
    if (process.env.BENCH_PDF_ONLY !== 'generation') rows.push(...(await boardReadsWhilePrinting(log)));
    if (process.env.BENCH_PDF_ONLY === 'load') return;
    const code = await loadPdfCode(outfile);
    const longInvoice = {
      ...code.sampleInvoice,
      lines: Array.from({ length: 100 }, (_, index) => ({
        ...code.sampleInvoice.lines[index % 3],
        name: `Позиция ${index + 1}: ${code.sampleInvoice.lines[index % 3].name}`,
      })),
    };
    rows.push(await measure('invoice, 3 lines', () => code.invoicePdf(code.sampleInvoice)));
    rows.push(await measure('invoice, 100 lines', () => code.invoicePdf(longInvoice)));
    rows.push(await measure('act, 2 lines', () => code.actPdf(code.sampleAct)));
    rows.push(await measure('contract with specification', () => code.contractPdf(code.sampleContract)));
  } finally {
    fs.rmSync(outfile, { force: true });
    if (process.env.BENCH_RESULTS) fs.writeFileSync(process.env.BENCH_RESULTS, JSON.stringify(rows));
  }
}

await main();
