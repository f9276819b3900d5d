/**
 * Issue 33: what printing does to the instance's other requests. One server (bundled, on PGlite unless
 * DATABASE_URL is set) with kanban and partners; a board of BENCH_PDF_BOARD_CARDS cards read by 50 clients at
 * once (first as the process starts, then alone), then while BENCH_PDF_CONCURRENT (20) clients download invoice
 * PDFs one after another; each with the server main thread's CPU time per read. Run twice on the same data: with
 * ARTEL_PDF_WORKERS=0 (printed on the main thread, as before the pool) and with the pool at its default size.
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bundleServer, inBatches, singleModuleStaticFolder, startBuiltServer, summary } from './benchSupport.mjs';
import { apiClient, BENCH_PASSWORD, seedKanbanBoard } from './kanbanSeed.mjs';
import { companyInn } from './partnersSeed.mjs';

const settings = {
  cards: Number(process.env.BENCH_PDF_BOARD_CARDS ?? 4000),
  readers: 50,
  reads: Number(process.env.BENCH_PDF_BOARD_READS ?? 5000),
  printers: Number(process.env.BENCH_PDF_CONCURRENT ?? 20),
};
// Two servers, one after the other, on a machine other sessions share.
process.env.BENCH_START_TIMEOUT_S ??= '180';
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

function get(url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'br, gzip', ...headers } }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const CLOCK_TICK_MS = 10;

/**
 * The CPU time (ms) the server's main thread has used (its PDF workers are threads of their own): on a shared
 * machine the wall time includes waiting for a core, this does not.
 */
function mainThreadCpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
}

async function timedGets(url, headers, total, concurrency) {
  const samples = [];
  await inBatches([...Array(total).keys()], concurrency, async () => {
    const started = performance.now();
    const status = await get(url, headers);
    samples.push(performance.now() - started);
    if (status !== 200) throw new Error(`GET ${url} answered ${status}`);
  });
  return samples;
}

/** A workspace whose legal entity sells, a partner, and one invoice of three lines: what the printers download. */
async function seedInvoice(base) {
  const email = `bench.pdf.${Date.now()}.${process.pid}@example.test`;
  const signed = await apiClient(base)('POST', '/auth/register', { email, password: BENCH_PASSWORD, name: 'Bench' });
  const call = apiClient(base, signed.access_token);
  // An INN is registered once per instance, and a PostgreSQL database may hold an earlier run's.
  const taxNumber = 7_000_000 + (Date.now() % 1_000_000);
  const entity = await call('POST', '/profile/legal-entities', {
    name: 'ООО «Ромашка»',
    type: 'company',
    taxId: companyInn(taxNumber),
    kpp: '770101001',
    address: '101000, г. Москва, ул. Мясницкая, д. 10',
    bankName: 'ПАО СБЕРБАНК г. Москва',
    bik: '044525225',
    corrAccount: '30101810400000000225',
    bankAccount: '40702810938000012345',
  });
  const workspace = await call('POST', '/workspaces', { name: 'Отдел продаж', legalEntityId: entity.id });
  const inWorkspace = apiClient(base, signed.access_token, workspace.id);
  const { partner } = await inWorkspace('POST', '/modules/contragents/partners', {
    type: 'company',
    name: 'АО «Вектор»',
    inn: companyInn(taxNumber + 1),
    kpp: '500301001',
  });
  const { document } = await inWorkspace('POST', '/modules/contragents/documents', {
    kind: 'invoice',
    partnerId: partner.id,
    date: '2026-12-01',
    lines: [
      { name: 'Разработка модуля учёта контрагентов', quantity: '1', unit: 'усл.', price: '150000' },
      { name: 'Сопровождение, часы', quantity: '12.5', unit: 'ч', price: '3200' },
      { name: 'Лицензия', quantity: '3', unit: 'шт', price: '9900' },
    ],
  });
  return {
    path: `/api/v1/modules/contragents/documents/${document.id}/pdf`,
    headers: { authorization: `Bearer ${signed.access_token}`, 'x-workspace-id': workspace.id },
  };
}

/**
 * Board reads alone, then while the printers print without pause until the reads are done; with the main
 * thread's CPU time per board read of each (while printing it also serves the downloads).
 */
async function measure(base, pid, seeded, printed) {
  const invoice = { url: `${base}${printed.path}`, headers: printed.headers };
  const board = {
    url: `${base}/api/v1/modules/kanban/boards/${seeded.board.id}`,
    headers: { authorization: `Bearer ${seeded.token}`, 'x-workspace-id': seeded.workspaceId },
  };
  const cpuPerRead = async (reads) => {
    const before = mainThreadCpuMs(pid);
    const samples = await reads();
    return { samples, cpu: (mainThreadCpuMs(pid) - before) / samples.length };
  };
  // A process that just started spends more CPU per read until the JIT has compiled the hot path
  // (as in the kanban bench): its first reads are a row of their own, and the rows after measure it running.
  const fresh = await cpuPerRead(() => timedGets(board.url, board.headers, settings.reads, settings.readers));
  await timedGets(invoice.url, invoice.headers, settings.printers, settings.printers);
  const alone = await cpuPerRead(() => timedGets(board.url, board.headers, settings.reads, settings.readers));
  let reading = true;
  const prints = [];
  const printers = Array.from({ length: settings.printers }, async () => {
    while (reading) prints.push(...(await timedGets(invoice.url, invoice.headers, 1, 1)));
  });
  const underPrinting = await cpuPerRead(() => timedGets(board.url, board.headers, settings.reads, settings.readers));
  reading = false;
  await Promise.all(printers);
  return { fresh, alone, underPrinting, prints };
}

/** The rows of both runs: before (main thread) and after (worker pool). */
export async function boardReadsWhilePrinting(log) {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-bench-pdf-load-'));
  singleModuleStaticFolder(scratch, 'kanban');
  const staticDir = singleModuleStaticFolder(scratch, 'contragents');
  const bundle = await bundleServer('contragents-pdf');
  const rows = [];
  let seeded;
  let invoice;
  try {
    for (const [label, workers] of [
      ['main thread (before)', '0'],
      ['worker pool (after)', undefined],
    ]) {
      // One secret for both runs, so the tokens of the first run's seeding still hold in the second.
      const env = {
        JWT_SECRET: 'contragents-pdf-bench-secret-of-both-runs',
        ...(workers === undefined ? {} : { ARTEL_PDF_WORKERS: workers }),
      };
      const server = await startBuiltServer({ scratch, entry: bundle, staticDir, env });
      try {
        seeded ??= await seedKanbanBoard(server.base, { columns: 50, cards: settings.cards, concurrency: 4, log });
        invoice ??= await seedInvoice(server.base);
        const { fresh, alone, underPrinting, prints } = await measure(server.base, server.child.pid, seeded, invoice);
        const scenario = `PDFs on the ${label}`;
        const note = `${settings.cards} cards; ${database}; ${os.availableParallelism()} cores`;
        const add = (metric, samples, extra) => {
          const row = { bench: 'contragents-pdf', scenario, metric, ...summary(samples), note: `${extra}; ${note}` };
          log(`${scenario}, ${metric}: p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms (${row.samples})`);
          rows.push(row);
        };
        const cpu = (reads) => `main thread CPU ${reads.cpu.toFixed(2)} ms/read`;
        add('board read, 50 concurrent, fresh process', fresh.samples, `the first ${settings.reads} reads; ${cpu(fresh)}`);
        add('board read, 50 concurrent, alone', alone.samples, `no printing; ${cpu(alone)}`);
        add(`board read, 50 concurrent, ${settings.printers} printing`, underPrinting.samples, `goal p99 < 100 ms; ${cpu(underPrinting)}`);
        add(`invoice PDF download, ${settings.printers} concurrent`, prints, 'meanwhile');
      } finally {
        await server.stop();
      }
    }
  } finally {
    agent.destroy();
    fs.rmSync(bundle, { force: true });
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return rows;
}
