import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound, sendError } from './errors';

export interface StaticOptions {
  /** The built front end: index.html and static/…. */
  staticDir: string;
  /** More module folders, each served as /static/modules/<folder>/ ahead of STATIC_DIR's. */
  extraModulesDir: string | undefined;
  /** The Content-Security-Policy of the HTML page. */
  pagePolicy: () => string;
}

/** A content hash in the name (`shell.1b0a6760.js`, `…js.map`) means the bytes under that URL never change. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9.]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NOT_BUILT = 'Front end not built: run npm run build';
const EXTRA_MODULE_URL = /^\/static\/modules\/([a-z0-9][a-z0-9_-]*)\/(.+)$/i;

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');
/** Asset URLs: a missing one is a 404, never the HTML page, which a script loader would choke on. */
const isAssetPath = (pathname: string) => pathname.startsWith('/static/');

/** Whether the URL path names a regular file inside root; anything odd (bad escapes, '..', NUL) is not. */
function isFileWithin(root: string, urlPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  if (decoded.includes('\0') || decoded.split('/').includes('..')) return false;
  const file = path.join(root, decoded);
  if (!file.startsWith(root + path.sep)) return false;
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function pathnameOf(request: FastifyRequest): string {
  const end = request.url.search(/[?#]/);
  return end === -1 ? request.url : request.url.slice(0, end);
}

/**
 * Serves the built front end with the SPA fallback: GET of any path that is neither /api/* nor a file
 * answers index.html, so a reload of /dashboard or /modules/kanban lands in the app.
 */
export async function registerStatic(app: FastifyInstance, options: StaticOptions): Promise<void> {
  const { staticDir, extraModulesDir, pagePolicy } = options;
  await app.register(fastifyStatic, {
    root: staticDir,
    serve: false,
    cacheControl: false,
    // The build writes .br and .gz beside each text asset; the plain file answers clients that take neither.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      // Everything unhashed (index.html, import maps, module.json) is revalidated on every load.
      reply.header('cache-control', HASHED_FILE.test(path.basename(filePath)) ? IMMUTABLE : 'no-cache');
    },
  });

  const sendIndex = (reply: FastifyReply) => {
    if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
      return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    }
    return reply.code(200).header('content-security-policy', pagePolicy()).sendFile('index.html', staticDir);
  };

  /** Where a URL path is served from: a module folder of EXTRA_MODULES_DIR first, then STATIC_DIR. */
  const locate = (pathname: string): { root: string; relative: string } => {
    const match = extraModulesDir ? EXTRA_MODULE_URL.exec(pathname) : null;
    if (extraModulesDir && match?.[1] && match[2]) {
      const root = path.join(extraModulesDir, match[1]);
      if (fs.existsSync(root)) return { root, relative: `/${match[2]}` };
    }
    return { root: staticDir, relative: pathname };
  };

  app.get('/*', (request, reply) => {
    const pathname = pathnameOf(request);
    if (isApiPath(pathname)) return sendError(request, reply, notFound());
    const { root, relative } = locate(pathname);
    if (isFileWithin(root, relative)) return reply.sendFile(relative, root);
    if (isAssetPath(pathname)) return sendError(request, reply, notFound());
    return sendIndex(reply);
  });

  // Every GET and HEAD ends in the route above; this answers other methods, and a file that vanished mid-send.
  app.setNotFoundHandler((request, reply) => sendError(request, reply, notFound()));
}
