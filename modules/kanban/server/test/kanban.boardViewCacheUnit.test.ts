/** BoardViewCache on its own: one build per board version, never an older view, one compression per form. */
import zlib from 'node:zlib';
import { BoardViewCache } from '../boardViewCache';

const lead = (role: string) => JSON.stringify({ board: { role } });

describe('BoardViewCache', () => {
  it('builds once per version for concurrent readers and rebuilds only when the version moves on', async () => {
    const cache = new BoardViewCache();
    let builds = 0;
    const build = (cards: string) => async () => {
      builds += 1;
      return `"cards":${cards}`;
    };
    const first = await Promise.all([1, 2, 3].map(() => cache.view('b', 1, lead('a'), build('[1]'))));
    expect(builds).toBe(1);
    expect(new Set(first).size).toBe(1);
    expect(JSON.parse((await first[0]!.as('identity').bytes()).toString())).toEqual({ board: { role: 'a' }, cards: [1] });

    const newer = await cache.view('b', 2, lead('a'), build('[1,2]'));
    expect(builds).toBe(2);
    expect(JSON.parse((await newer.as('identity').bytes()).toString()).cards).toEqual([1, 2]);
    // A request that read version 1 before the write committed gets the newer view, not the old one.
    const late = await cache.view('b', 1, lead('a'), build('[1]'));
    expect(JSON.parse((await late.as('identity').bytes()).toString()).cards).toEqual([1, 2]);
    expect(builds).toBe(2);
  });

  it('keeps each viewer lead apart and compresses each form once, with an ETag per form', async () => {
    const cache = new BoardViewCache();
    const build = async () => `"cards":${JSON.stringify(Array.from({ length: 200 }, (_, index) => ({ title: `Card ${index}` })))}`;
    const admin = await cache.view('b', 1, lead('board_admin'), build);
    const viewer = await cache.view('b', 1, lead(null as unknown as string), build);
    expect(admin.as('br').etag).not.toBe(viewer.as('br').etag);
    expect(new Set(['br', 'gzip', 'identity'].map((form) => admin.as(form as 'br').etag)).size).toBe(3);
    const [one, two] = await Promise.all([admin.as('br').bytes(), admin.as('br').bytes()]);
    expect(one).toBe(two);
    expect(JSON.parse(zlib.brotliDecompressSync(one).toString()).board.role).toBe('board_admin');
    expect(JSON.parse(zlib.gunzipSync(await viewer.as('gzip').bytes()).toString()).board.role).toBeNull();
  });

  it('rebuilds a read board after a write, with the leads and forms read before, and leaves unread boards alone', async () => {
    const cache = new BoardViewCache();
    let builds = 0;
    const build = (cards: string) => async () => {
      builds += 1;
      return `"cards":${cards}`;
    };
    await cache.warm('unread', async () => 2, build('[1]'));
    expect(builds).toBe(0);

    const before = await cache.view('b', 1, lead('a'), build('[1]'));
    await before.as('br').bytes();
    await cache.warm('b', async () => 2, build('[1,2]'));
    expect(builds).toBe(2);
    const after = await cache.view('b', 2, lead('a'), build('[stale]'));
    expect(builds).toBe(2);
    expect(after.encodings()).toEqual(['br']);
    expect(JSON.parse(zlib.brotliDecompressSync(await after.as('br').bytes()).toString()).cards).toEqual([1, 2]);
  });

  it('answers a burst of writes with one more rebuild at the newest version, not one rebuild each', async () => {
    const cache = new BoardViewCache();
    let version = 1;
    let builds = 0;
    const build = async () => {
      builds += 1;
      return `"cards":[${version}]`;
    };
    await cache.view('b', 1, lead('a'), build);
    version = 2;
    const first = cache.warm('b', async () => version, build);
    for (version = 3; version <= 6; version += 1) void cache.warm('b', async () => version, build);
    version = 6;
    await first;
    expect(builds).toBe(3);
    const view = await cache.view('b', 6, lead('a'), build);
    expect(JSON.parse((await view.as('identity').bytes()).toString()).cards).toEqual([6]);
    expect(builds).toBe(3);
  });
});
