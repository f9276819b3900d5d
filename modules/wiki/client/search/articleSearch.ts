/**
 * The wiki's answer to the top bar's search: ranked articles for the text, each opening its page, with the
 * matched words marked in the title and in the text around the match. Nothing while the workspace has
 * full-text search switched off (the server would refuse).
 */
import type { ModuleSdk, SearchProvider } from '@artel/sdk';
import { wikiApi } from '../api/wikiApi';
import { articlePath } from '../paths';
import { readWikiConfig } from '../wikiConfig';
import { markedHtmlText } from './markedHtml';

export function articleSearchProvider(sdk: Pick<ModuleSdk, 'moduleId' | 'config'>): SearchProvider {
  return {
    id: 'articles',
    title: `${sdk.moduleId}:search.topBarGroup`,
    async search({ text, limit }) {
      if (!readWikiConfig(sdk.config.get()).enableFullTextSearch) return [];
      const { hits } = await wikiApi.search({ q: text, limit });
      return hits.map((hit) => {
        const title = markedHtmlText(hit.titleHtml);
        const snippet = markedHtmlText(hit.snippetHtml);
        return {
          id: hit.id,
          title: title.text || hit.title,
          titleHighlights: title.text ? title.ranges : [],
          ...(snippet.text ? { description: snippet.text, descriptionHighlights: snippet.ranges } : { description: hit.tags.join(', ') }),
          path: articlePath(hit.id),
          icon: 'manual',
        };
      });
    },
  };
}
