/**
 * Reads of one key that arrive together share one query: under 50 readers of a board, one round trip to the
 * database answers all of them instead of 50 queueing for the pool. (On PGlite a query ends before the next
 * request is read, so readers rarely overlap there; boardAccess.ts keeps the answer in memory instead.)
 *
 * A reader never joins a query that started before it asked, or it could miss a write that committed
 * in between: it joins the one queued to start when the running one ends, so every answer is at least as
 * fresh as the moment its reader asked. At most one query per key runs and one waits.
 */
export function coalescedReads<Value>(read: (key: string) => Promise<Value>): (key: string) => Promise<Value> {
  const running = new Map<string, Promise<Value>>();
  const queued = new Map<string, Promise<Value>>();

  const start = (key: string): Promise<Value> => {
    const query = read(key);
    running.set(key, query);
    const done = () => {
      if (running.get(key) === query) running.delete(key);
    };
    query.then(done, done);
    return query;
  };

  return (key) => {
    const waiting = queued.get(key);
    if (waiting) return waiting;
    const current = running.get(key);
    if (!current) return start(key);
    const next = current
      .catch(() => undefined)
      .then(() => {
        queued.delete(key);
        return start(key);
      });
    queued.set(key, next);
    return next;
  };
}
