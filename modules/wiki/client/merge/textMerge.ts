/**
 * Three-way merge of an article's text by lines (node-diff3): what only one side changed is taken, what both
 * changed alike is taken once, and where both changed the same lines differently the conflict is kept for the
 * person to resolve. A conflicting block is tried once more word by word, so that two people editing different
 * sentences of one paragraph (one line in markdown) still merge cleanly.
 */
import { diff3Merge, diffComm } from 'node-diff3';

export type TextPart = { kind: 'clean'; lines: string[] } | { kind: 'conflict'; base: string[] | null; theirs: string[]; mine: string[] };

const lines = (text: string) => text.split('\n');
// Words and the spaces between them (newlines included) as separate tokens, so that joining restores the text.
const words = (text: string) => text.split(/(\s+)/);

function mergedWordByWord(base: string[], theirs: string[], mine: string[]): string[] | null {
  const regions = diff3Merge(words(mine.join('\n')), words(base.join('\n')), words(theirs.join('\n')));
  if (regions.some((region) => region.conflict)) return null;
  return lines(regions.flatMap((region) => region.ok ?? []).join(''));
}

function pushClean(parts: TextPart[], added: string[]): void {
  const last = parts.at(-1);
  if (last?.kind === 'clean') last.lines.push(...added);
  else parts.push({ kind: 'clean', lines: [...added] });
}

/**
 * Without the base (its revision is no longer kept, or versioning is off) nobody can tell who changed what:
 * every place where the two texts differ is a conflict.
 */
function twoWay(theirs: string, mine: string): TextPart[] {
  const parts: TextPart[] = [];
  for (const chunk of diffComm(lines(theirs), lines(mine))) {
    if (chunk.common) pushClean(parts, chunk.common);
    else parts.push({ kind: 'conflict', base: null, theirs: chunk.buffer1, mine: chunk.buffer2 });
  }
  return parts;
}

export function mergeText(base: string | null, theirs: string, mine: string): TextPart[] {
  if (base === null) return twoWay(theirs, mine);
  const parts: TextPart[] = [];
  for (const region of diff3Merge(lines(mine), lines(base), lines(theirs))) {
    if (region.ok) {
      pushClean(parts, region.ok);
      continue;
    }
    const { a: mineLines, o: baseLines, b: theirLines } = region.conflict!;
    const merged = mergedWordByWord(baseLines, theirLines, mineLines);
    if (merged) pushClean(parts, merged);
    else parts.push({ kind: 'conflict', base: baseLines, theirs: theirLines, mine: mineLines });
  }
  return parts;
}

/** The text once every conflict has its chosen lines, in order. */
export function joinParts(parts: TextPart[], chosen: string[][]): string {
  let next = 0;
  return parts.flatMap((part) => (part.kind === 'clean' ? part.lines : chosen[next++]!)).join('\n');
}

export const conflictsOf = (parts: TextPart[]) =>
  parts.filter((part): part is Extract<TextPart, { kind: 'conflict' }> => part.kind === 'conflict');
