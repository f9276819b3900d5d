import { RebuildsAfterWrites } from '../rebuildsAfterWrites';

describe('board views rebuilt after a write', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('start when a request answers, once per board however many writes it made', () => {
    const rebuilds = new RebuildsAfterWrites(50);
    const started: string[] = [];
    rebuilds.after('b-1', () => started.push('b-1 first'));
    rebuilds.after('b-1', () => started.push('b-1 second'));
    rebuilds.after('b-2', () => started.push('b-2'));
    expect(started).toEqual([]);
    rebuilds.flush();
    expect(started).toEqual(['b-1 second', 'b-2']);
    jest.advanceTimersByTime(100);
    expect(started).toEqual(['b-1 second', 'b-2']);
  });

  it('start after the fallback delay when no request answers (a write made by a flow)', () => {
    const rebuilds = new RebuildsAfterWrites(50);
    const started: string[] = [];
    rebuilds.after('b-1', () => started.push('b-1'));
    jest.advanceTimersByTime(49);
    expect(started).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started).toEqual(['b-1']);
  });

  it('never start once the server has closed', () => {
    const rebuilds = new RebuildsAfterWrites(50);
    const started: string[] = [];
    rebuilds.after('b-1', () => started.push('b-1'));
    rebuilds.stop();
    jest.advanceTimersByTime(100);
    rebuilds.flush();
    expect(started).toEqual([]);
  });
});
