import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { Orm } from '../db/database';
import { encodeSignal, type Signal, type SignalBus, SignalHandlers } from './signals';

export const REALTIME_CHANNEL = 'artel_realtime';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

export interface PostgresSignalBusOptions {
  /** The dedicated LISTEN connection is opened from this; a pooled one could not stay in LISTEN. */
  connectionString: string;
  /** NOTIFY goes through the app's pool. */
  orm: Orm;
  onError: (error: unknown) => void;
}

function decodeSignal(payload: string | undefined): Signal | undefined {
  if (!payload) return undefined;
  try {
    const signal = JSON.parse(payload) as Signal;
    return typeof signal === 'object' && signal !== null && typeof signal.kind === 'string' ? signal : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Signals for several instances on one PostgreSQL: NOTIFY on send, and one LISTEN connection per instance
 * that hands every signal (this instance's own included) to the handlers. When that connection drops it
 * reconnects with backoff and then dispatches 'resync', since NOTIFYs sent meanwhile are gone.
 */
export async function openPostgresSignalBus(options: PostgresSignalBusOptions): Promise<SignalBus> {
  const handlers = new SignalHandlers(options.onError);
  let listener: Client | undefined;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const listen = async (): Promise<void> => {
    const client = new Client({ connectionString: options.connectionString });
    const lost = (error?: Error) => {
      if (error) options.onError(error);
      if (listener !== client) return;
      listener = undefined;
      client.end().catch(() => undefined);
      if (!closed) scheduleReconnect();
    };
    client.on('notification', (message) => {
      if (message.channel !== REALTIME_CHANNEL) return;
      const signal = decodeSignal(message.payload);
      if (signal) handlers.dispatch(signal);
    });
    client.on('error', lost);
    client.on('end', () => lost());
    try {
      await client.connect();
      await client.query(`LISTEN ${REALTIME_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    listener = client;
  };

  const scheduleReconnect = () => {
    retryTimer = setTimeout(() => {
      listen().then(
        () => {
          retryMs = FIRST_RETRY_MS;
          handlers.dispatch({ kind: 'resync' });
        },
        (error: unknown) => {
          options.onError(error);
          retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
          if (!closed) scheduleReconnect();
        },
      );
    }, retryMs);
    retryTimer.unref();
  };

  await listen();

  return {
    reach: 'postgres',
    async send(signal) {
      await options.orm.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${encodeSignal(signal)})`);
    },
    transaction: (orm, write) =>
      orm.transaction(async (tx) => {
        const queued: string[] = [];
        const result = await write(tx, (signal) => queued.push(encodeSignal(signal)));
        // Inside the transaction: PostgreSQL holds these until it commits and drops them if it does not.
        for (const payload of queued) await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
        return result;
      }),
    onSignal: (handler) => handlers.add(handler),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const client = listener;
      listener = undefined;
      await client?.end();
    },
  };
}
