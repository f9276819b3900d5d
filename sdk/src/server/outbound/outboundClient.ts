/**
 * The one way the server reaches a URL a user could influence (flows' webhooks, an LLM endpoint, a Bot API):
 * http(s) only; literal and resolved addresses must be public unless a platform administrator allowed the host;
 * the connection is pinned to the address that was checked; each redirect is checked again; time and answer size
 * are limited; failures are OutboundErrors that never repeat the URL.
 */
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici';
import { ipLiteral, isInternalName, isPublicAddress } from './addressPolicy';
import { type AllowedHost, isAllowed, parseAllowedHost } from './allowList';
import { guardedLookup, publicAddresses, type Resolve, systemResolve } from './guardedLookup';
import { OutboundError } from './outboundError';

export interface OutboundRequestInit {
  method?: string;
  headers?: Record<string, string> | Headers;
  body?: string | Uint8Array | ArrayBuffer | Blob | FormData | URLSearchParams | ReadableStream | null;
  signal?: AbortSignal | null;
  /** Default 10 s for the whole call, redirects included. */
  timeoutMs?: number;
  /** Default 5 MiB of answer body. */
  maxBytes?: number;
  /** Default 0: a redirect is the answer. A caller that follows some names how many. */
  maxRedirects?: number;
}

export interface OutboundHttp {
  /** A fetch that keeps to the policy; the answer's body is read in full (within maxBytes) before it returns. */
  fetch(url: string | URL, init?: OutboundRequestInit): Promise<Response>;
  /** Refuses (OutboundError) a URL the policy would never reach: for a settings form to say so when it is saved. */
  check(url: string): Promise<void>;
}

export interface OutboundClientOptions {
  /** Read at every call, so an administrator's change applies at once. */
  allowedHosts: () => readonly string[];
  /** Tests stand in a resolver for DNS. */
  resolve?: Resolve;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 0;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NO_BODY = new Set([101, 103, 204, 205, 304]);

function parse(url: string | URL): URL {
  let parsed: URL;
  try {
    parsed = new URL(String(url));
  } catch {
    throw new OutboundError('invalid_url');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new OutboundError('scheme_not_allowed');
  return parsed;
}

export function createOutboundClient(options: OutboundClientOptions): OutboundHttp {
  const resolve = options.resolve ?? systemResolve;
  const guarded = new Agent({ connect: { lookup: guardedLookup(resolve) } });
  const trusted = new Agent({});
  const allowed = (): AllowedHost[] => options.allowedHosts().flatMap((entry) => parseAllowedHost(entry) ?? []);

  /** The agent for this URL, or an OutboundError when the policy refuses it outright. */
  function agentFor(url: URL): Agent {
    if (isAllowed(url, allowed())) return trusted;
    const literal = ipLiteral(url.hostname);
    if (literal !== null) {
      if (!isPublicAddress(literal)) throw new OutboundError('address_not_allowed');
      return guarded;
    }
    if (isInternalName(url.hostname)) throw new OutboundError('address_not_allowed');
    return guarded;
  }

  async function check(url: string): Promise<void> {
    const parsed = parse(url);
    agentFor(parsed);
    if (isAllowed(parsed, allowed()) || ipLiteral(parsed.hostname) !== null) return;
    try {
      await publicAddresses(parsed.hostname, resolve);
    } catch (error) {
      // A name that does not resolve today may tomorrow; it is checked again at every call.
      if (error instanceof OutboundError && error.failure === 'unresolvable') return;
      throw error;
    }
  }

  async function readLimited(response: Response, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) {
      await response.body?.cancel();
      throw new OutboundError('too_large');
    }
    if (!response.body) return new Uint8Array();
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel();
        throw new OutboundError('too_large');
      }
      chunks.push(value);
    }
    const body = new Uint8Array(total);
    let offset = 0;
    for (const chunk of chunks) {
      body.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return body;
  }

  async function send(url: URL, init: OutboundRequestInit, signal: AbortSignal): Promise<Response> {
    const dispatcher = agentFor(url);
    try {
      return (await undiciFetch(url, {
        method: init.method,
        headers: init.headers as UndiciRequestInit['headers'],
        body: init.body as UndiciRequestInit['body'],
        signal,
        redirect: 'manual',
        dispatcher,
        ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
      } as UndiciRequestInit)) as unknown as Response;
    } catch (error) {
      throw failureOf(error, signal);
    }
  }

  async function outboundFetch(target: string | URL, init: OutboundRequestInit = {}): Promise<Response> {
    const timeout = AbortSignal.timeout(init.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    const maxRedirects = init.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
    let url = parse(target);
    let request: OutboundRequestInit = init;
    for (let redirects = 0; ; redirects += 1) {
      const response = await send(url, request, signal);
      const location = response.headers.get('location');
      if (!REDIRECTS.has(response.status) || !location || maxRedirects === 0) {
        let body: Uint8Array<ArrayBuffer>;
        try {
          body = await readLimited(response, init.maxBytes ?? DEFAULT_MAX_BYTES);
        } catch (error) {
          throw failureOf(error, signal);
        }
        return new Response(NO_BODY.has(response.status) ? null : body, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        });
      }
      await response.body?.cancel();
      if (redirects >= maxRedirects) throw new OutboundError('too_many_redirects');
      const next = parse(new URL(location, url));
      if (url.protocol === 'https:' && next.protocol === 'http:') throw new OutboundError('scheme_not_allowed');
      request = redirected(request, response.status, url, next);
      url = next;
    }
  }

  return { fetch: outboundFetch, check };
}

/** Headers that may go on to another origin: anything else (credentials, keys, signatures) stays with the first. */
const CROSS_ORIGIN_HEADERS = new Set(['accept', 'accept-language', 'content-type', 'user-agent']);

/** Fetch's rules for a followed redirect: 303 (and 301/302 after POST) become a GET; credentials stay on their origin. */
function redirected(init: OutboundRequestInit, status: number, from: URL, to: URL): OutboundRequestInit {
  const method = (init.method ?? 'GET').toUpperCase();
  const toGet = status === 303 ? method !== 'HEAD' : (status === 301 || status === 302) && method === 'POST';
  const headers = new Headers(init.headers as ConstructorParameters<typeof Headers>[0]);
  if (to.origin !== from.origin) {
    for (const name of [...headers.keys()]) if (!CROSS_ORIGIN_HEADERS.has(name)) headers.delete(name);
  }
  if (toGet) {
    headers.delete('content-type');
    headers.delete('content-length');
  }
  return { ...init, headers, ...(toGet ? { method: 'GET', body: null } : {}) };
}

function failureOf(error: unknown, signal: AbortSignal): OutboundError {
  if (error instanceof OutboundError) return error;
  const cause = (error as { cause?: unknown })?.cause;
  if (cause instanceof OutboundError) return cause;
  if (signal.aborted) return new OutboundError('timeout');
  return new OutboundError('unreachable');
}
