/**
 * Invoices, acts and contracts are printed in worker threads (~200 ms of CPU each), so that people printing
 * at once do not stall every other request of the instance. ARTEL_PDF_WORKERS sets the pool's size (default:
 * one per core but one, at least one); 0 prints on the main thread, as before the pool (for comparison).
 */
import os from 'node:os';
import { makePdf, type PdfJob, toWire, type WirePdfJob } from './pdfJobs';
import { pdfWorkerScript } from './pdfWorkerScript';
import { PoolBusyError, WorkerPool } from './workerPool';

/** Past this many prints waiting, another is refused at once rather than answered minutes late. */
export const MAX_QUEUED_PRINTS = 100;
const IDLE_MS = 60_000;

function poolSize(): number {
  const given = Number(process.env.ARTEL_PDF_WORKERS);
  if (process.env.ARTEL_PDF_WORKERS !== undefined && Number.isInteger(given) && given >= 0) return given;
  return Math.max(1, os.availableParallelism() - 1);
}

const size = poolSize();
const pool =
  size > 0
    ? new WorkerPool<WirePdfJob, Uint8Array>({ script: pdfWorkerScript, size, maxQueued: MAX_QUEUED_PRINTS, idleMs: IDLE_MS })
    : undefined;

export { PoolBusyError };

/** The document's PDF; rejects with PoolBusyError when too many are waiting, else as printing would throw. */
export async function printPdf(job: PdfJob): Promise<Buffer> {
  if (!pool) return makePdf(job);
  const bytes = await pool.run(toWire(job));
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
