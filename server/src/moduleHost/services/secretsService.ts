/**
 * Per-module keys derived from the server's secret with HKDF (RFC 5869): a module never sees the secret. And the
 * module's own secret values, kept out of the log.
 */
import { hkdfSync } from 'node:crypto';
import type { SecretsService } from '@artel/sdk/server';
import { concealChosenSecret } from '../../logging/knownSecrets';

export function secretsService(serverSecret: string, moduleId: string): SecretsService {
  return {
    key: (purpose) => Buffer.from(hkdfSync('sha256', serverSecret, `artel-module:${moduleId}`, purpose, 32)),
    conceal: concealChosenSecret,
  };
}
