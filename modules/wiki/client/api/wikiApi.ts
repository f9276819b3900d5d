/** The wiki server's calls (/api/v1/modules/wiki, X-Workspace-ID from the SDK). */
import { api } from '@artel/sdk';
import { MODULE_ID } from '../moduleId';
import type { Article, ArticleFields, ArticleStatus, ArticleSummary, Revision, RevisionSummary, SearchHit, TrashEntry } from './wikiTypes';

const path = (rest: string) => `/modules/${MODULE_ID}/${rest}`;
/** Articles change under our feet (other people): never from the client's GET cache. */
const fresh = { cache: false } as const;

export const wikiApi = {
  articles: async (query: { tag?: string; order?: 'title' | 'recent'; limit?: number; drafts?: 'only' } = {}) =>
    (await api.get<{ articles: ArticleSummary[] }>(path('articles'), { ...fresh, query })).articles,
  article: async (id: string) => (await api.get<{ article: Article }>(path(`articles/${id}`), fresh)).article,
  create: async (fields: ArticleFields & { status: ArticleStatus }) =>
    (await api.post<{ article: Article }>(path('articles'), fields)).article,
  save: async (id: string, fields: ArticleFields & { baseVersion: number }) =>
    (await api.put<{ article: Article }>(path(`articles/${id}`), fields)).article,
  publish: async (id: string) => (await api.post<{ article: Article }>(path(`articles/${id}/publish`))).article,
  unpublish: async (id: string) => (await api.post<{ article: Article }>(path(`articles/${id}/unpublish`))).article,
  remove: (id: string) => api.delete(path(`articles/${id}`)),
  revisions: (id: string) =>
    api.get<{ currentVersion: number; maxRevisions: number; revisions: RevisionSummary[] }>(path(`articles/${id}/revisions`), fresh),
  revision: async (id: string, number: number) =>
    (await api.get<{ revision: Revision }>(path(`articles/${id}/revisions/${number}`))).revision,
  restore: async (id: string, number: number, baseVersion: number) =>
    (await api.post<{ article: Article }>(path(`articles/${id}/revisions/${number}/restore`), { baseVersion })).article,
  trash: () => api.get<{ days: number; entries: TrashEntry[] }>(path('trash'), fresh),
  restoreFromTrash: (id: string) => api.post<{ restored: number }>(path(`trash/${id}/restore`)),
  deleteForever: (id: string) => api.delete(path(`trash/${id}`)),
  resolveLinks: async (titles: string[]) =>
    (await api.post<{ links: Array<{ key: string; articleId: string | null }> }>(path('links/resolve'), { titles })).links,
  wanted: async () => (await api.get<{ wanted: Array<{ title: string; key: string; count: number }> }>(path('wanted'), fresh)).wanted,
  tags: async (limit = 50) =>
    (await api.get<{ tags: Array<{ tag: string; count: number }> }>(path('tags'), { ...fresh, query: { limit } })).tags,
  search: (query: { q: string; tag?: string; authorId?: string; limit?: number; offset?: number }) =>
    api.get<{ hits: SearchHit[]; hasMore: boolean }>(path('search'), { ...fresh, query }),
};
