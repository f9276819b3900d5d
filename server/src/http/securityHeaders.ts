import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { AVATAR_SERVICE_ORIGIN } from './instanceRoute';

/** On every response: no MIME sniffing, no framing, no full URLs leaked to other sites. */
const EVERY_RESPONSE: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
};

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JAVASCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * CSP hashes of the inline scripts a page runs. Data blocks such as `<script type="systemjs-importmap">` are
 * never executed, so CSP does not govern them and they need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!JAVASCRIPT_TYPES.has(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export interface PagePolicyOptions {
  scriptHashes: string[];
  avatarLookup: boolean;
  /** Extra script origins for import-map-overrides during module development. */
  devScriptOrigins: string[];
}

/**
 * Scripts only from this origin, plus the page's own inline scripts by hash: injected markup cannot run
 * script, inline handlers included. Styles allow inline because bundles inject theirs at runtime (style-loader)
 * and React sets style attributes. Images allow blob: because pictures behind the API (wiki images, attachments)
 * are fetched with the access token and shown from object URLs; the avatar service only when the instance looks
 * avatars up.
 * Frames allow blob: for the same reason: a document's PDF is fetched with the token and previewed in an iframe.
 */
export function pagePolicy({ scriptHashes, avatarLookup, devScriptOrigins }: PagePolicyOptions): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...devScriptOrigins]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(avatarLookup ? [AVATAR_SERVICE_ORIGIN] : [])]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...devScriptOrigins]],
    ['frame-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * The page policy for the index.html on disk: its script hashes are recomputed only when the file changes (a
 * new build); whether avatars are looked up and which developer origins may serve scripts are asked on every
 * page load, since an admin can change them.
 */
export function pagePolicyFor(indexFile: string, options: { avatarLookup: () => boolean; devScriptOrigins: () => string[] }): () => string {
  let cached: { mtimeMs: number; size: number; scriptHashes: string[] } | undefined;
  const scriptHashes = (): string[] => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(indexFile);
    } catch {
      return [];
    }
    if (!cached || cached.mtimeMs !== stat.mtimeMs || cached.size !== stat.size) {
      cached = { mtimeMs: stat.mtimeMs, size: stat.size, scriptHashes: inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')) };
    }
    return cached.scriptHashes;
  };
  return () =>
    pagePolicy({
      avatarLookup: options.avatarLookup(),
      devScriptOrigins: [...new Set(options.devScriptOrigins())],
      scriptHashes: scriptHashes(),
    });
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(EVERY_RESPONSE);
  });
}
