/**
 * An article's text on screen: markdown rendered and sanitised (renderMarkdown), or plain text when the
 * workspace switched markdown off. Links inside the wiki open without reloading the page.
 */
import { navigate, useTranslation } from '@artel/sdk';
import { type MouseEvent, useMemo } from 'react';
import { renderMarkdown, renderPlainText } from '../markdown/renderMarkdown';
import { MODULE_ID } from '../moduleId';
import { articlePath, newArticlePath } from '../paths';

export interface MarkdownViewProps {
  source: string;
  /** Title key → article id for the [[links]] that lead to existing articles. */
  articleIds: ReadonlyMap<string, string>;
  markdown: boolean;
}

function followInApp(event: MouseEvent<HTMLDivElement>): void {
  const anchor = (event.target as Element).closest('a');
  const href = anchor?.getAttribute('href');
  if (!anchor || !href || !href.startsWith('/') || anchor.target === '_blank' || event.ctrlKey || event.metaKey || event.shiftKey) return;
  event.preventDefault();
  navigate(href);
}

export function MarkdownView({ source, articleIds, markdown }: MarkdownViewProps) {
  const { t } = useTranslation(MODULE_ID);
  const html = useMemo(
    () =>
      markdown
        ? renderMarkdown(source, {
            articleId: (key) => articleIds.get(key),
            articleHref: articlePath,
            newArticleHref: (title) => newArticlePath({ title }),
            wantedHint: t('article.wantedHint'),
          })
        : renderPlainText(source),
    [source, articleIds, markdown, t],
  );
  // The only HTML inserted anywhere in the wiki, and it went through the sanitiser (sanitizeHtml.ts).
  return <div className="wiki-markdown" onClick={followInApp} dangerouslySetInnerHTML={{ __html: html }} />;
}
