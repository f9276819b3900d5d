/**
 * A text with the words a search matched in <mark>, built as React text nodes from the matches' offsets: the
 * text is never parsed as HTML, so whatever a user wrote stays text.
 */
import type { TextRange } from './searchProviders';

export interface TextPart {
  text: string;
  marked: boolean;
}

/** The text cut at the ranges, in order; ranges that overlap, run backwards or fall outside are left out. */
export function highlightedParts(text: string, ranges: readonly TextRange[] = []): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
    if (range.start < at || range.end <= range.start || range.end > text.length) continue;
    if (range.start > at) parts.push({ text: text.slice(at, range.start), marked: false });
    parts.push({ text: text.slice(range.start, range.end), marked: true });
    at = range.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}

export function HighlightedText({ text, ranges }: { text: string; ranges?: readonly TextRange[] }) {
  return <>{highlightedParts(text, ranges).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}</>;
}
