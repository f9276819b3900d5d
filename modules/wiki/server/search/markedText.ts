/**
 * ts_headline copies the document as it is and only wraps matches in StartSel/StopSel: it does not escape
 * HTML. The queries ask it for two private-use characters as markers (after removing any from the text), and
 * this turns the result into HTML that is safe to insert: everything escaped, markers become <mark>.
 */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';
export const MARKERS = MARK_START + MARK_END;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export function markedTextToHtml(marked: string): string {
  return escapeHtml(marked).replaceAll(MARK_START, '<mark>').replaceAll(MARK_END, '</mark>');
}
