import { encodeSignal, type Signal, type SignalBus, SignalHandlers } from './signals';

/** One instance (PGlite): signals go straight to this process's handlers, after the sender's await. */
export function createLocalSignalBus(onError: (error: unknown) => void): SignalBus {
  const handlers = new SignalHandlers(onError);
  return {
    reach: 'process',
    async send(signal: Signal) {
      // The same limit as PostgreSQL, so a module that works on PGlite keeps working on a cluster.
      encodeSignal(signal);
      queueMicrotask(() => handlers.dispatch(signal));
    },
    async transaction(orm, write) {
      const queued: Signal[] = [];
      const result = await orm.transaction((tx) =>
        write(tx, (signal) => {
          encodeSignal(signal);
          queued.push(signal);
        }),
      );
      for (const signal of queued) queueMicrotask(() => handlers.dispatch(signal));
      return result;
    },
    onSignal: (handler) => handlers.add(handler),
    close: async () => {},
  };
}
