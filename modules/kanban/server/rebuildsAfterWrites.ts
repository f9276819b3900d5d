/**
 * Board views rebuilt after a write (PostgreSQL only, boardRoutes.ts) start once the writing request has answered:
 * rebuilding a 4,000-card board keeps a core busy for ~100 ms, and started while the write still had queries to
 * run (its answer, the flows it triggers) it slowed that write down. The next reader arrives after the answer
 * anyway. A write made outside a request (a flow's action) is rebuilt after `fallbackMs`.
 */
export class RebuildsAfterWrites {
  private readonly waiting = new Map<string, () => void>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly fallbackMs = 50) {}

  /** Runs `rebuild` for `boardId` at the next answer or after the fallback delay; one per board however many writes. */
  after(boardId: string, rebuild: () => void): void {
    this.waiting.set(boardId, rebuild);
    if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), this.fallbackMs);
      this.timer.unref();
    }
  }

  /** A request has answered: every waiting rebuild starts. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rebuilds = [...this.waiting.values()];
    this.waiting.clear();
    for (const rebuild of rebuilds) rebuild();
  }

  /** The server closes: nothing waiting may start on a closed database. */
  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting.clear();
  }
}
