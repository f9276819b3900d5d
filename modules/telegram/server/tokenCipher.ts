/** Bot tokens at rest: AES-256-GCM under a key the platform derives from its secret for this module. */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export interface TokenCipher {
  encrypt(token: string): string;
  decrypt(stored: string): string;
}

export function tokenCipher(key: Buffer): TokenCipher {
  return {
    encrypt(token) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64');
    },
    decrypt(stored) {
      const bytes = Buffer.from(stored, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}
