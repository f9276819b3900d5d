/** The wiki's flow trigger: an article was published (created as published, or a draft published). */
import {
  coreTables,
  fillMessage,
  type FlowSampleEvent,
  type FlowSampleQuery,
  type FlowTriggerDefinition,
  type ModuleServices,
} from '@artel/sdk/server';
import { and, desc, eq, ilike, isNull } from 'drizzle-orm';
import { wikiArticles } from '../tables';

const { users } = coreTables;

export const ARTICLE_PUBLISHED = 'wiki.article_published';

const texts = {
  ru: { published: 'Опубликована статья «{title}»', article: 'Статья «{title}»' },
  en: { published: 'Article "{title}" published', article: 'Article "{title}"' },
};

/** The text as an ILIKE pattern that matches it literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * Real publications to test a flow on: the newest published articles (or those whose title holds the search),
 * as the trigger would carry them; their author stands for who published, which the wiki does not keep.
 */
export function publishedSamples(wiki: ModuleServices) {
  return async (query: FlowSampleQuery): Promise<FlowSampleEvent[]> => {
    const tester = await wiki.contexts.forUser(query.workspaceId, query.userId, query.locale);
    if (!tester || !(await wiki.permissions.can(tester, 'wiki.view'))) return [];
    const rows = await wiki.db.orm
      .select({ article: wikiArticles, authorName: users.name })
      .from(wikiArticles)
      .leftJoin(users, eq(users.id, wikiArticles.authorId))
      .where(
        and(
          eq(wikiArticles.workspaceId, query.workspaceId),
          eq(wikiArticles.status, 'published'),
          isNull(wikiArticles.deletedAt),
          ...(query.search ? [ilike(wikiArticles.title, containing(query.search))] : []),
        ),
      )
      .orderBy(desc(wikiArticles.publishedAt), desc(wikiArticles.id))
      .limit(query.limit);
    return rows.map(({ article, authorName }) => ({
      id: article.id,
      summary: fillMessage(texts[query.locale][query.search ? 'article' : 'published'], { title: article.title }),
      ...(article.publishedAt ? { at: article.publishedAt.toISOString() } : {}),
      ...(authorName ? { actorName: authorName } : {}),
      event: {
        articleId: article.id,
        title: article.title,
        tags: article.tags,
        authorId: article.authorId,
        publishedById: article.authorId,
      },
    }));
  };
}

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
