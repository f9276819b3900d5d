/**
 * The body fragment a search hit shows: the article's visible text (markdownText.ts), with the words the
 * search matched marked by PostgreSQL itself (ts_headline over that text with the search's own tsquery, so
 * word forms and prefixes match exactly as the search did), cut to a window that starts just before the first
 * match. The result is escaped HTML whose only tags are <mark>s, as before.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type SqlExecutor } from '../db/sqlExecutor';
import { textArray } from '../db/textArray';
import { MARK_END, MARK_START, markedTextToHtml } from './markedText';
import { snippetText } from './snippetText';

/** About two lines of the top bar's dropdown and of the wiki's result list. */
export const SNIPPET_LENGTH = 180;
/** How much of the text before the first match stays in view. */
const CONTEXT_BEFORE = 40;
const ELLIPSIS = '…';

export interface TextRange {
  start: number;
  end: number;
}

export interface MarkedText {
  text: string;
  marks: TextRange[];
}

/** ts_headline's output (markers around matches) as the text and where the matches are in it. */
export function readMarkers(marked: string): MarkedText {
  const marks: TextRange[] = [];
  let text = '';
  let start = -1;
  for (const char of marked) {
    if (char === MARK_START) start = text.length;
    else if (char === MARK_END) {
      if (start >= 0 && text.length > start) marks.push({ start, end: text.length });
      start = -1;
    } else text += char;
  }
  return { text, marks };
}

/** Start of the word at or after `index` (never past `limit`). */
function wordStartFrom(text: string, index: number, limit: number): number {
  if (index <= 0) return 0;
  const space = text.slice(index - 1, limit).search(/\s/);
  return space < 0 ? index : index + space;
}

/** End of the last whole word that fits before `index` (never before `floor`). */
function wordEndBefore(text: string, index: number, floor: number): number {
  if (index >= text.length) return text.length;
  const space = text.slice(floor, index + 1).search(/\s\S*$/);
  return space < 0 ? index : floor + space;
}

/** A window of about `length` characters around the first match, whole words only, «…» where text was cut. */
export function snippetWindow({ text, marks }: MarkedText, length = SNIPPET_LENGTH): MarkedText {
  const first = marks[0];
  const wordStart = first ? wordStartFrom(text, Math.max(0, first.start - CONTEXT_BEFORE), first.start) : 0;
  const from = wordStart + (text.slice(wordStart).match(/^[\s·]*/u)?.[0].length ?? 0);
  const to = wordEndBefore(text, from + length, first ? first.end : from);
  // A cut right after a block leaves its separator dangling: «…» says enough.
  const body = text.slice(from, to).replace(/[\s·,;:]+$/u, '');
  const lead = from > 0 ? ELLIPSIS : '';
  const end = from + body.length;
  return {
    text: lead + body + (end < text.length ? ELLIPSIS : ''),
    marks: marks
      .filter((mark) => mark.start >= from && mark.end <= end)
      .map((mark) => ({ start: mark.start - from + lead.length, end: mark.end - from + lead.length })),
  };
}

/** Escaped HTML with the marks as <mark> elements. */
export function markedTextHtml({ text, marks }: MarkedText): string {
  let marked = '';
  let at = 0;
  for (const mark of marks) {
    marked += text.slice(at, mark.start) + MARK_START + text.slice(mark.start, mark.end) + MARK_END;
    at = mark.end;
  }
  return markedTextToHtml(marked + text.slice(at));
}

/** ts_headline's options that mark every match with the markers markedText.ts reads. */
export const HEADLINE_OPTIONS = `HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`;

/** The snippet of a snippet text (snippetText.ts) that ts_headline marked with HEADLINE_OPTIONS. */
export function markedSnippetHtml(marked: string): string {
  return markedTextHtml(snippetWindow(readMarkers(marked)));
}

/** The snippets of several articles' bodies for one search (its tsquery), in one round trip. */
export async function articleSnippets(db: SqlExecutor, tsquery: string, bodies: readonly string[]): Promise<string[]> {
  if (bodies.length === 0) return [];
  const rows = await queryRows<{ marked: string }>(
    db,
    sql`select ts_headline('russian', t.text, to_tsquery('russian', ${tsquery}), ${HEADLINE_OPTIONS}) as marked
        from unnest(${textArray(bodies.map(snippetText))}) with ordinality as t(text, n)
        order by t.n`,
  );
  return rows.map((row) => markedSnippetHtml(row.marked));
}
