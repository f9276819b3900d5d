/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createOutboundClient } from './outboundClient';
import { OutboundError } from './outboundError';
import type { Resolve } from './guardedLookup';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const servers: Server[] = [];

async function listen(handler: Handler, host = '127.0.0.1'): Promise<{ origin: string; hits: () => number }> {
  let hits = 0;
  const server = createServer((request, response) => {
    hits += 1;
    handler(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://${host.includes(':') ? `[${host}]` : host}:${port}`, hits: () => hits };
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const ok: Handler = (_request, response) => response.end('ok');

async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OutboundError) return error.failure;
    throw error;
  }
  return 'none';
}

const resolvingTo =
  (...answers: string[][]): Resolve =>
  async () => {
    const next = (answers.length > 1 ? answers.shift() : answers[0]) ?? [];
    return next.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('the outbound client refuses addresses inside a network, in every notation', () => {
  const refused = [
    'http://127.0.0.1:{port}/hook',
    'http://localhost:{port}/hook',
    'http://LOCALHOST.:{port}/hook',
    'http://sub.localhost:{port}/hook',
    'http://[::1]:{port}/hook',
    'http://0.0.0.0:{port}/hook',
    'http://0:{port}/hook',
    'http://[::]:{port}/hook',
    'http://2130706433:{port}/hook',
    'http://127.1:{port}/hook',
    'http://0x7f.1:{port}/hook',
    'http://017700000001:{port}/hook',
    'http://[::ffff:127.0.0.1]:{port}/hook',
    'http://[::ffff:7f00:1]:{port}/hook',
    'http://[::127.0.0.1]:{port}/hook',
    'http://[::169.254.169.254]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:169.254.169.254]/',
    'http://10.0.0.1/',
    'http://172.16.5.4/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://224.0.0.1/',
    'http://[ff02::1]/',
    'http://255.255.255.255/',
    'http://[64:ff9b::7f00:1]/',
    'http://[2002:7f00:1::]/',
    'http://metadata.google.internal/computeMetadata/v1/',
    'http://metadata/',
    'http://printer.local/',
  ];

  it.each(refused)('%s is refused when saved and when called, and nothing is sent', async (template) => {
    const target = await listen(ok);
    const port = new URL(target.origin).port;
    const url = template.replace('{port}', port);
    const client = createOutboundClient({ allowedHosts: () => [], resolve: resolvingTo(['127.0.0.1']) });
    expect(await failureOf(client.check(url))).toBe('address_not_allowed');
    expect(await failureOf(client.fetch(url, { method: 'POST', body: '{}', timeoutMs: 2000 }))).toBe('address_not_allowed');
    expect(target.hits()).toBe(0);
  });

  it('refuses a public-looking name that resolves to a private address', async () => {
    const client = createOutboundClient({ allowedHosts: () => [], resolve: resolvingTo(['10.1.2.3']) });
    expect(await failureOf(client.check('https://hooks.example.com/x'))).toBe('address_not_allowed');
    expect(await failureOf(client.fetch('https://hooks.example.com/x'))).toBe('address_not_allowed');
  });

  it('refuses a name with one public and one private address', async () => {
    const client = createOutboundClient({ allowedHosts: () => [], resolve: resolvingTo(['93.184.216.34', '127.0.0.1']) });
    expect(await failureOf(client.check('https://hooks.example.com/x'))).toBe('address_not_allowed');
  });

  it('refuses DNS rebinding: checked public when saved, private when it connects', async () => {
    const target = await listen(ok);
    const port = new URL(target.origin).port;
    const client = createOutboundClient({ allowedHosts: () => [], resolve: resolvingTo(['93.184.216.34'], ['127.0.0.1']) });
    const url = `http://rebind.example.com:${port}/hook`;
    await expect(client.check(url)).resolves.toBeUndefined();
    expect(await failureOf(client.fetch(url, { timeoutMs: 2000 }))).toBe('address_not_allowed');
    expect(target.hits()).toBe(0);
  });

  it('allows only http and https', async () => {
    const client = createOutboundClient({ allowedHosts: () => [] });
    for (const url of ['file:///etc/passwd', 'ftp://example.com/', 'gopher://example.com/', 'data:text/plain,hi']) {
      expect(await failureOf(client.check(url))).toBe('scheme_not_allowed');
    }
    expect(await failureOf(client.check('not a url'))).toBe('invalid_url');
  });
});

describe('the platform administrator’s allow-list', () => {
  it('lets an allowed host and port through, and no other port of it', async () => {
    const target = await listen(ok);
    const other = await listen(ok);
    const hosts: string[] = [];
    const client = createOutboundClient({ allowedHosts: () => hosts });
    expect(await failureOf(client.fetch(`${target.origin}/v1`))).toBe('address_not_allowed');
    hosts.push(target.origin);
    const response = await client.fetch(`${target.origin}/v1`);
    expect(await response.text()).toBe('ok');
    await expect(client.check(`${target.origin}/v1`)).resolves.toBeUndefined();
    expect(await failureOf(client.fetch(`${other.origin}/v1`))).toBe('address_not_allowed');
    expect(other.hits()).toBe(0);
  });

  it('keeps to the port of an entry pasted with a path', async () => {
    const target = await listen(ok);
    const other = await listen(ok);
    const client = createOutboundClient({ allowedHosts: () => [`${new URL(target.origin).host}/v1`] });
    expect((await client.fetch(`${target.origin}/v1/chat`)).status).toBe(200);
    expect(await failureOf(client.fetch(`${other.origin}/v1/chat`))).toBe('address_not_allowed');
  });

  it('accepts an entry without a scheme', async () => {
    const target = await listen(ok);
    const client = createOutboundClient({ allowedHosts: () => [new URL(target.origin).host] });
    expect((await client.fetch(`${target.origin}/`)).status).toBe(200);
  });
});

describe('redirects, time and size', () => {
  it('checks every redirect again: an allowed host cannot send the call on to a refused one', async () => {
    const inside = await listen(ok);
    const insidePort = new URL(inside.origin).port;
    const front = await listen((_request, response) => {
      response.writeHead(302, { location: `http://localhost:${insidePort}/admin` }).end();
    });
    const client = createOutboundClient({ allowedHosts: () => [front.origin] });
    expect(await failureOf(client.fetch(`${front.origin}/start`, { maxRedirects: 3 }))).toBe('address_not_allowed');
    expect(inside.hits()).toBe(0);
  });

  it('follows a few redirects between allowed hosts and stops after the limit', async () => {
    let target = '';
    const loop = await listen((request, response) => {
      if (request.url === '/end') response.end('arrived');
      else response.writeHead(307, { location: request.url === '/1' ? '/end' : `${target}/1` }).end();
    });
    target = loop.origin;
    const client = createOutboundClient({ allowedHosts: () => [loop.origin] });
    expect((await client.fetch(`${loop.origin}/0`)).status).toBe(307);
    expect(await (await client.fetch(`${loop.origin}/0`, { maxRedirects: 3 })).text()).toBe('arrived');
    expect(await failureOf(client.fetch(`${loop.origin}/0`, { maxRedirects: 1 }))).toBe('too_many_redirects');
  });

  it('stops a call that takes too long', async () => {
    const slow = await listen(() => undefined);
    const client = createOutboundClient({ allowedHosts: () => [slow.origin] });
    expect(await failureOf(client.fetch(`${slow.origin}/`, { timeoutMs: 200 }))).toBe('timeout');
  });

  it('stops reading an answer larger than allowed', async () => {
    const big = await listen((_request, response) => response.end(Buffer.alloc(300_000, 97)));
    const client = createOutboundClient({ allowedHosts: () => [big.origin] });
    expect(await failureOf(client.fetch(`${big.origin}/`, { maxBytes: 100_000 }))).toBe('too_large');
    expect((await (await client.fetch(`${big.origin}/`)).arrayBuffer()).byteLength).toBe(300_000);
  });

  it('never repeats the URL, which may carry a token, in its failure', async () => {
    const client = createOutboundClient({ allowedHosts: () => [] });
    const url = 'http://127.0.0.1:9/bot123456789:AAHsecretsecretsecretsecretsecret123/getUpdates';
    const error = await client.fetch(url).catch((caught: unknown) => caught as Error);
    expect(String((error as Error).message)).not.toContain('AAHsecret');
    expect(JSON.stringify(error)).not.toContain('AAHsecret');
    expect((error as OutboundError).text('ru')).toMatch(/внутренней сети/);
  });
});
