/** A server with the wiki as its only bundled module, and calls to it as people of team workspaces. */
import { createModuleTestHost, type ModuleTestHost, type TestPerson } from '@artel/sdk/server/testing';
import wikiModule from '..';

export const createWikiHost = (): Promise<ModuleTestHost> => createModuleTestHost(wikiModule);

export interface ArticleJson {
  id: string;
  title: string;
  body: string;
  tags: string[];
  status: 'draft' | 'published';
  parentId: string | null;
  authorId: string | null;
  version: number;
  ancestors: Array<{ id: string; title: string }>;
  children: Array<{ id: string; title: string; status: string }>;
  backlinks: Array<{ id: string; title: string }>;
  links: Array<{ title: string; key: string; articleId: string | null }>;
}

export function wikiClient(host: ModuleTestHost) {
  const call = (person: TestPerson, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, locale?: 'ru' | 'en') =>
    host.request(person, method, url, payload, locale);

  async function create(
    person: TestPerson,
    fields: Partial<Omit<ArticleJson, 'id'>> & { title: string; summary?: string },
  ): Promise<ArticleJson> {
    const response = await call(person, 'POST', '/articles', { body: '', status: 'published', ...fields });
    if (response.statusCode !== 201) throw new Error(`create ${fields.title}: ${response.statusCode} ${response.body}`);
    return response.json<{ article: ArticleJson }>().article;
  }

  async function read(person: TestPerson, id: string): Promise<ArticleJson> {
    const response = await call(person, 'GET', `/articles/${id}`);
    if (response.statusCode !== 200) throw new Error(`read ${id}: ${response.statusCode} ${response.body}`);
    return response.json<{ article: ArticleJson }>().article;
  }

  /** Saves the article with some fields changed, based on its current version. */
  async function save(
    person: TestPerson,
    article: ArticleJson,
    changes: Partial<ArticleJson> & { summary?: string },
  ): Promise<ArticleJson> {
    const { title, body, tags, parentId } = { ...article, ...changes };
    const response = await call(person, 'PUT', `/articles/${article.id}`, {
      title,
      body,
      tags,
      parentId,
      summary: changes.summary,
      baseVersion: article.version,
    });
    if (response.statusCode !== 200) throw new Error(`save ${article.id}: ${response.statusCode} ${response.body}`);
    return response.json<{ article: ArticleJson }>().article;
  }

  async function configure(owner: TestPerson, config: Record<string, unknown>): Promise<void> {
    const response = await host.app.inject({
      method: 'PUT',
      url: '/api/v1/marketplace/modules/wiki/config',
      headers: owner.headers,
      payload: { config },
    });
    if (response.statusCode !== 200) throw new Error(`config: ${response.statusCode} ${response.body}`);
  }

  return { call, create, read, save, configure };
}
