/** What the wiki server answers (modules/wiki/server). */
import type { ArticleDetail, ArticleStatus, RevisionSummary } from '../../shared/articleShapes';

export type { ArticleRef, ArticleStatus, ArticleSummary, RevisionSummary, TrashEntry } from '../../shared/articleShapes';
export type Article = ArticleDetail;

export interface ArticleFields {
  title: string;
  body: string;
  tags: string[];
  parentId: string | null;
  summary?: string;
}

export interface Revision extends RevisionSummary {
  body: string;
  tags: string[];
}

export interface SearchHit {
  id: string;
  title: string;
  titleHtml: string;
  snippetHtml: string;
  tags: string[];
  status: ArticleStatus;
  authorId: string | null;
  updatedAt: string;
}

/** The details of a 409 version_conflict: the other person's save, and what the caller started from. */
export interface ConflictDetails {
  current: { title: string; body: string; tags: string[]; version: number; updatedById: string | null; updatedAt: string };
  base: { title: string; body: string; tags: string[]; version: number } | null;
}
