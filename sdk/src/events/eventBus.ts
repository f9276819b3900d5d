/** The platform event bus (ARCHITECTURE §3): named events, `evt_` ids, a bounded queue and history. SPEC §5, §9. */

export interface PlatformEvent<T = unknown> {
  id: string;
  name: string;
  payload: T;
  source?: string;
  /** Epoch milliseconds of the emit. */
  timestamp: number;
}

export type EventHandler<T = unknown> = (event: PlatformEvent<T>) => void | Promise<unknown>;

export interface EventBusOptions {
  /** Events waiting for delivery; past it the oldest waiting event is dropped (and counted). */
  queueLimit?: number;
  historyLimit?: number;
  /** How long an async handler may run before it is reported as failed. */
  handlerTimeoutMs?: number;
}

export interface EventBusStats {
  queued: number;
  dropped: number;
  handlerErrors: number;
}

export interface EventBus {
  emit<T = unknown>(name: string, payload?: T, opts?: { source?: string }): PlatformEvent<T>;
  /** `'*'` receives every event. Returns the unsubscribe function. */
  on<T = unknown>(name: string, handler: EventHandler<T>): () => void;
  once<T = unknown>(name: string, handler: EventHandler<T>): () => void;
  /** The last emitted events, oldest first (a dropped one included); only those named `name` when given. */
  history(name?: string): PlatformEvent[];
  /** Forgets history, waiting events, subscriptions and counters. */
  clear(): void;
  stats(): EventBusStats;
}

export const PlatformEvents = {
  sessionLoggedIn: 'session.loggedIn',
  sessionLoggedOut: 'session.loggedOut',
  workspaceSwitched: 'workspace.switched',
  moduleRegistered: 'module.registered',
  moduleEnabled: 'module.enabled',
  moduleDisabled: 'module.disabled',
  moduleError: 'module.error',
  navigationChanged: 'navigation.changed',
  notificationReceived: 'notification.received',
  languageChanged: 'i18n.languageChanged',
  handlerError: 'eventBus.handlerError',
} as const;

export const EVENT_QUEUE_LIMIT = 10_000;
export const EVENT_HISTORY_LIMIT = 1_000;
export const EVENT_HANDLER_TIMEOUT_MS = 30_000;
export const EVENT_NAME_MAX_LENGTH = 100;
const WILDCARD = '*';

export function assertValidEventName(name: string): void {
  if (typeof name !== 'string' || !/^[A-Za-z]/.test(name) || name.length > EVENT_NAME_MAX_LENGTH) {
    throw new Error(`Invalid event name: ${String(name)}`);
  }
}

let idCounter = 0;
function createEventId(): string {
  idCounter += 1;
  return `evt_${Date.now().toString(36)}_${idCounter.toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
}

export function createEventBus(opts: EventBusOptions = {}): EventBus {
  const queueLimit = opts.queueLimit ?? EVENT_QUEUE_LIMIT;
  const historyLimit = opts.historyLimit ?? EVENT_HISTORY_LIMIT;
  const handlerTimeoutMs = opts.handlerTimeoutMs ?? EVENT_HANDLER_TIMEOUT_MS;

  let handlers = new Map<string, Set<EventHandler>>();
  let queue: PlatformEvent[] = [];
  let recent: PlatformEvent[] = [];
  let draining = false;
  let dropped = 0;
  let handlerErrors = 0;

  function reportHandlerError(event: PlatformEvent, error: unknown): void {
    handlerErrors += 1;
    console.error(`Event handler for "${event.name}" failed`, error);
    // A failing handler of the error event itself must not feed the loop it reports into.
    if (event.name === PlatformEvents.handlerError) return;
    bus.emit(
      PlatformEvents.handlerError,
      { eventName: event.name, eventId: event.id, error: error instanceof Error ? error.message : String(error) },
      { source: 'eventBus' },
    );
  }

  function watchAsyncHandler(event: PlatformEvent, result: Promise<unknown>): void {
    let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(() => {
      timer = undefined;
      reportHandlerError(event, new Error(`Event handler for "${event.name}" timed out after ${handlerTimeoutMs}ms`));
    }, handlerTimeoutMs);
    result.then(
      () => clearTimeout(timer),
      (error: unknown) => {
        if (timer === undefined) return;
        clearTimeout(timer);
        reportHandlerError(event, error);
      },
    );
  }

  function deliver(event: PlatformEvent): void {
    const targets = [...(handlers.get(event.name) ?? []), ...(handlers.get(WILDCARD) ?? [])];
    for (const handler of targets) {
      try {
        const result = handler(event);
        if (result && typeof (result as Promise<unknown>).then === 'function') watchAsyncHandler(event, result);
      } catch (error) {
        reportHandlerError(event, error);
      }
    }
  }

  function drain(): void {
    // Async handlers are watched, not awaited, so one slow handler never holds up the queue.
    while (queue.length > 0) deliver(queue.shift() as PlatformEvent);
    draining = false;
  }

  const bus: EventBus = {
    emit<T>(name: string, payload?: T, emitOpts: { source?: string } = {}): PlatformEvent<T> {
      assertValidEventName(name);
      const event: PlatformEvent<T> = { id: createEventId(), name, payload: payload as T, timestamp: Date.now() };
      if (emitOpts.source !== undefined) event.source = emitOpts.source;
      recent.push(event);
      if (recent.length > historyLimit) recent.shift();
      queue.push(event);
      if (queue.length > queueLimit) {
        queue.shift();
        dropped += 1;
      }
      if (!draining) {
        draining = true;
        // A resolved promise rather than queueMicrotask: Jest's fake timers fake the latter.
        void Promise.resolve().then(drain);
      }
      return event;
    },
    on<T>(name: string, handler: EventHandler<T>): () => void {
      if (name !== WILDCARD) assertValidEventName(name);
      const set = handlers.get(name) ?? new Set<EventHandler>();
      handlers.set(name, set);
      const entry = handler as EventHandler;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    once<T>(name: string, handler: EventHandler<T>): () => void {
      const unsubscribe = bus.on<T>(name, (event) => {
        unsubscribe();
        return handler(event);
      });
      return unsubscribe;
    },
    history(name?: string): PlatformEvent[] {
      return name === undefined ? [...recent] : recent.filter((event) => event.name === name);
    },
    clear(): void {
      handlers = new Map();
      queue = [];
      recent = [];
      dropped = 0;
      handlerErrors = 0;
    },
    stats: () => ({ queued: queue.length, dropped, handlerErrors }),
  };
  return bus;
}

/** The one bus of the platform: the SDK is a single import-map entry, so every bundle shares it. */
export const eventBus = createEventBus();
