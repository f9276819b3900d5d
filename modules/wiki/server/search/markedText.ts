/**
 * ts_headline copies the document as it is and only wraps matches in StartSel/StopSel: it does not escape
 * HTML. The queries ask it for two private-use characters as markers (after removing any from the text), and
 * this turns the result into HTML that is safe to insert: everything escaped, markers become <mark>.
 */
import { escapeHtml } from '../../shared/escapeHtml';

export const MARK_START = '\uE000';
export const MARK_END = '\uE001';
export const MARKERS = MARK_START + MARK_END;

export function markedTextToHtml(marked: string): string {
  return escapeHtml(marked).replaceAll(MARK_START, '<mark>').replaceAll(MARK_END, '</mark>');
}
