/**
 * An article's markdown as HTML that is safe to insert: GitHub-flavoured (tables, task lists, fenced code,
 * strikethrough, autolinks) by marked, `[[Title]]` links to the workspace's articles, everything through the
 * sanitiser. A link to an article that does not exist yet is "wanted": it leads to creating it.
 */
import { Marked } from 'marked';
import { escapeHtml } from '../../shared/escapeHtml';
import { titleKey } from '../../shared/titleKey';
import { wikiLinkTokenizer, type WikiLinkToken } from '../../shared/wikiLinks';
import { sanitizeHtml } from './sanitizeHtml';

export interface WikiLinkResolver {
  /** The id of the workspace's article with this title key, if there is one. */
  articleId(key: string): string | undefined;
  articleHref(id: string): string;
  newArticleHref(title: string): string;
  /** The tooltip of a wanted link ("no such article yet, click to create"), in the reader's language. */
  wantedHint: string;
}

function wikiLinkHtml(token: WikiLinkToken, links: WikiLinkResolver): string {
  const id = links.articleId(titleKey(token.title));
  const label = escapeHtml(token.label);
  if (id) return `<a class="wiki-link" href="${escapeHtml(links.articleHref(id))}">${label}</a>`;
  return `<a class="wiki-link wiki-link--wanted" data-wanted="true" href="${escapeHtml(links.newArticleHref(token.title))}" title="${escapeHtml(links.wantedHint)}">${label}</a>`;
}

export function renderMarkdown(source: string, links: WikiLinkResolver): string {
  const marked = new Marked({
    gfm: true,
    async: false,
    extensions: [{ ...wikiLinkTokenizer(), renderer: (token) => wikiLinkHtml(token as WikiLinkToken, links) }],
  });
  return sanitizeHtml(marked.parse(source, { async: false }));
}

/** With markdown switched off in the module's settings: the text as it is, paragraphs and line breaks kept. */
export function renderPlainText(source: string): string {
  return source
    .split(/\n{2,}/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');
}
