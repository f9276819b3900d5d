/** A flow's states and its runs' statuses, as the server stores them and the shell shows them (issue #14). */
export const FLOW_STATES = ['draft', 'enabled', 'paused'] as const;
export type FlowState = (typeof FLOW_STATES)[number];

/** The states a manager may choose; only the engine pauses a flow, always with a reason. */
export const SETTABLE_FLOW_STATES = ['draft', 'enabled'] as const satisfies readonly FlowState[];
export type SettableFlowState = (typeof SETTABLE_FLOW_STATES)[number];

/** Why the engine paused a flow: its owner can no longer manage flows in the workspace, or left it. */
export const FLOW_PAUSE_REASONS = ['owner_lost_rights'] as const;
export type FlowPauseReason = (typeof FLOW_PAUSE_REASONS)[number];

export const FLOW_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'skipped', 'rate_limited', 'loop_stopped'] as const;
export type FlowRunStatus = (typeof FLOW_RUN_STATUSES)[number];
