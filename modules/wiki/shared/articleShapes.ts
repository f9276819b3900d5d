/** Articles and revisions as the wiki's server answers them and its client reads them. */
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

export interface LinkTarget {
  title: string;
  key: string;
  articleId: string | null;
}

export interface ArticleDetail extends ArticleSummary {
  body: string;
  updatedById: string | null;
  createdAt: string;
  publishedAt: string | null;
  /** From the top-level page down to the parent. */
  ancestors: ArticleRef[];
  children: Array<ArticleRef & { status: ArticleStatus }>;
  /** Articles that link here ('Упоминается в'). */
  backlinks: ArticleRef[];
  /** Its own [[links]], each with the article it leads to, or null for a wanted one. */
  links: LinkTarget[];
}

export interface RevisionSummary {
  number: number;
  title: string;
  authorId: string | null;
  summary: string;
  restoredFrom: number | null;
  /** Set when this revision only followed another article's rename: its links now name `relinkedTo`. */
  relinkedFrom: string | null;
  relinkedTo: string | null;
  createdAt: string;
}

/** One deletion in the trash: the article that was deleted, and how many pages under it went along. */
export interface TrashEntry {
  id: string;
  title: string;
  deletedById: string | null;
  deletedAt: string;
  /** When the scheduled purge removes it for good. */
  purgeAt: string;
  childCount: number;
}
