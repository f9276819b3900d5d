/**
 * A platform administrator's exceptions to the address policy: entries such as `http://127.0.0.1:11434`,
 * `llm.office.lan:8080` or `models.internal`. A scheme or port in the entry must match; left out, any matches.
 * An entry with a scheme names a port, its default one when none is written.
 */
export interface AllowedHost {
  protocol: string | null;
  hostname: string;
  port: string | null;
}

export function parseAllowedHost(entry: string): AllowedHost | null {
  const trimmed = entry.trim();
  if (!trimmed) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed);
  let url: URL;
  try {
    url = new URL(hasScheme ? trimmed : `http://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // A path is what an admin pastes from the endpoint's docs (…:11434/v1); only the host and port count.
  if (url.username || url.password) return null;
  const authority = trimmed.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').split(/[/?#]/)[0] ?? '';
  const explicitPort = url.port || (hasScheme || /:\d+$/.test(authority) ? defaultPort(url.protocol, url.port) : null);
  return { protocol: hasScheme ? url.protocol : null, hostname: url.hostname, port: explicitPort };
}

function defaultPort(protocol: string, port: string): string {
  return port || (protocol === 'https:' ? '443' : '80');
}

export function isAllowed(url: URL, allowed: readonly AllowedHost[]): boolean {
  const port = defaultPort(url.protocol, url.port);
  return allowed.some(
    (entry) =>
      entry.hostname === url.hostname &&
      (entry.protocol === null || entry.protocol === url.protocol) &&
      (entry.port === null || entry.port === port),
  );
}
