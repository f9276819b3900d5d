import { createEvent, createStore } from 'effector';
import { monitorTokensWhileSignedIn } from './sessionMonitor';

describe('monitorTokensWhileSignedIn', () => {
  it('starts the monitor on sign-in, once, and stops it on sign-out', () => {
    const set = createEvent<boolean>();
    const $signedIn = createStore(false).on(set, (_, value) => value);
    const stop = jest.fn();
    const start = jest.fn(() => stop);
    monitorTokensWhileSignedIn($signedIn, start);
    expect(start).not.toHaveBeenCalled();
    set(true);
    set(true);
    expect(start).toHaveBeenCalledTimes(1);
    set(false);
    expect(stop).toHaveBeenCalledTimes(1);
    set(true);
    expect(start).toHaveBeenCalledTimes(2);
  });
});
