import { afterNextPaint } from './firstMount';

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return async () => {
      await Promise.resolve();
      return done;
    };
  };

  it('settles in the task after the next animation frame, not before it', async () => {
    const frames: FrameRequestCallback[] = [];
    const win = { requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback), setTimeout } as unknown as Window;
    const isDone = settled(afterNextPaint(win));
    jest.advanceTimersByTime(50);
    expect(await isDone()).toBe(false);
    frames.forEach((frame) => frame(0));
    expect(await isDone()).toBe(false);
    jest.advanceTimersByTime(0);
    expect(await isDone()).toBe(true);
  });

  it('settles after the fallback in a background tab, where no frame comes', async () => {
    const win = { requestAnimationFrame: () => 0, setTimeout } as unknown as Window;
    const isDone = settled(afterNextPaint(win, 100));
    jest.advanceTimersByTime(99);
    expect(await isDone()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await isDone()).toBe(true);
  });
});
