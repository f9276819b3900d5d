import type { FastifyInstance } from 'fastify';
import { RealtimeHub, workspaceAccessTopic, workspaceTopic } from './hub';
import { createLocalSignalBus } from './localSignalBus';
import type { AccessMessage, UserMessage, WorkspaceMessage } from './messages';
import { openPostgresSignalBus } from './postgresSignalBus';
import { encodeSignal, type SignalBus, type WorkspaceEvent } from './signals';
import { appendWorkspaceEvent, pruneWorkspaceEvents } from './workspaceEventLog';

const PRUNE_INTERVAL_MS = 60_000;

/** Live delivery (ARCHITECTURE §4): in-process hubs, fed through a signal bus that spans instances on PostgreSQL. */
export interface Realtime {
  /** Per-user messages for this instance's sockets and long-poll waiters, topic `userTopic(id)`. */
  readonly users: RealtimeHub<UserMessage>;
  /** Workspace-wide events for sockets subscribed to a workspace, topic `workspaceTopic(id)`. */
  readonly workspaces: RealtimeHub<WorkspaceMessage>;
  /** Ends of access, topics `sessionTopic(id)` and `workspaceAccessTopic(id)`: sockets and polls close on them. */
  readonly access: RealtimeHub<AccessMessage>;
  readonly signals: SignalBus;
  /** Aborted when the server starts closing, so long polls answer at once instead of holding shutdown up. */
  readonly closing: AbortSignal;
  /**
   * Stores the event under the workspace's next id, then reaches every socket subscribed to the workspace on
   * every instance; one that reconnects gets it from the store. JSON of the event: under 7 KB.
   */
  publishToWorkspace(workspaceId: string, event: WorkspaceEvent): Promise<void>;
  /**
   * Closes, on every instance, what the user (everyone, when null) has open in the workspace: sockets
   * subscribed to it stop receiving its events, long polls for it end. Call once the removal has committed.
   */
  removeWorkspaceAccess(workspaceId: string, userId: string | null): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * Decorates `app.realtime`. On PostgreSQL with a connection string, signals cross instances by
 * LISTEN/NOTIFY; on PGlite (one instance by construction) they stay in the process.
 */
export async function registerRealtime(app: FastifyInstance): Promise<void> {
  const onError = (error: unknown) => app.log.error({ err: error }, 'realtime delivery failed');
  const { databaseUrl } = app.config;
  const signals =
    databaseUrl && app.db.kind === 'postgres'
      ? await openPostgresSignalBus({ connectionString: databaseUrl, orm: app.db.orm, onError })
      : createLocalSignalBus(onError);
  const users = new RealtimeHub<UserMessage>(onError);
  const workspaces = new RealtimeHub<WorkspaceMessage>(onError);
  const access = new RealtimeHub<AccessMessage>(onError);
  const closing = new AbortController();

  signals.onSignal((signal) => {
    if (signal.kind === 'workspace') {
      const { workspaceId, eventId, event } = signal;
      workspaces.publish(workspaceTopic(workspaceId), { type: 'workspace_event', workspaceId, eventId, event });
    } else if (signal.kind === 'workspace_access_removed') {
      access.publish(workspaceAccessTopic(signal.workspaceId), { type: 'workspace_access_removed', userId: signal.userId });
    } else if (signal.kind === 'resync') {
      users.publishToAll({ type: 'resync' });
      workspaces.publishToAll({ type: 'workspace_catch_up' });
    }
  });

  app.decorate('realtime', {
    users,
    workspaces,
    access,
    signals,
    closing: closing.signal,
    async publishToWorkspace(workspaceId, event) {
      // Checked before it is stored, so an event too big to signal is refused rather than kept half-delivered.
      encodeSignal({ kind: 'workspace', workspaceId, eventId: 0, event });
      // Stored and signalled in one transaction: an instance that dies after the commit cannot leave it unsignalled.
      await signals.transaction(app.db.orm, async (tx, send) => {
        const eventId = await appendWorkspaceEvent(tx, workspaceId, event);
        send({ kind: 'workspace', workspaceId, eventId, event });
      });
    },
    removeWorkspaceAccess: (workspaceId, userId) => signals.send({ kind: 'workspace_access_removed', workspaceId, userId }),
  } satisfies Realtime);
  const pruneTimer = setInterval(() => pruneWorkspaceEvents(app.db.orm).catch(onError), PRUNE_INTERVAL_MS);
  pruneTimer.unref();
  app.addHook('preClose', async () => {
    clearInterval(pruneTimer);
    closing.abort();
  });
  app.addHook('onClose', () => signals.close());
}
