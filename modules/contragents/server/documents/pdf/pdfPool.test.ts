import { pdfText } from '../../testing/pdfText';
import { sampleAct, sampleContract, sampleInvoice } from '../../testing/sampleDocuments';
import { makePdf, type PdfJob, toWire, type WirePdfJob } from './pdfJobs';
import { printPdf } from './pdfPool';
import { pdfWorkerScript } from './pdfWorkerScript';
import { PoolBusyError, WorkerPool } from './workerPool';

/** An invoice the printer cannot lay out: its lines are not a list. */
const broken = { kind: 'invoice', document: { ...sampleInvoice, lines: null } } as unknown as PdfJob;

describe('printing in the worker pool', () => {
  it('prints invoices, acts and contracts in a worker as the main thread would', async () => {
    const [invoice, act, contract] = await Promise.all([
      printPdf({ kind: 'invoice', document: sampleInvoice }),
      printPdf({ kind: 'act', document: sampleAct }),
      printPdf({ kind: 'contract', document: sampleContract, settings: { paymentDays: 7 } }),
    ]);
    expect(Buffer.isBuffer(invoice)).toBe(true);
    expect(await pdfText(invoice)).toBe(await pdfText(await makePdf({ kind: 'invoice', document: sampleInvoice })));
    expect(await pdfText(act)).toContain('Акт');
    expect(await pdfText(contract)).toContain('Договор № ');
  });

  it('rejects with the error printing throws, and goes on printing afterwards', async () => {
    const inThread = await makePdf(broken).catch((error: Error) => error);
    expect(inThread).toBeInstanceOf(Error);
    const inWorker = await printPdf(broken).catch((error: Error) => error);
    expect(inWorker).toBeInstanceOf(Error);
    expect({ name: (inWorker as Error).name, message: (inWorker as Error).message }).toEqual({
      name: (inThread as Error).name,
      message: (inThread as Error).message,
    });
    expect((await printPdf({ kind: 'act', document: sampleAct })).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a job at once when its queue is full, and prints the ones it took', async () => {
    const pool = new WorkerPool<WirePdfJob, Uint8Array>({ script: pdfWorkerScript, size: 1, maxQueued: 2, idleMs: 1000 });
    try {
      const job = toWire({ kind: 'act', document: sampleAct });
      const taken = [pool.run(job), pool.run(job), pool.run(job)];
      expect(pool.pending).toBe(3);
      await expect(pool.run(job)).rejects.toBeInstanceOf(PoolBusyError);
      const printed = await Promise.all(taken);
      expect(printed.map((bytes) => Buffer.from(bytes).subarray(0, 5).toString())).toEqual(['%PDF-', '%PDF-', '%PDF-']);
      expect(pool.pending).toBe(0);
    } finally {
      await pool.close();
    }
  });
});
