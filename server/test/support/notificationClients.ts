import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** Frames a test waits for arrive within this; far above any real delivery, so only a lost one trips it. */
const WAIT_MS = 5000;

export type Frame = { type: string } & Record<string, unknown>;

/** Where a listening app accepts connections, for real sockets and plain HTTP. */
export function baseUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening on a TCP port');
  return `http://127.0.0.1:${address.port}`;
}

/** A real WebSocket client that queues what the server sends, so a test can await the next matching frame. */
export class TestSocket {
  readonly frames: Frame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<() => void> = [];

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as Frame);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static connect(app: FastifyInstance, query: Record<string, string>): Promise<TestSocket> {
    const url = `${baseUrl(app).replace('http', 'ws')}/api/v1/notifications/ws?${new URLSearchParams(query)}`;
    const socket = new WebSocket(url);
    const client = new TestSocket(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(client));
      socket.once('error', reject);
    });
  }

  /** Connects and waits for the 'ready' frame. */
  static async ready(app: FastifyInstance, token: string, query: Record<string, string> = {}): Promise<TestSocket> {
    const client = await TestSocket.connect(app, { token, ...query });
    await client.next('ready');
    return client;
  }

  send(frame: unknown): void {
    this.socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Removes and returns the first queued frame of this type (and matching `where`), waiting for it if need be. */
  async next(type: string, where: (frame: Frame) => boolean = () => true): Promise<Frame> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const index = this.frames.findIndex((frame) => frame.type === type && where(frame));
      if (index >= 0) return this.frames.splice(index, 1)[0]!;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no '${type}' frame within ${WAIT_MS} ms; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Proves a negative: after a round trip through the server (ping/pong), nothing of this type is queued. */
  async expectNone(type: string): Promise<void> {
    this.send({ type: 'ping' });
    await this.next('pong');
    const unexpected = this.frames.filter((frame) => frame.type === type);
    if (unexpected.length > 0) throw new Error(`unexpected '${type}' frames: ${JSON.stringify(unexpected)}`);
  }

  async close(): Promise<void> {
    if (this.socket.readyState !== WebSocket.CLOSED) this.socket.close();
    await this.closed;
  }
}
