import path from 'node:path';
import { parseAllowedHost } from '@artel/sdk/server';
import { parseScriptOrigin } from './http/scriptOrigin';
import { repoRoot } from './paths';

/** Requests allowed per client address within one window, per route group. */
export interface RateLimitConfig {
  windowMs: number;
  login: number;
  register: number;
  refresh: number;
  errorReports: number;
  /** «Забыли пароль?» requests per client address; each address is also limited on its own (selfServiceReset.ts). */
  passwordResetRequest: number;
}

export interface Config {
  port: number;
  host: string;
  /** Embedded database, generated secret and uploads live here. Absolute. */
  dataDir: string;
  /** Set: PostgreSQL through node-postgres. Unset: embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  /** Unset: generated once and kept in dataDir/secret (PGlite) or the settings table (PostgreSQL). */
  jwtSecret: string | undefined;
  /** The built front end (index.html, static/…). Absolute. */
  staticDir: string;
  /** More module folders (<id>/module.json + bundle) served under /static/modules/<id>/. Absolute. */
  extraModulesDir: string | undefined;
  /** Seconds. */
  accessTokenTtl: number;
  /** Seconds. */
  refreshTokenTtl: number;
  /**
   * Seconds after a rotation during which the old refresh token still yields the same successor: two tabs
   * refreshing at once are a benign race, not a theft. Reuse later than this revokes the whole family.
   */
  refreshTokenGrace: number;
  /** log2 of scrypt's N for new password hashes; stored in each hash, so changing it is safe. */
  passwordHashCost: number;
  rateLimit: RateLimitConfig;
  /** Behind a load balancer, take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  logLevel: string;
  /**
   * Whether browsers look avatars up on the external avatar service by the MD5 of the e-mail (SPEC §9). Off
   * by default: a self-hosted install should not tell a third party who its users are; initials stand in.
   */
  avatarLookup: boolean;
  /** Origins allowed to serve scripts besides this one: a module developer's local server for import-map-overrides. */
  devScriptOrigins: string[];
  /** Where people open the product, for links sent by e-mail; unset: the origin of the admin's request. */
  publicUrl: string | undefined;
  /**
   * Set: password reset links are also e-mailed through this server. With PUBLIC_URL too, people can ask for
   * a link themselves («Забыли пароль?»): that link is built from PUBLIC_URL only, never from the request's
   * Host header, which whoever asks could forge to send the victim's link to their own site.
   */
  smtp: SmtpConfig | undefined;
  /**
   * Hosts the server may call although they are inside a network (a local LLM at http://127.0.0.1:11434):
   * OUTBOUND_ALLOW_HOSTS, comma-separated, added to what a platform admin allows in /admin/settings.
   */
  outboundAllowHosts: string[];
  /** Where modules read the environment variables their instance settings name (TELEGRAM_API_ROOT …). */
  moduleEnvironment: Readonly<Env>;
}

export interface SmtpConfig {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
  /** The From address of the mail sent. */
  from: string;
}

export const MIN_JWT_SECRET_LENGTH = 32;

export type Env = Record<string, string | undefined>;

/** An empty variable counts as unset: `DATABASE_URL=` must select PGlite, as the e2e config relies on. */
function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}

function flag(env: Env, name: string): boolean {
  const raw = read(env, name)?.toLowerCase();
  return raw === '1' || raw === 'true' || raw === 'yes';
}

/** A comma-separated list of http(s) origins, each exactly an origin (no path), as CSP needs them. */
function origins(env: Env, name: string): string[] {
  const raw = read(env, name);
  if (raw === undefined) return [];
  return raw.split(',').map((entry) => {
    const origin = parseScriptOrigin(entry);
    if (!origin) throw new Error(`${name} must list http(s) origins such as http://localhost:8500, got '${entry.trim()}'`);
    return origin;
  });
}

function hostList(env: Env, name: string): string[] {
  const raw = read(env, name);
  if (raw === undefined) return [];
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      if (!parseAllowedHost(entry))
        throw new Error(`${name} must list hosts such as http://127.0.0.1:11434 or llm.office.lan, got '${entry}'`);
      return entry;
    });
}

export function loadConfig(env: Env = process.env): Config {
  const jwtSecret = read(env, 'JWT_SECRET');
  if (jwtSecret !== undefined && jwtSecret.length < MIN_JWT_SECRET_LENGTH) {
    throw new Error(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters long`);
  }
  const extraModulesDir = read(env, 'EXTRA_MODULES_DIR');
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: read(env, 'HOST') ?? '0.0.0.0',
    dataDir: path.resolve(read(env, 'DATA_DIR') ?? './data'),
    databaseUrl: read(env, 'DATABASE_URL'),
    jwtSecret,
    staticDir: path.resolve(read(env, 'STATIC_DIR') ?? path.join(repoRoot, 'build/public')),
    extraModulesDir: extraModulesDir === undefined ? undefined : path.resolve(extraModulesDir),
    accessTokenTtl: integer(env, 'ACCESS_TOKEN_TTL', 900, 1),
    refreshTokenTtl: integer(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 3600, 1),
    refreshTokenGrace: integer(env, 'REFRESH_TOKEN_GRACE', 10, 0, 300),
    passwordHashCost: integer(env, 'PASSWORD_HASH_COST', 15, 10, 20),
    rateLimit: {
      windowMs: integer(env, 'RATE_LIMIT_WINDOW', 60, 1) * 1000,
      login: integer(env, 'RATE_LIMIT_LOGIN', 10, 1),
      register: integer(env, 'RATE_LIMIT_REGISTER', 10, 1),
      refresh: integer(env, 'RATE_LIMIT_REFRESH', 30, 1),
      errorReports: integer(env, 'RATE_LIMIT_ERRORS', 30, 1),
      passwordResetRequest: integer(env, 'RATE_LIMIT_RESET_REQUEST', 5, 1),
    },
    trustProxy: flag(env, 'TRUST_PROXY'),
    logLevel: read(env, 'LOG_LEVEL') ?? 'info',
    avatarLookup: flag(env, 'AVATAR_LOOKUP'),
    devScriptOrigins: origins(env, 'DEV_SCRIPT_ORIGINS'),
    publicUrl: read(env, 'PUBLIC_URL')?.replace(/\/+$/, ''),
    smtp: smtpConfig(env),
    outboundAllowHosts: hostList(env, 'OUTBOUND_ALLOW_HOSTS'),
    moduleEnvironment: env,
  };
}

function smtpConfig(env: Env): SmtpConfig | undefined {
  const host = read(env, 'SMTP_HOST');
  if (!host) return undefined;
  const secure = flag(env, 'SMTP_SECURE');
  return {
    host,
    port: integer(env, 'SMTP_PORT', secure ? 465 : 587, 1, 65535),
    secure,
    user: read(env, 'SMTP_USER'),
    password: read(env, 'SMTP_PASSWORD'),
    from: read(env, 'SMTP_FROM') ?? `Artel <no-reply@${host}>`,
  };
}
