/** The write count of embedded PGlite: still while only SELECTs run, moved by anything else, before and after it. */
import { PGlite } from '@electric-sql/pglite';
import { countPgliteWrites } from '../src/db/pgliteWriteCount';

describe('countPgliteWrites', () => {
  let client: PGlite;
  let writes: () => number;

  beforeAll(async () => {
    client = await PGlite.create();
    writes = countPgliteWrites(client);
    await client.exec('create table notes (id int primary key, body text)');
  });
  afterAll(() => client.close());

  it('stays put while only lone SELECTs run', async () => {
    const before = writes();
    await client.query('select * from notes');
    await client.query('  SELECT count(*) from notes where id = $1', [1]);
    expect(writes()).toBe(before);
  });

  it('moves for statements, exec and transactions, and is the same counter for the same client', async () => {
    let before = writes();
    await client.query('insert into notes values ($1, $2)', [1, 'a']);
    expect(writes()).toBeGreaterThan(before);
    before = writes();
    await client.query('with gone as (delete from notes where id = 1 returning id) select * from gone');
    expect(writes()).toBeGreaterThan(before);
    before = writes();
    await client.exec("insert into notes values (2, 'b')");
    expect(writes()).toBeGreaterThan(before);
    before = writes();
    await client.transaction(async (tx) => {
      await tx.query('select * from notes');
    });
    expect(writes()).toBeGreaterThan(before);
    expect(countPgliteWrites(client)).toBe(writes);
  });

  it('moves again when a write ends, so a read that overlapped it is not taken as current', async () => {
    let inside = 0;
    const before = writes();
    await client.transaction(async (tx) => {
      inside = writes();
      await tx.query("update notes set body = 'c' where id = 2");
    });
    expect(inside).toBeGreaterThan(before);
    expect(writes()).toBeGreaterThan(inside);
  });
});
