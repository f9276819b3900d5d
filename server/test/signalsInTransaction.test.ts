import './support/nativeModules';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { openPostgresDatabase } from '../src/db/postgres';
import { createLocalSignalBus } from '../src/realtime/localSignalBus';
import { openPostgresSignalBus } from '../src/realtime/postgresSignalBus';
import type { Signal, SignalBus } from '../src/realtime/signals';
import { openTestDatabase } from './support/testDatabase';
import { testDatabaseUrl } from './support/testEnv';

const signal = (userId: string): Signal => ({ kind: 'unread', userId });
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Signals a bus hands to its handlers, by user id. */
function received(bus: SignalBus): string[] {
  const got: string[] = [];
  bus.onSignal((delivered) => {
    if (delivered.kind === 'unread') got.push(delivered.userId);
  });
  return got;
}

async function untilReceived(got: string[], userId: string): Promise<void> {
  for (let waited = 0; !got.includes(userId); waited += 10) {
    if (waited > 5000) throw new Error(`signal for ${userId} never arrived`);
    await settle(10);
  }
}

describe('signals sent with a transaction, on one instance', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(() => database.close());

  it('go once the transaction has committed, and not at all when it rolls back', async () => {
    const bus = createLocalSignalBus(() => {});
    const got = received(bus);
    await bus.transaction(database.orm, async (tx, send) => {
      send(signal('committed'));
      await tx.execute(sql`select 1`);
      await settle(20);
      expect(got).toEqual([]);
    });
    await settle(0);
    expect(got).toEqual(['committed']);

    await expect(
      bus.transaction(database.orm, async (_tx, send) => {
        send(signal('rolled back'));
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await settle(20);
    expect(got).toEqual(['committed']);
  });
});

const url = testDatabaseUrl();
const onPostgres = url ? describe : describe.skip;

onPostgres('signals sent with a transaction, across instances of one PostgreSQL', () => {
  let writer: Database;
  let reader: Database;
  let sending: SignalBus;
  let listening: SignalBus;

  beforeAll(async () => {
    writer = await openTestDatabase();
    reader = await openPostgresDatabase(url!);
    sending = await openPostgresSignalBus({ connectionString: url!, orm: writer.orm, onError: () => {} });
    listening = await openPostgresSignalBus({ connectionString: url!, orm: reader.orm, onError: () => {} });
  });

  afterAll(async () => {
    await sending.close();
    await listening.close();
    await reader.close();
    await writer.close();
  });

  it('reach another instance at commit, from PostgreSQL itself: the sender has nothing left to do after its commit', async () => {
    const got = received(listening);
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    const writing = sending.transaction(writer.orm, async (tx, send) => {
      send(signal('with its row'));
      await tx.execute(sql`select 1`);
      await committed;
    });
    await settle(100);
    expect(got).toEqual([]);
    commit();
    await writing;
    // Whatever the sending instance does now (even die), the signal was queued by the commit.
    await writer.close();
    await untilReceived(got, 'with its row');
    writer = await openTestDatabase();
  });

  it('never reach anyone when the transaction rolls back', async () => {
    const got = received(listening);
    await expect(
      sending.transaction(writer.orm, async (_tx, send) => {
        send(signal('rolled back'));
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    await sending.transaction(writer.orm, async (_tx, send) => send(signal('after')));
    await untilReceived(got, 'after');
    expect(got).toEqual(['after']);
  });
});
