/**
 * The flows engine: turns emitted triggers into queued runs and works the queue off in the background.
 *
 * - A run is a row of flow_runs; every instance claims queued rows with FOR UPDATE SKIP LOCKED, so each run
 *   executes once across instances. The emitting instance starts working at once; the platform scheduler
 *   sweeps the queue every few seconds for runs nobody picked up, and fires schedule triggers once per minute.
 * - Actions run inside the run's AsyncLocalStorage context, so a trigger emitted while one runs (kanban moving
 *   the card it was asked to move) is one link deeper in the chain, and the run it queues remembers the chain.
 *   A flow whose conditions hold on an event its own chain caused is a loop: that run stops (so a flow creating
 *   the cards it listens to makes one card, not ten), and so does any run at MAX_DEPTH, the last guard. Only
 *   the stopped run is marked; its owner is told once, until the flow is saved again.
 * - Each flow may start RUNS_PER_MINUTE runs a minute; beyond, the refused run is logged and the owner told once.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FlowActionContext, FlowEmission, FlowEvent, FlowsService, Locale } from '@artel/sdk/server';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../db/schema';
import { type ChainLink, flowRuns, flows, type RunStatus } from '../db/tables/flows';
import { JobScheduler } from '../moduleHost/services/scheduler';
import { notify } from '../notifications/notify';
import { FlowNameResolvers } from './runNames';
import { FlowCatalog } from './flowCatalog';
import { type FlowRow, recentRuns, type RunRow } from './flowData';
import type { FlowDefinition } from './flowDefinition';
import { flowText, nodeName } from './flowMessages';
import { redactSteps, scrub, secretsOfDefinition } from './runRedaction';
import { conditionHolds, runSteps, type StepRecord } from './runSteps';
import { type ConditionVerdict, conditionVerdicts } from './conditionVerdicts';
import { memberWords } from './memberWords';
import { ownerVerdict } from './ownerRights';
import { pauseForLostRights } from './flowPause';
import { dueScheduledFlows } from './scheduleTrigger';
import { numberedSteps, stepNode } from './stepNodes';
import { withTemplateValues } from './templateValues';

export const MAX_DEPTH = 10;
export const RUNS_PER_MINUTE = 60;
const MINUTE_MS = 60_000;
const QUEUE_SWEEP_MS = 5_000;
const INTERRUPTED_AFTER_MS = 15 * MINUTE_MS;

interface RunScope {
  depth: number;
  /** The runs that led here, this one last. */
  chain: ChainLink[];
}

export interface TestRunResult {
  conditionsPassed: boolean;
  conditions: ConditionVerdict[];
  steps: Array<Pick<StepRecord, 'stepId' | 'action' | 'input' | 'output' | 'error'> & { wouldDo: string | null }>;
}

const definitionOf = (flow: FlowRow) => flow.definition as unknown as FlowDefinition;

/** Settings whose key is one of the event's fields narrow the trigger: a set one must equal the event's value. */
export function settingsMatch(fieldKeys: ReadonlySet<string>, settings: Record<string, unknown>, event: FlowEvent): boolean {
  return Object.entries(settings).every(([key, value]) => {
    if (!fieldKeys.has(key) || value === undefined || value === null || value === '') return true;
    return Array.isArray(value) ? value.length === 0 || value.includes(event[key]) : event[key] === value;
  });
}

export class FlowEngine {
  readonly catalog = new FlowCatalog();
  readonly names = new FlowNameResolvers();
  private readonly scope = new AsyncLocalStorage<RunScope>();
  private readonly scheduler: JobScheduler;
  private working: Promise<void> | null = null;
  private again = false;
  /** Set on shutdown: a queue sweep already under way must not start work on a database being closed. */
  private stopped = false;

  constructor(private readonly app: FastifyInstance) {
    this.scheduler = new JobScheduler(app.db.orm);
    const jobs = this.scheduler.serviceFor('flows', app.log);
    jobs.every('queue', QUEUE_SWEEP_MS, async () => {
      await this.failInterrupted();
      this.kick();
    });
    jobs.every('schedule', MINUTE_MS, async () => this.fireSchedules(new Date(Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS)));
  }

  start(): void {
    this.stopped = false;
    this.scheduler.start();
  }

  stop(): void {
    this.stopped = true;
    this.scheduler.stop();
  }

  /** The `flows` service a module receives: its registrations carry its id, emits go to the engine. */
  serviceFor(moduleId: string): FlowsService {
    return {
      registerTrigger: (definition) => this.catalog.addTrigger(moduleId, definition),
      registerAction: (definition) => this.catalog.addAction(moduleId, definition),
      registerNames: (resolver) => this.names.add(resolver),
      // The module's change has committed whatever happens here: a failure to queue is logged, not thrown at it.
      emit: (type, emission) =>
        this.emit(type, emission).catch((error: unknown) =>
          this.app.log.error({ err: error, module: moduleId, trigger: type }, 'flow trigger not queued'),
        ),
    };
  }

  /** Queues a run of every enabled flow of the workspace listening to this trigger. */
  async emit(type: string, { workspaceId, payload }: FlowEmission): Promise<void> {
    const trigger = this.catalog.trigger(type);
    if (!trigger) throw new Error(`Flow trigger '${type}' is not registered`);
    if (trigger.definition.accepts && !trigger.definition.accepts(payload)) return;
    const cause = this.scope.getStore();
    const depth = (cause?.depth ?? -1) + 1;
    const listening = await this.app.db.orm
      .select()
      .from(flows)
      .where(and(eq(flows.workspaceId, workspaceId), eq(flows.triggerType, type), eq(flows.state, 'enabled')));
    const fieldKeys = new Set(trigger.definition.fields.map((field) => field.key));
    for (const flow of listening) {
      const settings = definitionOf(flow).trigger.settings;
      const wanted = trigger.definition.matches
        ? trigger.definition.matches(settings, payload)
        : settingsMatch(fieldKeys, settings, payload);
      if (wanted) await this.enqueue(flow, payload, depth, cause?.chain);
    }
  }

  /** The "run now" button: a run of the flow with who pressed it as the event. */
  async runNow(flow: FlowRow, user: { id: string; name: string }): Promise<string> {
    return this.enqueue(flow, { userId: user.id, userName: user.name, at: new Date().toISOString() }, 0);
  }

  /** A run against an event that changes nothing: each condition is judged aloud, every action describes its effect. */
  async testRun(flow: FlowRow, event: FlowEvent): Promise<TestRunResult> {
    const definition = definitionOf(flow);
    const context = await this.actionContext(flow, null, event);
    const trigger = this.catalog.trigger(definition.trigger.type)?.definition;
    const words = {
      ...(trigger ? await memberWords(this.app, flow.workspaceId, trigger.fields, event) : {}),
      ...(await trigger?.describeEvent?.(event, context)),
    };
    const conditions = conditionVerdicts(definition.conditions, event, words);
    if (!conditionHolds(definition.conditions, event)) return { conditionsPassed: false, conditions, steps: [] };
    const { steps } = await runSteps(this.catalog, definition.steps, context, 'preview');
    return {
      conditionsPassed: true,
      conditions,
      steps: redactSteps(steps, this.catalog, secretsOfDefinition(definition, this.catalog)).map((step) => ({
        stepId: step.stepId,
        action: step.action,
        input: step.input,
        output: step.output,
        wouldDo: step.wouldDo ?? null,
        ...(step.error === undefined ? {} : { error: step.error }),
      })),
    };
  }

  /** Resolves when this instance has no run in hand (tests wait on it instead of sleeping). */
  async idle(): Promise<void> {
    while (this.working) await this.working;
  }

  /** Queues every enabled schedule flow due at this minute in its workspace's time zone. */
  async fireSchedules(minute: Date): Promise<void> {
    for (const flow of await dueScheduledFlows(this.app.db.orm, minute)) {
      await this.enqueue(flow, { scheduledAt: minute.toISOString() }, 0);
    }
  }

  private async enqueue(flow: FlowRow, event: FlowEvent, depth: number, chain: ChainLink[] = []): Promise<string> {
    if ((await recentRuns(this.app.db.orm, flow.id, MINUTE_MS)) >= RUNS_PER_MINUTE) {
      const locale = await this.ownerLocale(flow.ownerId);
      const runId = await this.record(flow, 'rate_limited', event, depth, flowText('rate_limited', locale, { limit: RUNS_PER_MINUTE }));
      await this.tellRateLimited(flow, locale);
      return runId;
    }
    const runId = await this.record(flow, 'queued', event, depth, null, chain);
    this.kick();
    return runId;
  }

  /**
   * A run still 'running' long after any action could take (a webhook gives up within a minute) was left by an
   * instance that stopped mid-run: it is failed, not run again, since its first steps may have acted already.
   */
  async failInterrupted(now = new Date()): Promise<number> {
    const orm = this.app.db.orm;
    const stale = await orm
      .select({ id: flowRuns.id, language: users.language })
      .from(flowRuns)
      .innerJoin(flows, eq(flows.id, flowRuns.flowId))
      .innerJoin(users, eq(users.id, flows.ownerId))
      .where(and(eq(flowRuns.status, 'running'), lt(flowRuns.startedAt, new Date(now.getTime() - INTERRUPTED_AFTER_MS))));
    for (const run of stale) {
      await orm
        .update(flowRuns)
        .set({ status: 'failed', error: flowText('run_interrupted', run.language ?? 'ru'), finishedAt: now })
        .where(and(eq(flowRuns.id, run.id), eq(flowRuns.status, 'running')));
    }
    return stale.length;
  }

  private async record(
    flow: FlowRow,
    status: RunStatus,
    event: FlowEvent,
    depth: number,
    error: string | null,
    chain: ChainLink[] = [],
  ): Promise<string> {
    const now = new Date();
    const finished = status === 'queued' ? {} : { startedAt: now, finishedAt: now };
    const [run] = await this.app.db.orm
      .insert(flowRuns)
      .values({ flowId: flow.id, status, event, depth, chain, error, ...finished })
      .returning({ id: flowRuns.id });
    return run!.id;
  }

  /** Starts working the queue unless this instance already is; outside any run's scope, so depth stays the run's own. */
  private kick(): void {
    this.scope.exit(() => {
      if (this.stopped) return;
      if (this.working) {
        this.again = true;
        return;
      }
      this.working = this.work().finally(() => {
        this.working = null;
      });
    });
  }

  private async work(): Promise<void> {
    do {
      this.again = false;
      for (let run = await this.claim(); run; run = this.stopped ? undefined : await this.claim()) {
        try {
          await this.execute(run);
        } catch (error) {
          this.app.log.error({ err: error, runId: run.id }, 'flow run failed to execute');
        }
      }
    } while (this.again);
  }

  private async claim(): Promise<RunRow | undefined> {
    const next = sql`(select ${flowRuns.id} from ${flowRuns} where ${flowRuns.status} = 'queued' order by ${flowRuns.queuedAt}, ${flowRuns.id} limit 1 for update skip locked)`;
    const [run] = await this.app.db.orm
      .update(flowRuns)
      .set({ status: 'running', startedAt: new Date() })
      .where(eq(flowRuns.id, next))
      .returning();
    return run;
  }

  private async execute(run: RunRow): Promise<void> {
    const orm = this.app.db.orm;
    const [flow] = await orm.select().from(flows).where(eq(flows.id, run.flowId));
    if (!flow) return;
    const definition = definitionOf(flow);
    const secrets = secretsOfDefinition(definition, this.catalog);
    const finish = (status: RunStatus, steps: StepRecord[], error: string | null) =>
      orm.update(flowRuns).set({ status, steps, error, finishedAt: new Date() }).where(eq(flowRuns.id, run.id));
    const verdict = await ownerVerdict(orm, this.catalog, flow, run.event);
    if (verdict !== 'allowed') {
      const locale = await this.ownerLocale(flow.ownerId);
      await finish('skipped', [], flowText(verdict === 'lost_rights' ? 'owner_lost_rights' : 'owner_cannot_see', locale));
      if (verdict === 'lost_rights') await pauseForLostRights(this.app, flow);
      return;
    }
    let holds: boolean;
    try {
      holds = conditionHolds(definition.conditions, run.event);
    } catch (error) {
      await finish('failed', [], scrub(error instanceof Error ? error.message : String(error), secrets));
      return;
    }
    if (!holds) {
      await finish('skipped', [], null);
      return;
    }
    const loop = await this.loopOf(flow, run);
    if (loop) {
      await finish('loop_stopped', [], loop.text);
      await this.tellLoopStopped(flow, run.id, loop.text, loop.locale);
      return;
    }
    const context = await this.actionContext(flow, run.id, run.event);
    const chain = [...run.chain, { flowId: flow.id, runId: run.id }];
    const result = await this.scope.run({ depth: run.depth, chain }, () => runSteps(this.catalog, definition.steps, context));
    const steps = redactSteps(
      result.steps.map(({ wouldDo: _wouldDo, ...step }) => step),
      this.catalog,
      secrets,
    );
    const failed = steps.find((step) => step.status === 'failed');
    if (!failed) {
      await finish('succeeded', steps, null);
      return;
    }
    await finish('failed', steps, failed.error ?? null);
    await this.tellFailed(flow, run.id, failed, context.locale);
  }

  /** Why this run, about to act, must not: its flow already ran in the chain that led here, or the chain is too deep. */
  private async loopOf(flow: FlowRow, run: RunRow): Promise<{ text: string; locale: Locale } | null> {
    const repeats = run.chain.some((link) => link.flowId === flow.id);
    if (!repeats && run.depth < MAX_DEPTH) return null;
    const locale = await this.ownerLocale(flow.ownerId);
    if (!repeats) return { text: flowText('loop_stopped', locale, { depth: run.depth }), locale };
    const ids = [...new Set(run.chain.map((link) => link.flowId))];
    const named = await this.app.db.orm.select({ id: flows.id, name: flows.name }).from(flows).where(inArray(flows.id, ids));
    const names = new Map(named.map((row) => [row.id, row.name]));
    const quote = (name: string) => (locale === 'ru' ? `«${name}»` : `"${name}"`);
    const chain = [...run.chain.map((link) => names.get(link.flowId) ?? '…'), flow.name].map(quote).join(' → ');
    return { text: flowText('loop_repeated', locale, { chain }), locale };
  }

  private async actionContext(flow: FlowRow, runId: string | null, event: FlowEvent): Promise<FlowActionContext> {
    const locale = await this.ownerLocale(flow.ownerId);
    const fields = this.catalog.trigger(definitionOf(flow).trigger.type)?.definition.fields ?? [];
    return {
      workspaceId: flow.workspaceId,
      flowId: flow.id,
      runId,
      ownerId: flow.ownerId,
      locale,
      event: await withTemplateValues(this.app.db.orm, flow.workspaceId, fields, event, locale),
    };
  }

  private async ownerLocale(userId: string): Promise<Locale> {
    const [user] = await this.app.db.orm.select({ language: users.language }).from(users).where(eq(users.id, userId));
    return user?.language ?? 'ru';
  }

  /** A step of the flow by its position and label, as validation names it. */
  private stepName(flow: FlowRow, stepId: string, locale: Locale): string {
    for (const { step, index } of numberedSteps(definitionOf(flow).steps)) {
      if (step.id === stepId) return nodeName(stepNode(step, index, this.catalog), locale);
    }
    return stepId;
  }

  private async tellFailed(flow: FlowRow, runId: string, step: StepRecord, locale: Locale): Promise<void> {
    await notify(this.app, {
      userId: flow.ownerId,
      type: 'error',
      category: 'workspace',
      priority: 'high',
      workspaceId: flow.workspaceId,
      title: flowText('run_failed_title', locale, { flow: flow.name }).slice(0, 200),
      message: flowText('run_failed_message', locale, { step: this.stepName(flow, step.stepId, locale), error: step.error ?? '' }).slice(
        0,
        2000,
      ),
      data: { targetUrl: `/workspaces/${flow.workspaceId}/flows/${flow.id}/runs/${runId}`, clickable: true, flowId: flow.id, runId },
    });
  }

  /** Once until the flow is saved again: a loop stopped over and over is one thing to fix, not many. */
  private async tellLoopStopped(flow: FlowRow, runId: string, reason: string, locale: Locale): Promise<void> {
    const claimed = await this.app.db.orm
      .update(flows)
      .set({ loopNotifiedAt: new Date() })
      .where(and(eq(flows.id, flow.id), isNull(flows.loopNotifiedAt)))
      .returning({ id: flows.id });
    if (claimed.length === 0) return;
    await notify(this.app, {
      userId: flow.ownerId,
      type: 'warning',
      category: 'workspace',
      priority: 'high',
      workspaceId: flow.workspaceId,
      title: flowText('loop_notice_title', locale, { flow: flow.name }).slice(0, 200),
      message: flowText('loop_notice_message', locale, { reason }).slice(0, 2000),
      data: { targetUrl: `/workspaces/${flow.workspaceId}/flows/${flow.id}/runs/${runId}`, clickable: true, flowId: flow.id, runId },
    });
  }

  /** Once per window: the first refused run of a minute tells the owner, the next ones of that minute do not. */
  private async tellRateLimited(flow: FlowRow, locale: Locale): Promise<void> {
    const claimed = await this.app.db.orm
      .update(flows)
      .set({ rateLimitNotifiedAt: new Date() })
      .where(
        and(eq(flows.id, flow.id), or(isNull(flows.rateLimitNotifiedAt), lt(flows.rateLimitNotifiedAt, new Date(Date.now() - MINUTE_MS)))),
      )
      .returning({ id: flows.id });
    if (claimed.length === 0) return;
    await notify(this.app, {
      userId: flow.ownerId,
      type: 'warning',
      category: 'workspace',
      workspaceId: flow.workspaceId,
      title: flowText('rate_limited_title', locale, { flow: flow.name }).slice(0, 200),
      message: flowText('rate_limited_message', locale, { limit: RUNS_PER_MINUTE }),
      data: { targetUrl: `/workspaces/${flow.workspaceId}/flows/${flow.id}`, clickable: true, flowId: flow.id },
    });
  }
}
