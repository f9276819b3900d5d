import { Type } from '@sinclair/typebox';
import type { Orm } from '../db/database';
import { RESUME_LIMIT } from './workspaceEventFeed';
import type { WorkspaceEvent } from './signals';
import { workspaceEventsAfter } from './workspaceEventLog';

/** What a long poll of a workspace answers about its events, beside the user's notifications. */
export const PolledWorkspaceEventsSchema = {
  /** The workspace's events after the client's id, oldest first. */
  workspaceEvents: Type.Optional(
    Type.Array(Type.Object({ eventId: Type.Integer(), event: Type.Object({ kind: Type.String() }, { additionalProperties: true }) })),
  ),
  /** Where the client now stands: the id to send back as workspaceEventId. */
  workspaceEventId: Type.Optional(Type.Integer()),
  /** The client is further behind than the kept window: it re-reads the workspace's state from workspaceEventId on. */
  workspaceResync: Type.Optional(Type.Boolean()),
};

export interface PolledWorkspaceEvents {
  workspaceEvents: { eventId: number; event: WorkspaceEvent }[];
  workspaceEventId: number;
  workspaceResync: boolean;
}

/** The events after `afterId`, as the socket would resume them (workspaceEventFeed.ts), for one poll's answer. */
export async function pollWorkspaceEvents(orm: Orm, workspaceId: string, afterId: number): Promise<PolledWorkspaceEvents> {
  const missed = await workspaceEventsAfter(orm, workspaceId, afterId, RESUME_LIMIT);
  if ('expired' in missed) return { workspaceEvents: [], workspaceEventId: missed.latestId, workspaceResync: true };
  return {
    workspaceEvents: missed.events.map(({ id, event }) => ({ eventId: id, event })),
    workspaceEventId: missed.latestId,
    workspaceResync: false,
  };
}

/** Whether the answer has anything for the client, so the poll need not wait. */
export const hasWorkspaceNews = (polled: PolledWorkspaceEvents | undefined): boolean =>
  polled !== undefined && (polled.workspaceResync || polled.workspaceEvents.length > 0);
