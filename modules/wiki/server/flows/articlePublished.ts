/** The wiki's flow trigger: an article was published (created as published, or a draft published). */
import type { FlowTriggerDefinition, ModuleServices } from '@artel/sdk/server';
import { and, eq } from 'drizzle-orm';
import { wikiArticles } from '../tables';

export const ARTICLE_PUBLISHED = 'wiki.article_published';

export const articlePublishedTrigger: FlowTriggerDefinition = {
  type: ARTICLE_PUBLISHED,
  label: { ru: 'Статья опубликована', en: 'Article published' },
  fields: [
    { key: 'articleId', type: 'article', label: { ru: 'Статья', en: 'Article' } },
    { key: 'title', type: 'string', label: { ru: 'Заголовок', en: 'Title' } },
    { key: 'tags', type: 'string', label: { ru: 'Теги', en: 'Tags' } },
    { key: 'authorId', type: 'member', label: { ru: 'Автор', en: 'Author' } },
    { key: 'publishedById', type: 'member', label: { ru: 'Кто опубликовал', en: 'Published by' } },
  ],
  settings: [],
  sample: {
    articleId: 'a471c1e0-0000-4000-8000-000000000001',
    title: 'Регламент отпусков',
    tags: ['hr', 'процессы'],
    authorId: '3e3be400-0000-4000-8000-000000000004',
    publishedById: '3e3be400-0000-4000-8000-000000000004',
  },
};

/** After the publishing committed: tells flows, with the article as it is now. */
export async function articlePublished(wiki: ModuleServices, workspaceId: string, articleId: string, publishedById: string): Promise<void> {
  const [article] = await wiki.db.orm
    .select({ id: wikiArticles.id, title: wikiArticles.title, tags: wikiArticles.tags, authorId: wikiArticles.authorId })
    .from(wikiArticles)
    .where(and(eq(wikiArticles.id, articleId), eq(wikiArticles.workspaceId, workspaceId)));
  if (!article) return;
  await wiki.flows.emit(ARTICLE_PUBLISHED, {
    workspaceId,
    payload: { articleId: article.id, title: article.title, tags: article.tags, authorId: article.authorId, publishedById },
  });
}
