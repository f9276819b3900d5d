import crypto from 'node:crypto';
import { AppError } from '../http/errors';

/** Developer bundles are the client half of a module: generous for one, small enough for the database. */
export const MAX_BUNDLE_BYTES = 2 * 1024 * 1024;
const MAX_BUNDLE_LABEL = '2 MB';
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** What webpack's `output.library.type: 'system'` emits, possibly after a banner comment. */
const SYSTEM_REGISTER = /\bSystem\.register\s*\(/;

/** /static/modules/<id>/<id>.<16 hex>.js: the content-hashed name of an uploaded bundle. */
export const UPLOADED_BUNDLE_URL = /^\/static\/modules\/([a-z0-9.-]{3,50})\/([a-z0-9.-]{3,50}\.[0-9a-f]{16}\.js)$/;

export interface PreparedBundle {
  bytes: Buffer;
  fileName: string;
  url: string;
  integrity: string;
  size: number;
}

const bundleTooLarge = () => new AppError(413, 'bundle_too_large', 'bundle_too_large', { params: { size: MAX_BUNDLE_LABEL } });
const invalidBundle = () => new AppError(400, 'invalid_bundle', 'invalid_bundle');

/** SRI value of the bytes, as SystemJS checks it from the import map's `integrity` (ARCHITECTURE §3). */
export function sriIntegrity(bytes: Buffer): string {
  return `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;
}

/** Decodes, limits and checks an uploaded bundle, and names it by its content. */
export function prepareBundle(moduleId: string, base64: string): PreparedBundle {
  const compact = base64.replace(/\s+/g, '');
  if (Math.floor((compact.length * 3) / 4) > MAX_BUNDLE_BYTES + 2) throw bundleTooLarge();
  if (!BASE64.test(compact) || compact.length === 0) throw invalidBundle();
  const bytes = Buffer.from(compact, 'base64');
  if (bytes.length > MAX_BUNDLE_BYTES) throw bundleTooLarge();
  if (!SYSTEM_REGISTER.test(bytes.toString('utf8'))) throw invalidBundle();
  const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const fileName = `${moduleId}.${hash}.js`;
  return { bytes, fileName, url: `/static/modules/${moduleId}/${fileName}`, integrity: sriIntegrity(bytes), size: bytes.length };
}
