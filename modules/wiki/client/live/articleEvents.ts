/**
 * The wiki's live events as the realtime hub hands them over: `{ kind: 'wiki.article', workspaceId, action,
 * articleId, by }` (the server's ArticleEventAction). Events carry ids only; a screen fetches what it shows.
 */
import type { RealtimeEvent } from '@artel/sdk';

export type ArticleAction = 'created' | 'updated' | 'published' | 'unpublished' | 'deleted' | 'restored';

export interface ArticleEvent {
  action: ArticleAction;
  articleId: string;
  /** Who did it. */
  by: string;
}

export const ARTICLE_EVENT_KIND = 'wiki.article';
const ACTIONS: ReadonlySet<string> = new Set<ArticleAction>(['created', 'updated', 'published', 'unpublished', 'deleted', 'restored']);

/** The article event of the given workspace, or null for anything else (another workspace, malformed). */
export function readArticleEvent(event: RealtimeEvent, workspaceId: string | null): ArticleEvent | null {
  if (event.kind !== ARTICLE_EVENT_KIND || event.workspaceId !== workspaceId) return null;
  const { action, articleId, by } = event;
  if (typeof action !== 'string' || !ACTIONS.has(action) || typeof articleId !== 'string' || typeof by !== 'string') return null;
  return { action: action as ArticleAction, articleId, by };
}
