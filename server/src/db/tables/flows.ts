/** Automation flows of a workspace (issue #14) and their runs, which are also the queue the engine works off. */
import {
  FLOW_PAUSE_REASONS,
  FLOW_RUN_STATUSES,
  FLOW_STATES,
  type FlowPauseReason,
  type FlowRunStatus,
  type FlowState,
} from '@artel/sdk/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users, workspaces } from '../schema';

export { FLOW_STATES, type FlowPauseReason, type FlowState };
export const RUN_STATUSES = FLOW_RUN_STATUSES;
export type RunStatus = FlowRunStatus;

export interface StoredStep {
  stepId: string;
  action: string;
  input: unknown;
  output: unknown;
  durationMs: number;
  status: 'succeeded' | 'failed';
  error?: string;
}

/** One run in a chain of flow-triggered events. */
export interface ChainLink {
  flowId: string;
  runId: string;
}

export const flows = pgTable(
  'flows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    state: text('state', { enum: FLOW_STATES }).notNull().default('draft'),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The definition's trigger type, kept beside it so an event finds its flows by index. */
    triggerType: text('trigger_type').notNull(),
    definition: jsonb('definition').$type<Record<string, unknown>>().notNull(),
    /** Set exactly while the state is 'paused': why the engine stopped running the flow. */
    pausedReason: text('paused_reason', { enum: FLOW_PAUSE_REASONS }),
    /** When the owner was last told the flow hit its rate limit: once per window, not once per refused run. */
    rateLimitNotifiedAt: timestamp('rate_limit_notified_at', { withTimezone: true }),
    /** When the owner was told a run of the flow was stopped as a loop: once, until the flow is saved again. */
    loopNotifiedAt: timestamp('loop_notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('flows_state_check', sql`${table.state} in ('draft', 'enabled', 'paused')`),
    check('flows_paused_reason_check', sql`(${table.state} = 'paused') = (${table.pausedReason} is not null)`),
    index('flows_workspace_trigger_idx').on(table.workspaceId, table.triggerType),
  ],
);

export const flowRuns = pgTable(
  'flow_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    flowId: uuid('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RUN_STATUSES }).notNull(),
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    /** How many flow runs led to the event: 0 for a person's action, one more for each flow in the chain. */
    depth: integer('depth').notNull().default(0),
    /** The runs whose actions led to the event, first to last: a flow found among them is a loop. */
    chain: jsonb('chain').$type<ChainLink[]>().notNull().default([]),
    steps: jsonb('steps').$type<StoredStep[]>().notNull().default([]),
    error: text('error'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'flow_runs_status_check',
      sql`${table.status} in ('queued', 'running', 'succeeded', 'failed', 'skipped', 'rate_limited', 'loop_stopped')`,
    ),
    index('flow_runs_flow_idx').on(table.flowId, table.queuedAt),
    index('flow_runs_queued_idx')
      .on(table.queuedAt)
      .where(sql`${table.status} = 'queued'`),
  ],
);
