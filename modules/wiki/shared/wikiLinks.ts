/**
 * `[[Title]]` and `[[Title|label]]` links between articles, as a marked extension, so that the renderer and
 * the server's list of outgoing links (for backlinks) read the text the same way: a link inside inline code or
 * a code block is code, not a link.
 */
import { Marked, type Token, type TokenizerAndRendererExtension, type Tokens } from 'marked';
import { titleKey } from './titleKey';

export interface WikiLinkToken extends Tokens.Generic {
  type: 'wikiLink';
  raw: string;
  title: string;
  label: string;
}

export interface WikiLinkTarget {
  title: string;
  key: string;
}

const MAX_TITLE = 200;
const WIKI_LINK = /^\[\[([^[\]|\n]+?)(?:\|([^[\]\n]+?))?\]\]/;

export function wikiLinkTokenizer(): TokenizerAndRendererExtension {
  return {
    name: 'wikiLink',
    level: 'inline',
    start: (source) => {
      const index = source.indexOf('[[');
      return index < 0 ? undefined : index;
    },
    tokenizer(source): WikiLinkToken | undefined {
      const match = WIKI_LINK.exec(source);
      const title = match?.[1]?.trim();
      if (!match || !title || title.length > MAX_TITLE) return undefined;
      return { type: 'wikiLink', raw: match[0], title, label: match[2]?.trim() || title };
    },
  };
}

const lexer = new Marked({ gfm: true, extensions: [wikiLinkTokenizer()] });

/** The distinct articles a text links to, in order of first mention. */
export function extractWikiLinks(markdown: string): WikiLinkTarget[] {
  const targets = new Map<string, WikiLinkTarget>();
  lexer.walkTokens(lexer.lexer(markdown), (token: Token) => {
    if (token.type !== 'wikiLink') return;
    const { title } = token as WikiLinkToken;
    const key = titleKey(title);
    if (!targets.has(key)) targets.set(key, { title, key });
  });
  return [...targets.values()];
}
