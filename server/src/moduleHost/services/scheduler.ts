/**
 * Scheduled jobs of modules. Every instance keeps a timer per job; when it fires, the instance claims the due
 * time in module_job_runs (an upsert that succeeds only if no instance claimed that time yet), and only the
 * claimer runs the job. On PGlite there is one instance, and the claim costs one query.
 */
import { Cron } from 'croner';
import { sql } from 'drizzle-orm';
import type { Job, ModuleLogger, SchedulerService } from '@artel/sdk/server';
import type { Orm } from '../../db/database';
import { moduleJobRuns } from '../../db/tables/moduleHost';

/** setTimeout's ceiling; a longer wait is taken in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

interface ScheduledJob {
  name: string;
  /** The due time at or after `from`; null when there is none (a cron expression that never fires again). */
  nextSlot(from: Date): Date | null;
  job: Job;
  logger: ModuleLogger;
}

export async function claimSlot(orm: Orm, name: string, slot: Date): Promise<boolean> {
  const claimed = await orm
    .insert(moduleJobRuns)
    .values({ name, lastSlot: slot })
    .onConflictDoUpdate({
      target: moduleJobRuns.name,
      set: { lastSlot: slot },
      setWhere: sql`${moduleJobRuns.lastSlot} < ${slot.toISOString()}::timestamptz`,
    })
    .returning({ name: moduleJobRuns.name });
  return claimed.length > 0;
}

export class JobScheduler {
  private readonly jobs: ScheduledJob[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private running = false;

  constructor(private readonly orm: Orm) {}

  serviceFor(moduleId: string, logger: ModuleLogger): SchedulerService {
    const add = (name: string, nextSlot: ScheduledJob['nextSlot'], job: Job) => {
      const fullName = `${moduleId}.${name}`;
      if (this.jobs.some((existing) => existing.name === fullName)) throw new Error(`Job '${fullName}' is scheduled twice`);
      this.jobs.push({ name: fullName, nextSlot, job, logger });
    };
    return {
      every: (name, intervalMs, job) => {
        if (!Number.isInteger(intervalMs) || intervalMs < 1000) throw new Error(`Job '${name}': the interval is at least 1000 ms`);
        add(name, (from) => new Date(Math.ceil(from.getTime() / intervalMs) * intervalMs), job);
      },
      cron: (name, expression, job, options = {}) => {
        const cron = new Cron(expression, { paused: true, ...(options.timezone ? { timezone: options.timezone } : {}) });
        add(name, (from) => cron.nextRun(new Date(from.getTime() - 1)), job);
      },
    };
  }

  start(): void {
    this.running = true;
    for (const job of this.jobs) this.plan(job, new Date(Date.now() + 1));
  }

  stop(): void {
    this.running = false;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private plan(job: ScheduledJob, from: Date): void {
    if (!this.running) return;
    const slot = job.nextSlot(from);
    if (!slot) return;
    const delay = Math.min(Math.max(0, slot.getTime() - Date.now()), MAX_DELAY_MS);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (Date.now() < slot.getTime()) return this.plan(job, from);
      void this.runOnce(job, slot).finally(() => this.plan(job, new Date(slot.getTime() + 1)));
    }, delay);
    timer.unref();
    this.timers.add(timer);
  }

  private async runOnce(job: ScheduledJob, slot: Date): Promise<void> {
    try {
      if (await claimSlot(this.orm, job.name, slot)) await job.job();
    } catch (error) {
      job.logger.error({ err: error, job: job.name }, 'scheduled job failed');
    }
  }
}
