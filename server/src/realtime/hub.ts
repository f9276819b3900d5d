export type Listener<Message> = (message: Message) => void;

/**
 * In-process publish/subscribe by topic (a user, a workspace). Delivery is synchronous and in subscription
 * order; a listener that throws is reported and does not keep the message from the others.
 */
export class RealtimeHub<Message> {
  private readonly topics = new Map<string, Set<Listener<Message>>>();

  constructor(private readonly onListenerError: (error: unknown) => void = () => {}) {}

  subscribe(topic: string, listener: Listener<Message>): () => void {
    let listeners = this.topics.get(topic);
    if (!listeners) {
      listeners = new Set();
      this.topics.set(topic, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.topics.get(topic) === listeners) this.topics.delete(topic);
    };
  }

  /** Whether anyone on this instance listens: lets a receiver skip loading what nobody here will get. */
  hasSubscribers(topic: string): boolean {
    return this.topics.has(topic);
  }

  subscriberCount(topic: string): number {
    return this.topics.get(topic)?.size ?? 0;
  }

  publish(topic: string, message: Message): void {
    const listeners = this.topics.get(topic);
    if (!listeners) return;
    for (const listener of [...listeners]) this.deliver(listener, message);
  }

  /** To every topic, e.g. "you may have missed something" after the cross-instance link was down. */
  publishToAll(message: Message): void {
    for (const listeners of [...this.topics.values()]) {
      for (const listener of [...listeners]) this.deliver(listener, message);
    }
  }

  private deliver(listener: Listener<Message>, message: Message): void {
    try {
      listener(message);
    } catch (error) {
      this.onListenerError(error);
    }
  }
}

export const userTopic = (userId: string) => `user:${userId}`;
export const workspaceTopic = (workspaceId: string) => `workspace:${workspaceId}`;
export const sessionTopic = (sessionId: string) => `session:${sessionId}`;
export const workspaceAccessTopic = (workspaceId: string) => `workspace-access:${workspaceId}`;
