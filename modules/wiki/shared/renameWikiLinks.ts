/**
 * Rewrites `[[Old title]]` and `[[Old title|label]]` to the new title when an article is renamed, the way
 * Outline and Notion follow renames. Links are matched by title key (case, spaces, ё do not count), labels are
 * kept, and text inside fenced code blocks and inline code is left alone, as the link reader (wikiLinks.ts) does.
 */
import { titleKey } from './titleKey';

const LINK = /\[\[([^[\]|\n]+?)(\|[^[\]\n]+?)?\]\]/g;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** Replaces the links outside inline code of one line of prose. */
function renameInProse(line: string, oldKey: string, newTitle: string, renamed: () => void): string {
  // Odd-numbered pieces between backtick runs of equal length are code spans; split keeps the runs.
  const pieces = line.split(/(`+)/);
  let open: string | null = null;
  return pieces
    .map((piece) => {
      if (/^`+$/.test(piece)) {
        if (open === null) open = piece;
        else if (open === piece) open = null;
        return piece;
      }
      if (open !== null) return piece;
      return piece.replace(LINK, (whole, title: string, label: string | undefined) => {
        if (titleKey(title) !== oldKey) return whole;
        renamed();
        return `[[${newTitle}${label ?? ''}]]`;
      });
    })
    .join('');
}

/** The text with its links to `oldTitle` pointing at `newTitle`, and how many were rewritten. */
export function renameWikiLinks(markdown: string, oldTitle: string, newTitle: string): { text: string; count: number } {
  const oldKey = titleKey(oldTitle);
  let fence: string | null = null;
  let count = 0;
  const lines = markdown.split('\n').map((line) => {
    const marker = FENCE.exec(line)?.[1];
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      return line;
    }
    if (marker) {
      fence = marker;
      return line;
    }
    return renameInProse(line, oldKey, newTitle, () => (count += 1));
  });
  return { text: lines.join('\n'), count };
}
