/** coalescedReads on its own: readers who ask together share a query, and none gets an answer older than its asking. */
import { coalescedReads } from './coalescedReads';

/** A read whose queries the test finishes one by one, each answering with the value at the moment it started. */
function controlledRead() {
  let value = 0;
  const started: Array<{ key: string; answer: number; finish: () => void; fail: (error: Error) => void }> = [];
  const read = (key: string) =>
    new Promise<number>((resolve, reject) => {
      const answer = value;
      started.push({ key, answer, finish: () => resolve(answer), fail: reject });
    });
  return { read, started, write: () => (value += 1) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('coalescedReads', () => {
  it('answers any number of readers with at most two queries: the running one and the next', async () => {
    const source = controlledRead();
    const read = coalescedReads(source.read);
    const answers = Promise.all(Array.from({ length: 50 }, () => read('a')));
    expect(source.started).toHaveLength(1);
    source.started[0]!.finish();
    await settle();
    expect(source.started).toHaveLength(2);
    source.started[1]!.finish();
    expect(await answers).toHaveLength(50);
    expect(source.started).toHaveLength(2);
  });

  it('makes a reader who asks during a query wait for the next one, which sees a write committed meanwhile', async () => {
    const source = controlledRead();
    const read = coalescedReads(source.read);
    const early = read('a');
    source.write();
    const late = [read('a'), read('a')];
    expect(source.started).toHaveLength(1);
    source.started[0]!.finish();
    expect(await early).toBe(0);
    await settle();
    expect(source.started).toHaveLength(2);
    source.started[1]!.finish();
    expect(await Promise.all(late)).toEqual([1, 1]);
  });

  it('keeps keys apart and starts afresh once the queries are done', async () => {
    const source = controlledRead();
    const read = coalescedReads(source.read);
    const both = Promise.all([read('a'), read('b')]);
    expect(source.started.map((query) => query.key)).toEqual(['a', 'b']);
    source.started.forEach((query) => query.finish());
    await both;
    source.write();
    const again = read('a');
    expect(source.started).toHaveLength(3);
    source.started[2]!.finish();
    expect(await again).toBe(1);
  });

  it('passes a failed query to its readers and still runs the queued one', async () => {
    const source = controlledRead();
    const read = coalescedReads(source.read);
    const failing = read('a');
    const queued = read('a');
    source.started[0]!.fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await settle();
    source.started[1]!.finish();
    expect(await queued).toBe(0);
  });
});
