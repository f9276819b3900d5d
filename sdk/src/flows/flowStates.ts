/** A flow's states and its runs' statuses, as the server stores them and the shell shows them (issue #14). */
export const FLOW_STATES = ['draft', 'enabled'] as const;
export type FlowState = (typeof FLOW_STATES)[number];

export const FLOW_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'skipped', 'rate_limited', 'loop_stopped'] as const;
export type FlowRunStatus = (typeof FLOW_RUN_STATUSES)[number];
