/**
 * An article's text on screen: markdown rendered and sanitised (renderMarkdown), or plain text when the
 * workspace switched markdown off. Links inside the wiki open without reloading the page.
 */
import { navigate, useTranslation } from '@artel/sdk';
import { type MouseEvent, useEffect, useMemo, useRef } from 'react';
import { FILE_PATH_PREFIX, fileObjectUrl } from '../api/wikiFiles';
import { toastFailure } from '../errors';
import { renderMarkdown, renderPlainText } from '../markdown/renderMarkdown';
import { MODULE_ID } from '../moduleId';
import { articlePath, newArticlePath } from '../paths';

export interface MarkdownViewProps {
  source: string;
  /** Title key → article id for the [[links]] that lead to existing articles. */
  articleIds: ReadonlyMap<string, string>;
  markdown: boolean;
}

/** A file of the article: fetched with the session's token and handed to the browser as a download. */
function downloadFile(href: string, name: string): void {
  fileObjectUrl(href).then((url) => {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
  }, toastFailure);
}

function followInApp(event: MouseEvent<HTMLDivElement>): void {
  const anchor = (event.target as Element).closest('a');
  const href = anchor?.getAttribute('href');
  if (!anchor || !href || !href.startsWith('/') || anchor.target === '_blank' || event.ctrlKey || event.metaKey || event.shiftKey) return;
  event.preventDefault();
  if (href.startsWith(FILE_PATH_PREFIX)) downloadFile(href, anchor.textContent ?? 'file');
  else navigate(href);
}

/** Images of the workspace's files get their bytes through an authorised fetch. */
function useFileImages(container: React.RefObject<HTMLDivElement | null>, html: string): void {
  useEffect(() => {
    for (const image of container.current?.querySelectorAll<HTMLImageElement>(`img[src^="${FILE_PATH_PREFIX}"]`) ?? []) {
      const path = image.getAttribute('src')!;
      image.removeAttribute('src');
      fileObjectUrl(path).then(
        (url) => (image.src = url),
        () => image.classList.add('wiki-image--missing'),
      );
    }
  }, [container, html]);
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
  const container = useRef<HTMLDivElement>(null);
  useFileImages(container, html);
  // Article HTML reaches the page only here, and only through the sanitiser (sanitizeHtml.ts).
  return <div ref={container} className="wiki-markdown" onClick={followInApp} dangerouslySetInnerHTML={{ __html: html }} />;
}
