/**
 * An http(s) origin exactly as CSP names a source (no path, no trailing slash), or null for anything else:
 * a CSP keyword, a path or another scheme would widen or break the page's policy.
 */
export function parseScriptOrigin(value: string): string | null {
  const trimmed = value.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === trimmed.replace(/\/$/, '') ? url.origin : null;
}
