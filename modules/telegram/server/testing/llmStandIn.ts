/**
 * A local stand-in for an OpenAI-compatible endpoint (tests only): answers POST /v1/chat/completions the
 * way the test says — with an answer, broken JSON, a 500, or too late — and keeps what it was asked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LlmBehaviour = { answer: unknown } | { content: string } | { status: number } | { delayMs: number; answer: unknown };

export interface LlmStandIn {
  /** The base URL, …/v1. */
  url: string;
  behave(behaviour: LlmBehaviour): void;
  requests: Array<{ authorization: string | undefined; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

export async function startLlmStandIn(): Promise<LlmStandIn> {
  let behaviour: LlmBehaviour = { status: 500 };
  const requests: LlmStandIn['requests'] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      requests.push({
        authorization: request.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      });
      if (request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      if ('status' in behaviour) {
        response.writeHead(behaviour.status, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
        return;
      }
      if ('delayMs' in behaviour) await new Promise((resolve) => setTimeout(resolve, (behaviour as { delayMs: number }).delayMs).unref());
      const content = 'content' in behaviour ? behaviour.content : JSON.stringify(behaviour.answer);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    behave(next) {
      behaviour = next;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
