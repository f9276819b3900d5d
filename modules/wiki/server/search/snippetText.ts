/**
 * The text a search's snippets are cut from: the body's visible words (markdownText.ts) without the
 * private-use characters the search marks matches with, so that only its own marks show.
 */
import { markdownPlainText } from './markdownText';
import { MARKERS } from './markedText';

const MARKER = new RegExp(`[${MARKERS}]`, 'g');

export function snippetText(body: string): string {
  return markdownPlainText(body).replace(MARKER, '');
}
