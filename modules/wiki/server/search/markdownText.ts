/**
 * An article's markdown as the words a reader sees, for search snippets: headings, paragraphs, list items and
 * table cells as text, links and [[links]] as their labels, images as their descriptions; no `#`, pipes, URLs
 * or HTML. Read with marked's lexer (and the wiki's [[link]] extension), as the article page renders it.
 */
import { Marked, type Token, type Tokens } from 'marked';
import { wikiLinkTokenizer, type WikiLinkToken } from '../../shared/wikiLinks';

const lexer = new Marked({ gfm: true, extensions: [wikiLinkTokenizer()] });

/** Between blocks (a heading and its paragraph, table rows…), so their words do not run together. */
const BLOCK_SEPARATOR = ' · ';

function inlineText(tokens: readonly Token[] | undefined): string {
  return (tokens ?? []).map(inlineTokenText).join('');
}

function inlineTokenText(token: Token): string {
  switch (token.type) {
    case 'wikiLink':
      return (token as WikiLinkToken).label;
    case 'image':
      return (token as Tokens.Image).text;
    case 'br':
      return ' ';
    case 'html':
      return '';
    case 'codespan':
    case 'escape':
      return (token as Tokens.Codespan | Tokens.Escape).text;
    default:
      return 'tokens' in token && token.tokens ? inlineText(token.tokens) : 'text' in token ? String(token.text) : '';
  }
}

function blockTexts(token: Token): string[] {
  switch (token.type) {
    case 'space':
    case 'hr':
    case 'html':
    case 'def':
      return [];
    case 'code':
      return [(token as Tokens.Code).text];
    case 'table': {
      const table = token as Tokens.Table;
      return [table.header, ...table.rows].map((row) =>
        row
          .map((cell) => inlineText(cell.tokens))
          .filter((cell) => cell.trim() !== '')
          .join(' '),
      );
    }
    case 'list':
      return (token as Tokens.List).items.flatMap((item) => item.tokens.flatMap(blockTexts));
    case 'blockquote':
      return (token as Tokens.Blockquote).tokens.flatMap(blockTexts);
    default:
      return [inlineText('tokens' in token ? token.tokens : undefined) || ('text' in token ? String(token.text) : '')];
  }
}

/** The article's visible words in reading order, on one line: whitespace runs become single spaces. */
export function markdownPlainText(markdown: string): string {
  return lexer
    .lexer(markdown)
    .flatMap(blockTexts)
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter((text) => text !== '')
    .join(BLOCK_SEPARATOR);
}
