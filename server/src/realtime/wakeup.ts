import type { RealtimeHub } from './hub';

/**
 * Waits for a matching message on its topics. It listens from construction on, and a message that arrives
 * while nobody waits is remembered for the next wait: subscribe first, then read the state you wait on,
 * and nothing slips through between the read and the wait.
 */
export class Wakeup<Message> {
  private pending = false;
  private wake: ((woken: boolean) => void) | undefined;
  private readonly unsubscribes: (() => void)[] = [];

  constructor(hub: RealtimeHub<Message>, topic: string, accept: (message: Message) => boolean) {
    this.alsoOn(hub, topic, accept);
  }

  /** Wakes on a message of another topic too (a long poll waits for notifications and workspace events). */
  alsoOn<Other>(hub: RealtimeHub<Other>, topic: string, accept: (message: Other) => boolean): this {
    this.unsubscribes.push(
      hub.subscribe(topic, (message) => {
        if (!accept(message)) return;
        if (this.wake) this.wake(true);
        else this.pending = true;
      }),
    );
    return this;
  }

  /** True when woken by a message; false when `ms` passed or `signal` aborted first. */
  wait(ms: number, signal?: AbortSignal): Promise<boolean> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve(true);
    }
    if (ms <= 0 || signal?.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const finish = (woken: boolean) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        this.wake = undefined;
        resolve(woken);
      };
      const onAbort = () => finish(false);
      const timer = setTimeout(() => finish(false), ms);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.wake = finish;
    });
  }

  close(): void {
    for (const unsubscribe of this.unsubscribes.splice(0)) unsubscribe();
    this.wake?.(false);
  }
}
