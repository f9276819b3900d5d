import type { Config } from '../config';
import { concealSecret } from './knownSecrets';

/** The platform's own secrets, kept out of the log by value: its signing key and the passwords in its config. */
export function concealConfiguredSecrets(config: Config, serverSecret: string): void {
  concealSecret(serverSecret);
  if (config.smtp?.password) concealSecret(config.smtp.password);
  if (config.databaseUrl) {
    const password = URL.canParse(config.databaseUrl) ? new URL(config.databaseUrl).password : '';
    if (password) concealSecret(decodeURIComponent(password));
  }
}
