import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

type Logger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean; levels: { values: Record<string, number> } };

/**
 * Fastify makes a child logger for every request, and pino stringifies the child's bindings through the redaction
 * of every secret path (loggerOptions.ts): ~7% of the CPU of an authenticated GET that, at the usual levels, logs
 * nothing (issue 16, measured with --cpu-prof). The request's logger here makes that child on its first line
 * instead; a call at a level that is off stays the parent's no-op. Options of a route (its own level or
 * serializers) make the child at once, as before.
 */
export const lazyRequestLogger: ChildLoggerFactory = function lazyRequestLogger(parent, bindings, options) {
  const logger = parent as Partial<Logger>;
  // Without logging (tests) the parent is Fastify's silent stand-in, whose child costs nothing.
  if (Object.keys(options).length > 0 || !logger.levels || !logger.isLevelEnabled) return parent.child(bindings, options);
  const { levels, isLevelEnabled } = logger as Logger;
  let child: FastifyBaseLogger | undefined;
  const made = () => (child ??= parent.child(bindings));
  return new Proxy(parent, {
    get(target, key) {
      if (child) return Reflect.get(child, key);
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== 'function') return value;
      const quietLevel = typeof key === 'string' && key in levels.values && !isLevelEnabled.call(target, key);
      if (quietLevel) return value;
      return (...args: unknown[]) => Reflect.apply(Reflect.get(made(), key) as (...rest: unknown[]) => unknown, made(), args);
    },
    set: (_target, key, value) => Reflect.set(made(), key, value),
  });
};
