/**
 * The search's titles and snippets arrive as escaped HTML whose only tags are <mark>s (server/search/markedText.ts).
 * Read here, without ever inserting it into the page, as the text and where its marks are, for `HighlightedText`.
 */
import type { TextRange } from '@artel/sdk';

export interface MarkedText {
  text: string;
  ranges: TextRange[];
}

export function markedHtmlText(html: string): MarkedText {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const ranges: TextRange[] = [];
  let text = '';
  body.childNodes.forEach((node) => {
    const content = node.textContent ?? '';
    if (node.nodeName === 'MARK' && content) ranges.push({ start: text.length, end: text.length + content.length });
    text += content;
  });
  return { text, ranges };
}
