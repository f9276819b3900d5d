/** Content-hashed copies of files webpack does not build (SystemJS, import-map-overrides, Blueprint's CSS and fonts). */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import esbuild from 'esbuild';
import { contentHashLength } from './preset.mjs';

export function contentHash(content) {
  return crypto.createHash('sha256').update(content).digest('hex').slice(0, contentHashLength);
}

/** SRI value of a file's bytes, as SystemJS import maps and the module catalog carry it. */
export function subresourceIntegrity(content) {
  return `sha384-${crypto.createHash('sha384').update(content).digest('base64')}`;
}

/** Writes `<directory>/<base>.<hash><extension>` and returns that file name. */
export function writeHashed({ directory, base, extension, content }) {
  const fileName = `${base}.${contentHash(content)}${extension}`;
  fs.mkdirSync(directory, { recursive: true });
  fs.writeFileSync(path.join(directory, fileName), content);
  return fileName;
}

/** The published source maps are not copied, so the comment pointing at them goes. */
function withoutSourceMapComment(text) {
  return text.replace(/\n?\/[/*]# sourceMappingURL=\S+(?: \*\/)?\s*$/, '\n');
}

export function copyScript({ source, directory, base }) {
  const content = withoutSourceMapComment(fs.readFileSync(source, 'utf8'));
  return writeHashed({ directory, base, extension: '.js', content });
}

/**
 * Minifies a stylesheet and copies every file it references by a relative url() (fonts) under a hashed
 * name of its own, rewriting the references.
 */
export async function copyStylesheet({ source, directory, base }) {
  const { code } = await esbuild.transform(withoutSourceMapComment(fs.readFileSync(source, 'utf8')), {
    loader: 'css',
    minify: true,
  });
  const copied = new Map();
  const content = code.replace(/url\((["']?)([^"')]+)\1\)/g, (whole, quote, reference) => {
    if (/^(data:|[a-z]+:|\/|#)/i.test(reference)) return whole;
    const [, relativePath, suffix = ''] = /^([^?#]+)(?:\?[^#]*)?(#.*)?$/.exec(reference);
    if (!copied.has(relativePath)) {
      const referenced = path.resolve(path.dirname(source), relativePath);
      const extension = path.extname(referenced);
      copied.set(
        relativePath,
        writeHashed({ directory, base: path.basename(referenced, extension), extension, content: fs.readFileSync(referenced) }),
      );
    }
    return `url(${quote}${copied.get(relativePath)}${suffix}${quote})`;
  });
  return writeHashed({ directory, base, extension: '.css', content });
}
