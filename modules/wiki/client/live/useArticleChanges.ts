/**
 * Someone else edited, published or deleted the article on screen: the page offers the new version.
 */
import { $currentWorkspaceId, $user } from '@artel/sdk';
import { useEffect, useState } from 'react';
import { wikiSdk } from '../wikiSdk';
import { ARTICLE_EVENT_KIND, type ArticleAction, readArticleEvent } from './articleEvents';

export interface ArticleChange {
  action: Exclude<ArticleAction, 'created'>;
  by: string;
}

export function useArticleChanges(articleId: string): [ArticleChange | null, () => void] {
  const [change, setChange] = useState<ArticleChange | null>(null);
  useEffect(() => {
    setChange(null);
    return wikiSdk().realtime.subscribe(
      (raw) => {
        const event = readArticleEvent(raw, $currentWorkspaceId.getState());
        if (!event || event.articleId !== articleId || event.action === 'created' || event.by === $user.getState()?.id) return;
        setChange({ action: event.action, by: event.by });
      },
      { kind: ARTICLE_EVENT_KIND },
    );
  }, [articleId]);
  return [change, () => setChange(null)];
}
