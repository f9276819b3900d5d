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
});
