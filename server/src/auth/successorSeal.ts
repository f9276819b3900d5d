import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const INFO = 'artel refresh-token successor';

/** A key only the holder of `token` can derive: the token itself is never stored, only its SHA-256. */
function keyOf(token: string): Buffer {
  return Buffer.from(hkdfSync('sha256', token, '', INFO, 32));
}

/** AES-256-GCM of the successor under a key from its predecessor: `iv | tag | ciphertext`, base64url. */
export function sealSuccessor(predecessor: string, successor: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(predecessor), iv);
  const body = Buffer.concat([cipher.update(successor, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The successor, or undefined when `sealed` was not sealed for this predecessor. */
export function openSuccessor(predecessor: string, sealed: string): string | undefined {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(predecessor), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
