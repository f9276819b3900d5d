/** Strict base64 of an upload sent in JSON (standard alphabet, padding optional, whitespace ignored); null when it is not base64. */
export function decodeBase64(text: string): Buffer | null {
  const compact = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(compact) || compact.length % 4 === 1) return null;
  return Buffer.from(compact, 'base64');
}
