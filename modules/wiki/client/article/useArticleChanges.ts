/**
 * Someone else edited, published or deleted the article on screen: the server tells the workspace over the
 * realtime hub ({ kind: 'wiki.article', action, articleId, by }), and the page offers the new version.
 */
import { $currentWorkspaceId, $user } from '@artel/sdk';
import { useEffect, useState } from 'react';
import { wikiSdk } from '../wikiSdk';

export interface ArticleChange {
  action: 'updated' | 'published' | 'unpublished' | 'deleted';
  by: string;
}

const ACTIONS = new Set(['updated', 'published', 'unpublished', 'deleted']);

export function useArticleChanges(articleId: string): [ArticleChange | null, () => void] {
  const [change, setChange] = useState<ArticleChange | null>(null);
  useEffect(() => {
    setChange(null);
    return wikiSdk().realtime.subscribe(
      (event) => {
        if (event.articleId !== articleId || event.workspaceId !== $currentWorkspaceId.getState()) return;
        if (typeof event.action !== 'string' || !ACTIONS.has(event.action) || typeof event.by !== 'string') return;
        if (event.by === $user.getState()?.id) return;
        setChange({ action: event.action as ArticleChange['action'], by: event.by });
      },
      { kind: 'wiki.article' },
    );
  }, [articleId]);
  return [change, () => setChange(null)];
}
