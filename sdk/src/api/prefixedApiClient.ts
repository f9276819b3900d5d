import type { ApiClient } from './apiClient';

/** '/modules/kanban' + 'boards/1' → '/modules/kanban/boards/1'; '' is the prefix itself. */
export function prefixedPath(prefix: string, path: string): string {
  const relative = path.replace(/^\/+/, '');
  return relative ? `${prefix}/${relative}` : prefix;
}

/**
 * The same client (one session, one cache, one set of metrics) with every path under `prefix`: what a
 * module's `sdk.api` is, so a module names its own routes without repeating /modules/<id>.
 */
export function prefixedApiClient(client: ApiClient, prefix: string): ApiClient {
  const at = (path: string) => prefixedPath(prefix, path);
  return {
    get: (path, options) => client.get(at(path), options),
    post: (path, body, options) => client.post(at(path), body, options),
    put: (path, body, options) => client.put(at(path), body, options),
    patch: (path, body, options) => client.patch(at(path), body, options),
    delete: (path, options) => client.delete(at(path), options),
    download: (path, options) => client.download(at(path), options),
    prefetch: (path, options) => client.prefetch(at(path), options),
    clearCache: (path) => client.clearCache(at(path ?? '')),
    getMetrics: () => client.getMetrics(),
  };
}
