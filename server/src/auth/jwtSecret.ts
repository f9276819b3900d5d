import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { type Config, MIN_JWT_SECRET_LENGTH } from '../config';
import type { Database } from '../db/database';
import { settings } from '../db/schema';

const SETTING_KEY = 'jwt_secret';

function generateSecret(): string {
  return randomBytes(48).toString('base64url');
}

/** DATA_DIR/secret, created once with mode 600 so restarts keep everyone signed in. */
function fileSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, generateSecret(), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(`${file} holds a secret shorter than ${MIN_JWT_SECRET_LENGTH} characters: delete it or set JWT_SECRET`);
  }
  return secret;
}

/** In the settings table, so that every instance sharing one PostgreSQL signs with the same key. */
async function storedSecret(database: Database): Promise<string> {
  await database.orm.insert(settings).values({ key: SETTING_KEY, value: generateSecret() }).onConflictDoNothing();
  const [row] = await database.orm.select().from(settings).where(eq(settings.key, SETTING_KEY));
  if (!row) throw new Error('The JWT secret could not be stored in the settings table');
  return row.value;
}

/** JWT_SECRET when set; otherwise one generated on first start and kept. */
export function resolveJwtSecret(config: Config, database: Database): Promise<string> {
  if (config.jwtSecret) return Promise.resolve(config.jwtSecret);
  return database.kind === 'postgres' ? storedSecret(database) : Promise.resolve(fileSecret(config.dataDir));
}
