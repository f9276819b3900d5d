/**
 * Where the typed words occur in a shown text, for the top bar to mark them: case-insensitive, «е» finding «ё»
 * as the server's search does (partnerOrder.ts searchText). Offsets are the shown text's own.
 */
import type { TextRange } from '@artel/sdk';

/** Lower case with ё as е: the same length as the text, so offsets carry over. */
const folded = (text: string) => text.toLocaleLowerCase('ru').replace(/ё/g, 'е');

export function matchRanges(text: string, query: string): TextRange[] {
  const haystack = folded(text);
  const words = folded(query)
    .split(/[\s№#«»"']+/)
    .filter((word) => word.length > 0);
  const ranges: TextRange[] = [];
  for (const word of words) {
    for (let at = haystack.indexOf(word); at >= 0; at = haystack.indexOf(word, at + word.length)) {
      ranges.push({ start: at, end: at + word.length });
    }
  }
  // Overlaps (a word inside another) become one range.
  return ranges
    .sort((a, b) => a.start - b.start || b.end - a.end)
    .reduce<TextRange[]>((merged, range) => {
      const last = merged[merged.length - 1];
      if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
      else merged.push({ ...range });
      return merged;
    }, []);
}
