/**
 * The PDF pool's worker thread (pdfPool.ts): prints one job at a time and answers with the bytes, moved
 * rather than copied, or with the error as the caller would have seen it thrown.
 */
import { parentPort } from 'node:worker_threads';
import { fromWire, makePdf, type WirePdfJob } from './pdfJobs';
import type { WorkerReply } from './workerPool';

parentPort?.on('message', ({ id, job }: { id: number; job: WirePdfJob }) => {
  makePdf(fromWire(job)).then(
    (pdf) => {
      // A copy of its own: pdfmake's buffer may share memory that cannot be moved to another thread.
      const bytes = new Uint8Array(pdf);
      parentPort!.postMessage({ id, result: bytes } satisfies WorkerReply, [bytes.buffer]);
    },
    (error: unknown) => {
      const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
      parentPort!.postMessage({ id, error: { name, message, stack } } satisfies WorkerReply);
    },
  );
});
