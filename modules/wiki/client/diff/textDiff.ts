/**
 * Word-level differences between two revisions' texts, as render models for the two views: inline (one text
 * with insertions and deletions marked) and side by side (lines paired, changed words marked on each side).
 * jsdiff does the diffing over Intl.Segmenter's words, spaces and punctuation: jsdiff's own word tokeniser
 * knows Latin letters only (it would mark single letters inside Russian words), and its word diff may fold
 * changes of spacing, while this gives both texts back exactly.
 */
import { diffArrays, diffLines, type ChangeObject } from 'diff';

export type SegmentKind = 'equal' | 'added' | 'removed';

export interface Segment {
  kind: SegmentKind;
  text: string;
}

export interface SideLine {
  /** 1-based line number in its revision. */
  number: number;
  segments: Segment[];
}

export type SideRow =
  { kind: 'equal' | 'changed' | 'added' | 'removed'; left?: SideLine; right?: SideLine } | { kind: 'skipped'; count: number };

let segmenter: Intl.Segmenter | undefined;
const words = () => (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' }));

const kindOf = (change: { added: boolean; removed: boolean }): SegmentKind =>
  change.added ? 'added' : change.removed ? 'removed' : 'equal';
const tokens = (text: string) => Array.from(words().segment(text), (part) => part.segment);

/** Neighbouring segments of one kind joined, empty ones dropped. */
function joined(segments: Segment[]): Segment[] {
  const result: Segment[] = [];
  for (const segment of segments) {
    if (segment.text === '') continue;
    const last = result.at(-1);
    if (last && last.kind === segment.kind) last.text += segment.text;
    else result.push({ ...segment });
  }
  return result;
}

export function inlineDiff(before: string, after: string): Segment[] {
  return joined(diffArrays(tokens(before), tokens(after)).map((change) => ({ kind: kindOf(change), text: change.value.join('') })));
}

function linesOf(value: string): string[] {
  const lines = value.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** Lines paired up; unchanged lines further than `context` lines from any change are folded into 'skipped' rows. */
export function sideBySideDiff(before: string, after: string, context = Infinity): SideRow[] {
  const rows: SideRow[] = [];
  let left = 1;
  let right = 1;
  const changes = diffLines(before, after);
  for (let index = 0; index < changes.length; index += 1) {
    const change = changes[index] as ChangeObject<string>;
    const lines = linesOf(change.value);
    if (!change.added && !change.removed) {
      for (const line of lines)
        rows.push({
          kind: 'equal',
          left: { number: left++, segments: [{ kind: 'equal', text: line }] },
          right: { number: right++, segments: [{ kind: 'equal', text: line }] },
        });
      continue;
    }
    const next = changes[index + 1];
    const added = change.removed && next?.added ? linesOf(next.value) : change.added ? lines : [];
    const removed = change.removed ? lines : [];
    if (change.removed && next?.added) index += 1;
    const paired = Math.min(removed.length, added.length);
    for (let line = 0; line < Math.max(removed.length, added.length); line += 1) {
      if (line < paired) {
        const segments = inlineDiff(removed[line] ?? '', added[line] ?? '');
        rows.push({
          kind: 'changed',
          left: { number: left++, segments: segments.filter((segment) => segment.kind !== 'added') },
          right: { number: right++, segments: segments.filter((segment) => segment.kind !== 'removed') },
        });
      } else if (line < removed.length) {
        rows.push({ kind: 'removed', left: { number: left++, segments: [{ kind: 'removed', text: removed[line] ?? '' }] } });
      } else {
        rows.push({ kind: 'added', right: { number: right++, segments: [{ kind: 'added', text: added[line] ?? '' }] } });
      }
    }
  }
  return folded(rows, context);
}

function folded(rows: SideRow[], context: number): SideRow[] {
  if (!Number.isFinite(context)) return rows;
  const near = rows.map(() => false);
  rows.forEach((row, index) => {
    if (row.kind === 'equal') return;
    for (let other = Math.max(0, index - context); other <= Math.min(rows.length - 1, index + context); other += 1) near[other] = true;
  });
  const result: SideRow[] = [];
  let skipped = 0;
  rows.forEach((row, index) => {
    if (row.kind !== 'equal' || near[index]) {
      if (skipped > 0) result.push({ kind: 'skipped', count: skipped });
      skipped = 0;
      result.push(row);
    } else {
      skipped += 1;
    }
  });
  if (skipped > 0) result.push({ kind: 'skipped', count: skipped });
  return result;
}

export interface DiffStats {
  addedWords: number;
  removedWords: number;
}

const wordCount = (text: string) => [...words().segment(text)].filter((part) => part.isWordLike).length;

export function diffStats(segments: Segment[]): DiffStats {
  return segments.reduce(
    (stats, segment) => ({
      addedWords: stats.addedWords + (segment.kind === 'added' ? wordCount(segment.text) : 0),
      removedWords: stats.removedWords + (segment.kind === 'removed' ? wordCount(segment.text) : 0),
    }),
    { addedWords: 0, removedWords: 0 },
  );
}
