/** What an uploaded avatar must be: a PNG, JPEG or WebP picture, by its bytes and not by what the client claims. */
import { createHash } from 'node:crypto';

export const AVATAR_MAX_BYTES = 512 * 1024;

const SIGNATURES: ReadonlyArray<{ type: string; matches(bytes: Buffer): boolean }> = [
  { type: 'image/png', matches: (bytes) => bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', matches: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff },
  { type: 'image/webp', matches: (bytes) => bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP' },
];

/** The picture's MIME type, or null when the bytes are none of the accepted formats. */
export function imageTypeOf(bytes: Buffer): string | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null;
}

/** Names the picture in its URL: a new picture gets a new URL, so browsers may cache each one for good. */
export const avatarHashOf = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex').slice(0, 32);
