import { FOCUS_REFRESH_MIN_INTERVAL_MS, onWindowFocus } from './windowFocus';

describe('onWindowFocus', () => {
  it('calls back on focus, at most once per interval, until stopped', () => {
    let now = 0;
    const callback = jest.fn();
    const stop = onWindowFocus(window, callback, { now: () => now });
    window.dispatchEvent(new Event('focus'));
    now = FOCUS_REFRESH_MIN_INTERVAL_MS - 1;
    window.dispatchEvent(new Event('focus'));
    expect(callback).toHaveBeenCalledTimes(1);
    now = FOCUS_REFRESH_MIN_INTERVAL_MS;
    window.dispatchEvent(new Event('focus'));
    expect(callback).toHaveBeenCalledTimes(2);
    stop();
    now *= 3;
    window.dispatchEvent(new Event('focus'));
    expect(callback).toHaveBeenCalledTimes(2);
  });
});
