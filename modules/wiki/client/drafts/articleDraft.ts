/**
 * An article's unsaved edit as the wiki keeps it in `sdk.drafts` (which adds the time it was kept): the title,
 * text and tags, and the version they were written on, so that a draft restored after someone else saved is
 * merged with their version rather than saved over it.
 */
export interface ArticleDraft {
  title: string;
  text: string;
  tags: string[];
  baseVersion: number;
}

/** One draft per article, and one per place a new article is started from. */
export const articleDraftKey = (articleId: string | null, parentId: string | null) =>
  articleId ? `article:${articleId}` : `article:new:${parentId ?? 'root'}`;

export const draftOf = (fields: { title: string; body: string; tags: string[] }, baseVersion: number): ArticleDraft => ({
  title: fields.title,
  text: fields.body,
  tags: [...fields.tags],
  baseVersion,
});

/** Whether two drafts hold the same title, text and tags, whatever version they were written on. */
export const sameContent = (a: ArticleDraft, b: ArticleDraft) =>
  a.title === b.title && a.text === b.text && a.tags.length === b.tags.length && a.tags.every((tag, index) => tag === b.tags[index]);
