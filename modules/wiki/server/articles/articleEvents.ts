/** Live events carry ids only (RealtimeService); open tabs fetch what they show. */
import type { ModuleServices } from '@artel/sdk/server';
import type { Relinked } from './relinkArticles';

export type ArticleEventAction = 'created' | 'updated' | 'published' | 'unpublished' | 'deleted' | 'restored';

export function articleEvents(wiki: ModuleServices) {
  const announce = (workspaceId: string, articleId: string, action: ArticleEventAction, by: string, version?: number) =>
    wiki.realtime.publishToWorkspace(workspaceId, { kind: 'wiki.article', action, articleId, by, ...(version ? { version } : {}) });
  return {
    announce,
    /** The articles whose links a rename rewrote changed too: an open editor of one of them hears of it. */
    async announceRelinked(workspaceId: string, relinked: Relinked[], by: string): Promise<void> {
      for (const article of relinked) await announce(workspaceId, article.id, 'updated', by, article.version);
    },
  };
}
