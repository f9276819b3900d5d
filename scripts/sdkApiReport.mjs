#!/usr/bin/env node
/**
 * The SDK's public surface, one report per entry of sdk/package.json `exports` (sdk/api/<entry>.api.md): every
 * exported name with what it is. `npm test` fails when an entry exports something its report does not list, or
 * stops exporting what it does, so the surface grows only on purpose. After a deliberate change:
 * `node scripts/sdkApiReport.mjs --write`.
 *
 * The repository's TypeScript (7, native) has no compiler API for scripts, so the export statements are read
 * here: the SDK's files declare and re-export at the top level, in the forms `parseExports` knows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sdkRoot = path.join(repoRoot, 'sdk');
const reportDirectory = path.join(sdkRoot, 'api');

/** `.` → index.api.md, `./server/testing` → server-testing.api.md. */
export function sdkEntries(root = sdkRoot) {
  const { exports } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return Object.entries(exports)
    .filter(([name, file]) => !name.includes('*') && /\.tsx?$/.test(file))
    .map(([name, file]) => ({
      name: name === '.' ? '@artel/sdk' : `@artel/sdk/${name.slice(2)}`,
      report: `${name === '.' ? 'index' : name.slice(2).replaceAll('/', '-')}.api.md`,
      file: path.join(root, file),
    }));
}

function resolveFile(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  const found = candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
  if (!found) throw new Error(`${path.relative(repoRoot, from)}: cannot resolve '${specifier}'`);
  return found;
}

/** Top-level statements only: comments removed, then every statement that starts a line with `export` or `import`. */
function statements(source) {
  const text = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return (
    text.match(
      /^(export|import)\b[^;]*?(?:from\s+'[^']+'|(?=\n(?:export|import|const|let|function|async|class|interface|type|enum|declare|\/\/|$))|;)/gms,
    ) ?? []
  );
}

const DECLARATION =
  /^export\s+(?:declare\s+)?(?:default\s+)?(?:(async\s+)?function\*?|const\s+enum|abstract\s+class|class|const|let|var|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/;
const KIND = {
  function: 'function',
  'const enum': 'enum',
  'abstract class': 'class',
  class: 'class',
  const: 'const',
  let: 'const',
  var: 'const',
  interface: 'interface',
  type: 'type',
  enum: 'enum',
  namespace: 'namespace',
};

function localKind(source, name) {
  const declared = new RegExp(
    `^(?:export\\s+)?(?:declare\\s+)?(async\\s+function|function|const enum|abstract class|class|const|let|var|interface|type|enum|namespace)\\s+${name}\\b`,
    'm',
  ).exec(source);
  if (declared) return KIND[declared[1].replace(/^async\s+/, '')] ?? 'function';
  return null;
}

function importedFrom(source, name) {
  for (const match of source.matchAll(/^import\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/gm)) {
    for (const part of match[2]
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      const [original, alias = original] = part.replace(/^type\s+/, '').split(/\s+as\s+/);
      if (alias === name) return { specifier: match[3], original, typeOnly: Boolean(match[1]) || part.startsWith('type ') };
    }
  }
  return null;
}

/** Name → kind of everything a file exports, following re-exports into the SDK's own files. */
export function parseExports(file, seen = new Map()) {
  if (seen.has(file)) return seen.get(file);
  const exports = new Map();
  seen.set(file, exports);
  if (file.endsWith('.json')) {
    exports.set('default', 'const');
    return exports;
  }
  const source = fs.readFileSync(file, 'utf8');
  const kindIn = (specifier, name) => {
    const target = resolveFile(file, specifier);
    return target ? (parseExports(target, seen).get(name) ?? 'other') : 'external';
  };
  for (const statement of statements(source)) {
    if (statement.startsWith('import')) continue;
    const declaration = DECLARATION.exec(statement);
    if (declaration && !/^export\s+type\s+[{*]/.test(statement)) {
      exports.set(
        declaration[2],
        KIND[statement.match(/function|const enum|abstract class|class|const|let|var|interface|type|enum|namespace/)[0]],
      );
      continue;
    }
    const star = /^export\s+(type\s+)?\*\s*(?:as\s+([\w$]+)\s*)?from\s*'([^']+)'/.exec(statement);
    if (star) {
      const [, typeOnly, alias, specifier] = star;
      if (alias) {
        exports.set(alias, 'namespace');
        continue;
      }
      const target = resolveFile(file, specifier);
      if (!target) throw new Error(`${path.relative(repoRoot, file)}: export * from a package ('${specifier}') cannot be listed`);
      for (const [name, kind] of parseExports(target, seen)) if (name !== 'default') exports.set(name, typeOnly ? 'type' : kind);
      continue;
    }
    const named = /^export\s+(type\s+)?\{([^}]*)\}\s*(?:from\s*'([^']+)')?/.exec(statement);
    if (!named) continue;
    const [, typeOnly, list, specifier] = named;
    for (const part of list
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      const partTypeOnly = Boolean(typeOnly) || part.startsWith('type ');
      const [original, alias = original] = part
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .map((item) => item.trim());
      let kind;
      if (specifier) kind = kindIn(specifier, original);
      else {
        const imported = importedFrom(source, original);
        kind = imported ? kindIn(imported.specifier, imported.original) : (localKind(source, original) ?? 'other');
      }
      exports.set(alias, partTypeOnly && !['interface', 'type'].includes(kind) ? 'type' : kind);
    }
  }
  return exports;
}

export function buildReports(root = sdkRoot) {
  return sdkEntries(root).map((entry) => {
    const lines = [...parseExports(entry.file)].map(([name, kind]) => `- \`${name}\` ${kind}`).sort((a, b) => a.localeCompare(b, 'en'));
    const text = [
      `# ${entry.name}`,
      '',
      `${lines.length} exports. Generated by \`node scripts/sdkApiReport.mjs --write\`; \`npm test\` compares it with the sources.`,
      '',
      ...lines,
      '',
    ].join('\n');
    return { ...entry, path: path.join(root, 'api', entry.report), count: lines.length, text };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const write = process.argv.includes('--write');
  let stale = 0;
  for (const report of buildReports()) {
    const current = fs.existsSync(report.path) ? fs.readFileSync(report.path, 'utf8') : '';
    if (write) {
      fs.mkdirSync(reportDirectory, { recursive: true });
      fs.writeFileSync(report.path, report.text);
    } else if (current !== report.text) {
      stale += 1;
      console.error(`${path.relative(repoRoot, report.path)} is out of date for ${report.name}`);
    }
    console.log(`${report.name}: ${report.count} exports`);
  }
  if (stale > 0) {
    console.error('The SDK surface changed: run `node scripts/sdkApiReport.mjs --write` and review the diff.');
    process.exit(1);
  }
}
