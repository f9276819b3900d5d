/**
 * The board view served from memory. Reading a board of 4,000 cards means ~2 MB of JSON built by the database
 * and compressed: done once per board version (boardVersion.ts) and kept, not once per request. What every
 * viewer sees (columns, labels, cards) is cached per board and version; what differs between viewers (the
 * board with their board role, their permissions, the workspace's kanban settings) is read per request and
 * leads the answer, and each such lead gets its own bytes, ETag and compressed forms (few: one per role).
 *
 * A version read before the view was built may find a view built after a later write: that view is newer,
 * never staler, than the version says, so it is served; an older one is rebuilt, or, when it is one version
 * behind and that version changed one card, made from the older one with that card's face read again.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { SharedBoardView } from './sharedBoardView';

export type ViewEncoding = 'br' | 'gzip' | 'identity';

/**
 * Memory for cached views, the least recently read boards leaving first: a 4,000-card board holds ~2 MB of JSON
 * per viewer lead plus a tenth of that per compressed form.
 */
const MAX_CACHED_BYTES = 96 * 1024 * 1024;
/** Viewer leads kept per board: one per board role and permission set in practice. */
const MAX_LEADS_PER_BOARD = 8;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * The compression plugin's level 4 (server/src/http/compression.ts): the first read after a write waits for it,
 * and brotli's next qualities cost much more time for 2 MB than they save in size.
 */
const compressors: Record<Exclude<ViewEncoding, 'identity'>, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gzip: (bytes) => gzip(bytes, { level: 4 }),
};

/** A board view's version, and the one card its write changed alone, if so (boardVersion.ts). */
export interface BoardViewVersion {
  version: number;
  changedCardId: string | null;
}

/** Where a board's shared part comes from: built whole, or the previous version with one card read again. */
export interface SharedViewSource {
  build(): Promise<SharedBoardView>;
  withCard(previous: SharedBoardView, cardId: string): Promise<SharedBoardView>;
}

export interface EncodedView {
  /** Strong: one per exact byte sequence sent. */
  etag: string;
  bytes: () => Promise<Buffer>;
}

export class LeadVariant {
  private readonly encoded = new Map<ViewEncoding, Promise<Buffer>>();
  readonly raw: Buffer;
  private readonly hash: string;

  constructor(lead: string, shared: string) {
    this.raw = Buffer.from(`${lead},${shared}}`);
    this.hash = createHash('sha256').update(this.raw).digest('base64url').slice(0, 27);
  }

  /** The compressed forms asked for so far, to make again for the next version of the board. */
  encodings(): ViewEncoding[] {
    return [...this.encoded.keys()];
  }

  as(encoding: ViewEncoding): EncodedView {
    return { etag: `"${this.hash}-${encoding}"`, bytes: () => this.bytes(encoding) };
  }

  private bytes(encoding: ViewEncoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.raw);
    let found = this.encoded.get(encoding);
    if (!found) {
      found = compressors[encoding](this.raw);
      this.encoded.set(encoding, found);
      found.catch(() => this.encoded.delete(encoding));
    }
    return found;
  }
}

interface CachedBoard {
  version: number;
  shared: Promise<SharedBoardView>;
  leads: Map<string, LeadVariant>;
  /** What its shared part (its text and its faces) and lead variants hold (compressed forms are a fraction and not counted). */
  bytes: number;
}

export class BoardViewCache {
  private readonly boards = new Map<string, CachedBoard>();
  /** Boards being rebuilt after a write; true when another write came meanwhile and asks for one more round. */
  private readonly warming = new Map<string, boolean>();
  /** The rebuilds under way, which the database must outlive. */
  private readonly rebuilds = new Set<Promise<void>>();
  private closed = false;

  /**
   * The view of `boardId` at version `at` or newer for a viewer whose lead is `lead` (a JSON object's text);
   * `source` makes the shared part when the cached one is older than `at` or missing.
   */
  async view(boardId: string, at: BoardViewVersion, lead: string, source: SharedViewSource): Promise<LeadVariant> {
    const board = this.current(boardId, at, source);
    const { text: shared } = await board.shared;
    let variant = board.leads.get(lead);
    if (!variant) {
      if (board.leads.size >= MAX_LEADS_PER_BOARD) {
        const oldest = board.leads.keys().next().value!;
        board.bytes -= board.leads.get(oldest)!.raw.length;
        board.leads.delete(oldest);
      }
      variant = new LeadVariant(lead.slice(0, -1), shared);
      board.leads.set(lead, variant);
      board.bytes += (board.leads.size === 1 ? 2 * shared.length : 0) + variant.raw.length;
      this.evictBeyondBudget(board);
    }
    return variant;
  }

  /**
   * After a write committed, rebuilds off the request path the view of a board that is cached (someone reads it):
   * the shared part, each viewer lead read before and the compressed forms they asked for, so the next reader
   * finds it ready rather than building it. `version` is read before the build, so the view is never older than
   * it. Writes during a rebuild ask for one more round, not one each: a burst of writes costs two rebuilds.
   */
  async warm(boardId: string, version: () => Promise<BoardViewVersion>, source: SharedViewSource): Promise<void> {
    if (this.closed) return;
    const rebuild = this.rebuild(boardId, version, source);
    this.rebuilds.add(rebuild);
    try {
      await rebuild;
    } finally {
      this.rebuilds.delete(rebuild);
    }
  }

  /**
   * Before the database closes: no rebuild starts after this and none takes another round, and it resolves once
   * the rounds under way are over, so none queries a closed database.
   */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.allSettled(this.rebuilds);
  }

  private async rebuild(boardId: string, version: () => Promise<BoardViewVersion>, source: SharedViewSource): Promise<void> {
    if (!this.boards.has(boardId)) return;
    if (this.warming.has(boardId)) {
      this.warming.set(boardId, true);
      return;
    }
    try {
      do {
        this.warming.set(boardId, false);
        const previous = this.boards.get(boardId);
        if (!previous) return;
        const at = await version();
        const board = this.current(boardId, at, source);
        if (board === previous) continue;
        await board.shared;
        for (const [lead, old] of previous.leads) {
          const variant = await this.view(boardId, at, lead, source);
          for (const encoding of old.encodings()) await variant.as(encoding).bytes();
        }
      } while (this.warming.get(boardId) && !this.closed);
    } finally {
      this.warming.delete(boardId);
    }
  }

  private evictBeyondBudget(keep: CachedBoard): void {
    let total = 0;
    for (const board of this.boards.values()) total += board.bytes;
    for (const [boardId, board] of this.boards) {
      if (total <= MAX_CACHED_BYTES) return;
      if (board === keep) continue;
      total -= board.bytes;
      this.boards.delete(boardId);
    }
  }

  private current(boardId: string, at: BoardViewVersion, source: SharedViewSource): CachedBoard {
    const cached = this.boards.get(boardId);
    if (cached && cached.version >= at.version) {
      this.boards.delete(boardId);
      this.boards.set(boardId, cached);
      return cached;
    }
    const { changedCardId } = at;
    const shared =
      cached && changedCardId && cached.version === at.version - 1
        ? cached.shared.then((previous) => source.withCard(previous, changedCardId))
        : source.build();
    const fresh: CachedBoard = { version: at.version, shared, leads: new Map(), bytes: 0 };
    fresh.shared.catch(() => {
      if (this.boards.get(boardId) === fresh) this.boards.delete(boardId);
    });
    this.boards.delete(boardId);
    this.boards.set(boardId, fresh);
    return fresh;
  }
}
