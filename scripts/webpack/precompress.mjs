import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|css|json|html|svg)$/;
/** Below this a compressed copy saves less than the request headers weigh. */
const MIN_BYTES = 1024;

function* filesUnder(directory) {
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (COMPRESSIBLE.test(entry.name)) yield file;
  }
}

/**
 * Writes a .br and a .gz beside every text asset once at build time, so the server sends compressed bytes
 * (its static handler picks them by Accept-Encoding) without compressing on each request.
 */
export async function precompress(directory) {
  if (!fs.existsSync(directory)) return { files: 0 };
  let files = 0;
  for (const file of filesUnder(directory)) {
    const bytes = fs.readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      gzip(bytes, { level: 9 }),
    ]);
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    files += 1;
  }
  return { files };
}
