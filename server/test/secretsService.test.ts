/** Modules' keys for data at rest come from the server's secret, one per module and purpose; their secrets stay out of the log. */
import { scrubSecrets } from '../src/logging/loggerOptions';
import { secretsService } from '../src/moduleHost/services/secretsService';

describe('the secrets service', () => {
  it('gives the same 32-byte key to every instance with the same secret, another to another module or purpose', () => {
    const key = secretsService('server-secret', 'telegram').key('bot-token');
    expect(key).toHaveLength(32);
    expect(secretsService('server-secret', 'telegram').key('bot-token').equals(key)).toBe(true);
    expect(secretsService('server-secret', 'notes').key('bot-token').equals(key)).toBe(false);
    expect(secretsService('server-secret', 'telegram').key('webhook').equals(key)).toBe(false);
    expect(secretsService('another-secret', 'telegram').key('bot-token').equals(key)).toBe(false);
  });

  it('never hands out the secret itself', () => {
    const key = secretsService('server-secret', 'telegram').key('bot-token');
    expect(key.toString('utf8')).not.toContain('server-secret');
  });

  it('keeps a value a module conceals out of every log line', () => {
    const token = 'decrypted-token-of-a-module';
    expect(scrubSecrets(`calling with ${token}`)).toBe(`calling with ${token}`);
    secretsService('server-secret', 'telegram').conceal(token);
    expect(scrubSecrets(`calling with ${token}`)).toBe('calling with [redacted]');
  });

  it('does not let a value a workspace admin chose garble the log with its syntax', () => {
    const line = '{"level":30,"msg":"webhook answered"}';
    secretsService('server-secret', 'telegram').conceal('"level":30,"msg":"');
    expect(scrubSecrets(line)).toBe(line);
  });
});
