/**
 * The wiki's answer to the top bar's search: ranked articles for the text, each opening its page. Nothing
 * while the workspace has full-text search switched off (the server would refuse).
 */
import type { ModuleSdk, SearchProvider } from '@artel/sdk';
import { wikiApi } from '../api/wikiApi';
import { articlePath } from '../paths';
import { readWikiConfig } from '../wikiConfig';

/** ts_headline's fragment arrives as escaped HTML with <mark>s; the top bar shows plain text. */
function plainText(html: string): string {
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export function articleSearchProvider(sdk: Pick<ModuleSdk, 'moduleId' | 'config'>): SearchProvider {
  return {
    id: 'articles',
    title: `${sdk.moduleId}:search.topBarGroup`,
    async search({ text, limit }) {
      if (!readWikiConfig(sdk.config.get()).enableFullTextSearch) return [];
      const { hits } = await wikiApi.search({ q: text, limit });
      return hits.map((hit) => ({
        id: hit.id,
        title: plainText(hit.titleHtml) || hit.title,
        description: plainText(hit.snippetHtml) || hit.tags.join(', '),
        path: articlePath(hit.id),
        icon: 'manual',
      }));
    },
  };
}
