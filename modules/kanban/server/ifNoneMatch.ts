/** Whether an If-None-Match header names this strong ETag (RFC 9110 §13.1.2: a list, `*`, weak forms compare weakly). */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
