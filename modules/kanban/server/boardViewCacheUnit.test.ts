/**
 * BoardViewCache on its own: one build per board version, never an older view, one compression per form, and a
 * view one version behind made from the cached one when that version changed one card.
 */
import zlib from 'node:zlib';
import { BoardViewCache, type SharedViewSource } from './boardViewCache';
import { type CardFace, SharedBoardView } from './sharedBoardView';

const lead = (role: string) => JSON.stringify({ board: { role } });
const at = (version: number, changedCardId: string | null = null) => ({ version, changedCardId });
const face = (id: string, rank: string, title = id): CardFace => ({ id, rank, json: JSON.stringify({ id, rank, title }) });
const shared = (cards: unknown[]) =>
  new SharedBoardView(
    '"cards":',
    cards.map((card, index) => ({ id: `c${index}`, rank: `a${index}`, json: JSON.stringify(card) })),
  );
const cardsOf = async (variant: { as(form: 'identity'): { bytes(): Promise<Buffer> } }) =>
  JSON.parse((await variant.as('identity').bytes()).toString()).cards as unknown[];

/** Counts builds; a one-card change is refused, so every test that does not name a card sees only builds. */
function counting(make: () => SharedBoardView): SharedViewSource & { builds: number } {
  const source = {
    builds: 0,
    build: async () => {
      source.builds += 1;
      return make();
    },
    withCard: async () => {
      throw new Error('not asked for one card');
    },
  };
  return source;
}

describe('BoardViewCache', () => {
  it('builds once per version for concurrent readers and rebuilds only when the version moves on', async () => {
    const cache = new BoardViewCache();
    let cards = [1];
    const source = counting(() => shared(cards));
    const first = await Promise.all([1, 2, 3].map(() => cache.view('b', at(1), lead('a'), source)));
    expect(source.builds).toBe(1);
    expect(new Set(first).size).toBe(1);
    expect(JSON.parse((await first[0]!.as('identity').bytes()).toString())).toEqual({ board: { role: 'a' }, cards: [1] });

    cards = [1, 2];
    const newer = await cache.view('b', at(2), lead('a'), source);
    expect(source.builds).toBe(2);
    expect(await cardsOf(newer)).toEqual([1, 2]);
    // A request that read version 1 before the write committed gets the newer view, not the old one.
    cards = [1];
    expect(await cardsOf(await cache.view('b', at(1), lead('a'), source))).toEqual([1, 2]);
    expect(source.builds).toBe(2);
  });

  it('keeps each viewer lead apart and compresses each form once, with an ETag per form', async () => {
    const cache = new BoardViewCache();
    const source = counting(() => shared(Array.from({ length: 200 }, (_, index) => ({ title: `Card ${index}` }))));
    const admin = await cache.view('b', at(1), lead('board_admin'), source);
    const viewer = await cache.view('b', at(1), lead(null as unknown as string), source);
    expect(admin.as('br').etag).not.toBe(viewer.as('br').etag);
    expect(new Set(['br', 'gzip', 'identity'].map((form) => admin.as(form as 'br').etag)).size).toBe(3);
    const [one, two] = await Promise.all([admin.as('br').bytes(), admin.as('br').bytes()]);
    expect(one).toBe(two);
    expect(JSON.parse(zlib.brotliDecompressSync(one).toString()).board.role).toBe('board_admin');
    expect(JSON.parse(zlib.gunzipSync(await viewer.as('gzip').bytes()).toString()).board.role).toBeNull();
  });

  it('rebuilds a read board after a write, with the leads and forms read before, and leaves unread boards alone', async () => {
    const cache = new BoardViewCache();
    let cards = [1];
    const source = counting(() => shared(cards));
    await cache.warm('unread', async () => at(2), source);
    expect(source.builds).toBe(0);

    const before = await cache.view('b', at(1), lead('a'), source);
    await before.as('br').bytes();
    cards = [1, 2];
    await cache.warm('b', async () => at(2), source);
    expect(source.builds).toBe(2);
    cards = [0];
    const after = await cache.view('b', at(2), lead('a'), source);
    expect(source.builds).toBe(2);
    expect(after.encodings()).toEqual(['br']);
    expect(JSON.parse(zlib.brotliDecompressSync(await after.as('br').bytes()).toString()).cards).toEqual([1, 2]);
  });

  it('answers a burst of writes with one more rebuild at the newest version, not one rebuild each', async () => {
    const cache = new BoardViewCache();
    let version = 1;
    const source = counting(() => shared([version]));
    await cache.view('b', at(1), lead('a'), source);
    version = 2;
    const first = cache.warm('b', async () => at(version), source);
    for (version = 3; version <= 6; version += 1) void cache.warm('b', async () => at(version), source);
    version = 6;
    await first;
    expect(source.builds).toBe(3);
    expect(await cardsOf(await cache.view('b', at(6), lead('a'), source))).toEqual([6]);
    expect(source.builds).toBe(3);
  });

  it('reads again only the card a version changed when the cached view is one version behind, else builds', async () => {
    const cache = new BoardViewCache();
    const asked: string[] = [];
    const source = counting(() => new SharedBoardView('"cards":', [face('x', 'a1'), face('y', 'a2')]));
    source.withCard = async (previous, cardId) => {
      asked.push(cardId);
      return previous.withCard(cardId, face(cardId, 'a3', 'moved last'));
    };
    await cache.view('b', at(1), lead('a'), source);
    const patched = await cardsOf(await cache.view('b', at(2, 'x'), lead('a'), source));
    expect(asked).toEqual(['x']);
    expect(source.builds).toBe(1);
    expect(patched).toEqual([
      { id: 'y', rank: 'a2', title: 'y' },
      { id: 'x', rank: 'a3', title: 'moved last' },
    ]);

    // Two versions behind: what changed in between is not known, so the whole view is built.
    await cache.view('b', at(4, 'y'), lead('a'), source);
    expect(asked).toEqual(['x']);
    expect(source.builds).toBe(2);
    // A version that changed more than one card (a column, a label) is built whole too.
    await cache.view('b', at(5), lead('a'), source);
    expect(source.builds).toBe(3);
  });
});

describe('SharedBoardView.withCard', () => {
  const board = new SharedBoardView('"columns":[],"cards":', [face('a', 'a1'), face('b', 'a2'), face('c', 'a3')]);
  const ids = (view: SharedBoardView) => (JSON.parse(`{${view.text}}`).cards as CardFace[]).map((card) => card.id);

  it('puts a changed card where its rank now places it, and keeps the rest in order', () => {
    expect(ids(board.withCard('a', face('a', 'a4')))).toEqual(['b', 'c', 'a']);
    expect(ids(board.withCard('c', face('c', 'a0')))).toEqual(['c', 'a', 'b']);
    expect(ids(board.withCard('b', face('b', 'a2V')))).toEqual(['a', 'b', 'c']);
  });

  it('adds a new card, orders equal ranks by id, and takes out a card that left the view', () => {
    expect(ids(board.withCard('n', face('n', 'a2')))).toEqual(['a', 'b', 'n', 'c']);
    expect(ids(board.withCard('0', face('0', 'a2')))).toEqual(['a', '0', 'b', 'c']);
    expect(ids(board.withCard('b', null))).toEqual(['a', 'c']);
    expect(ids(board.withCard('missing', null))).toEqual(['a', 'b', 'c']);
    expect(JSON.parse(`{${board.withCard('b', null).text}}`).columns).toEqual([]);
  });

  it('leaves the view it was made from as it was', () => {
    board.withCard('a', null);
    expect(ids(board)).toEqual(['a', 'b', 'c']);
  });
});
