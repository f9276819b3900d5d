import type { FastifyInstance } from 'fastify';
import { RealtimeHub, workspaceAccessTopic, workspaceTopic } from './hub';
import { createLocalSignalBus } from './localSignalBus';
import type { AccessMessage, UserMessage, WorkspaceMessage } from './messages';
import { openPostgresSignalBus } from './postgresSignalBus';
import type { SignalBus, WorkspaceEvent } from './signals';

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
  /** Reaches every socket subscribed to the workspace on every instance. JSON of the event: under 7 KB. */
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
      workspaces.publish(workspaceTopic(signal.workspaceId), { type: 'workspace_event', workspaceId: signal.workspaceId, event: signal.event });
    } else if (signal.kind === 'workspace_access_removed') {
      access.publish(workspaceAccessTopic(signal.workspaceId), { type: 'workspace_access_removed', userId: signal.userId });
    } else if (signal.kind === 'resync') {
      users.publishToAll({ type: 'resync' });
    }
  });

  app.decorate('realtime', {
    users,
    workspaces,
    access,
    signals,
    closing: closing.signal,
    publishToWorkspace: (workspaceId, event) => signals.send({ kind: 'workspace', workspaceId, event }),
    removeWorkspaceAccess: (workspaceId, userId) => signals.send({ kind: 'workspace_access_removed', workspaceId, userId }),
  } satisfies Realtime);
  app.addHook('preClose', async () => closing.abort());
  app.addHook('onClose', () => signals.close());
}
