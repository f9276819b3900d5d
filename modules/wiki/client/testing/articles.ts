/** Articles as the wiki server answers them, for the page tests. */
import type { Article, ArticleSummary } from '../api/wikiTypes';
import { ME } from './signedIn';

let next = 0;
const uuid = () => `00000000-0000-4000-8000-${String((next += 1)).padStart(12, '0')}`;

export function summary(fields: Partial<ArticleSummary> & { title: string }): ArticleSummary {
  return {
    id: uuid(),
    parentId: null,
    status: 'published',
    tags: [],
    authorId: ME,
    version: 1,
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...fields,
  };
}

export function article(fields: Partial<Article> & { title: string }): Article {
  return {
    ...summary(fields),
    body: '',
    updatedById: ME,
    createdAt: '2026-11-01T09:00:00.000Z',
    publishedAt: '2026-11-01T09:00:00.000Z',
    ancestors: [],
    children: [],
    backlinks: [],
    links: [],
    ...fields,
  };
}
