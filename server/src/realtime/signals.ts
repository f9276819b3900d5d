import type { Orm } from '../db/database';

/**
 * What one instance tells every instance (itself included) so each can push to its own clients. Signals
 * carry ids, not content: a PostgreSQL NOTIFY payload must stay under 8000 bytes, so the receiver loads rows.
 */
export type WorkspaceEvent = { kind: string } & Record<string, unknown>;

export type Signal =
  | { kind: 'notification'; userId: string; notificationId: string }
  | { kind: 'unread'; userId: string }
  /** `eventId`: the workspace's own gap-free id, given by the database (workspaceEventLog.ts). */
  | { kind: 'workspace'; workspaceId: string; eventId: number; event: WorkspaceEvent }
  /** A logout or a stolen refresh token ended the session: its access tokens die, its sockets close. */
  | { kind: 'session_revoked'; sessionId: string; expiresAt: number }
  /** The user (everyone, when null: the workspace was deleted) lost access to the workspace. */
  | { kind: 'workspace_access_removed'; workspaceId: string; userId: string | null }
  /** The user's row (every user's, when null) changed: instances read it afresh rather than from memory. */
  | { kind: 'user_changed'; userId: string | null }
  /** Memberships, roles, board roles, workspaces or modules changed: instances forget their access cache. */
  | { kind: 'access_changed' };

/** After the cross-instance link was down: signals may have been missed, so clients should catch up. */
export type Resync = { kind: 'resync' };

export type SignalHandler = (signal: Signal | Resync) => void;

export interface SignalBus {
  /** Which engine carries signals: this process only, or every instance on one PostgreSQL. */
  readonly reach: 'process' | 'postgres';
  send(signal: Signal): Promise<void>;
  /**
   * Runs `write` in one transaction on `orm` and sends the signals it queued with that transaction: on PostgreSQL
   * their NOTIFY is part of it, so PostgreSQL delivers them at commit (even when this instance dies right after)
   * and never without the rows they name; in process they go once it has committed.
   */
  transaction<T>(orm: Orm, write: (tx: Orm, send: (signal: Signal) => void) => Promise<T>): Promise<T>;
  onSignal(handler: SignalHandler): void;
  close(): Promise<void>;
}

/** A NOTIFY payload is limited to 8000 bytes; keep room for the envelope. */
export const MAX_SIGNAL_BYTES = 7900;

export function encodeSignal(signal: Signal): string {
  const payload = JSON.stringify(signal);
  if (Buffer.byteLength(payload) > MAX_SIGNAL_BYTES) {
    throw new RangeError(`A realtime signal must be at most ${MAX_SIGNAL_BYTES} bytes of JSON, got ${Buffer.byteLength(payload)}`);
  }
  return payload;
}

/** Handlers that see every signal; one failing does not keep it from the others. */
export class SignalHandlers {
  private readonly handlers: SignalHandler[] = [];

  constructor(private readonly onError: (error: unknown) => void) {}

  add(handler: SignalHandler): void {
    this.handlers.push(handler);
  }

  dispatch(signal: Signal | Resync): void {
    for (const handler of this.handlers) {
      try {
        handler(signal);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}
