/**
 * Runs cross-validation folds on worker threads: they are independent and deterministic, so spreading
 * them over the cores gives the same detections as one after the other, in a fraction of the time.
 * The workers run the script's own bundle: its entry calls serveFolds when it is not the main thread.
 */
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { TaskDetection } from '../server/detection/types';
import { foldRunner, type FoldSetup } from './folds';

/** Each fold's held-out detections in message order, by fold; workers <= 1 runs them here, one after the other. */
export async function runFolds(setup: FoldSetup, folds: string[], workers = availableParallelism()): Promise<Map<string, TaskDetection[]>> {
  const results = new Map<string, TaskDetection[]>();
  const count = Math.min(workers, folds.length);
  if (count <= 1) {
    const run = foldRunner(setup);
    for (const fold of folds) results.set(fold, run(fold));
    return results;
  }
  // Folds are handed out one at a time as workers finish: they differ in size, a fixed split would leave a core idle.
  const queue = [...folds];
  const spawnWorker = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(__filename, { workerData: setup });
      let finished = false;
      const next = () => {
        const fold = queue.shift();
        finished = fold === undefined;
        if (fold === undefined) void worker.terminate();
        else worker.postMessage(fold);
      };
      worker.on('message', ({ fold, detections }: { fold: string; detections: TaskDetection[] }) => {
        results.set(fold, detections);
        next();
      });
      worker.on('error', reject);
      worker.on('exit', () => (finished ? resolve() : reject(new Error('a fold worker stopped before its folds were done'))));
      next();
    });
  await Promise.all(Array.from({ length: count }, spawnWorker));
  return results;
}

/** The worker's side: answers each fold name with that fold's detections. */
export function serveFolds(): void {
  if (isMainThread || !parentPort) throw new Error('serveFolds runs in a worker thread');
  const port = parentPort;
  const run = foldRunner(workerData as FoldSetup);
  port.on('message', (fold: string) => port.postMessage({ fold, detections: run(fold) }));
}
