/**
 * The PDF pool's worker thread (pdfPool.ts): prints one job at a time and answers with the bytes, moved
 * rather than copied, or with the error as the caller would have seen it thrown.
 */
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { fromWire, makePdf, type WirePdfJob } from './pdfJobs';
import type { WorkerReply } from './workerPool';

// On Linux a thread's nice value is its own: printing yields the cores to the instance's other requests
// (a board read waits on no PDF), and takes them whole when nothing else runs.
try {
  os.setPriority(os.constants.priority.PRIORITY_LOW);
} catch {
  // A system that refuses lowering a thread's priority prints at the normal one.
}

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
