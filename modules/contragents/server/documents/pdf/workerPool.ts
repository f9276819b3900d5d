/**
 * A small pool of worker threads for CPU-heavy jobs, so they do not stall the instance's other requests:
 * at most `size` workers, started on demand and ended after `idleMs` without work; at most `maxQueued` jobs
 * wait for one, and a job past that is refused at once (PoolBusyError) rather than queued without bound.
 * A job that throws in its worker rejects with an Error of the same name and message; a worker that dies
 * rejects its job and is replaced for the next one.
 */
import { Worker } from 'node:worker_threads';

/** What a worker answers to `{ id, job }`. */
export type WorkerReply = { id: number; result: unknown } | { id: number; error: { name: string; message: string; stack?: string } };

export class PoolBusyError extends Error {
  override name = 'PoolBusyError';
}

export interface WorkerPoolOptions {
  /** The worker's script, asked for when the first worker starts. */
  script: () => string;
  size: number;
  maxQueued: number;
  idleMs: number;
}

interface Task {
  id: number;
  job: unknown;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

interface Slot {
  worker: Worker;
  task: Task | undefined;
  idleTimer: NodeJS.Timeout | undefined;
}

export class WorkerPool<Job, Result> {
  private readonly slots = new Set<Slot>();
  private readonly queue: Task[] = [];
  private nextId = 1;
  private scriptPath: string | undefined;

  constructor(private readonly options: WorkerPoolOptions) {}

  run(job: Job): Promise<Result> {
    if (this.queue.length >= this.options.maxQueued) {
      return Promise.reject(new PoolBusyError(`${this.queue.length} jobs are already waiting for a worker`));
    }
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, resolve: resolve as (result: unknown) => void, reject });
      this.dispatch();
    });
  }

  /** Jobs running or waiting: what a caller may report. */
  get pending(): number {
    return this.queue.length + [...this.slots].filter((slot) => slot.task).length;
  }

  async close(): Promise<void> {
    for (const task of this.queue.splice(0)) task.reject(new Error('the worker pool closed'));
    const slots = [...this.slots];
    this.slots.clear();
    for (const slot of slots) {
      clearTimeout(slot.idleTimer);
      slot.task?.reject(new Error('the worker pool closed'));
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.idleSlot() ?? this.startWorker();
      if (!slot) return;
      this.assign(slot, this.queue.shift()!);
    }
  }

  private idleSlot(): Slot | undefined {
    for (const slot of this.slots) if (!slot.task) return slot;
    return undefined;
  }

  private startWorker(): Slot | undefined {
    if (this.slots.size >= this.options.size) return undefined;
    this.scriptPath ??= this.options.script();
    const worker = new Worker(this.scriptPath);
    const slot: Slot = { worker, task: undefined, idleTimer: undefined };
    worker.on('message', (reply: WorkerReply) => this.settle(slot, reply));
    worker.on('error', (error) => this.lose(slot, error));
    worker.on('exit', (code) => this.lose(slot, new Error(`a pool worker exited with code ${code}`)));
    // Unreferenced, so that an idle pool never keeps the process alive; after the listeners, since adding a
    // 'message' listener references the worker's port again.
    worker.unref();
    this.slots.add(slot);
    return slot;
  }

  private assign(slot: Slot, task: Task): void {
    clearTimeout(slot.idleTimer);
    slot.task = task;
    slot.worker.postMessage({ id: task.id, job: task.job });
  }

  private settle(slot: Slot, reply: WorkerReply): void {
    const task = slot.task;
    if (!task || task.id !== reply.id) return;
    slot.task = undefined;
    if ('error' in reply) task.reject(Object.assign(new Error(reply.error.message), reply.error));
    else task.resolve(reply.result);
    this.dispatch();
    if (!slot.task) slot.idleTimer = setTimeout(() => this.retire(slot), this.options.idleMs).unref();
  }

  private lose(slot: Slot, error: unknown): void {
    if (!this.slots.delete(slot)) return;
    clearTimeout(slot.idleTimer);
    slot.task?.reject(error);
    this.dispatch();
  }

  private retire(slot: Slot): void {
    if (slot.task || !this.slots.delete(slot)) return;
    void slot.worker.terminate();
  }
}
