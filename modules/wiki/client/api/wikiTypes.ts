/** What the wiki server answers (modules/wiki/server). */
export type ArticleStatus = 'draft' | 'published';

export interface ArticleSummary {
  id: string;
  title: string;
  parentId: string | null;
  status: ArticleStatus;
  tags: string[];
  authorId: string | null;
  version: number;
  updatedAt: string;
}

export interface ArticleRef {
  id: string;
  title: string;
}

export interface Article extends ArticleSummary {
  body: string;
  updatedById: string | null;
  createdAt: string;
  publishedAt: string | null;
  ancestors: ArticleRef[];
  children: Array<ArticleRef & { status: ArticleStatus }>;
  backlinks: ArticleRef[];
  links: Array<{ title: string; key: string; articleId: string | null }>;
}

export interface ArticleFields {
  title: string;
  body: string;
  tags: string[];
  parentId: string | null;
  summary?: string;
}

export interface RevisionSummary {
  number: number;
  title: string;
  authorId: string | null;
  summary: string;
  restoredFrom: number | null;
  createdAt: string;
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
