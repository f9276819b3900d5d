import type { ModuleTestHost, TestPerson } from '@artel/sdk/server/testing';
import { createWikiHost, wikiClient, type ArticleJson } from './testing/wikiFixtures';

let host: ModuleTestHost;
let wiki: ReturnType<typeof wikiClient>;
let workspaceId: string;
let owner: TestPerson;
let article: ArticleJson;
/** The owner of another team workspace, asking in their own workspace. */
let outsider: TestPerson;

beforeAll(async () => {
  host = await createWikiHost();
  wiki = wikiClient(host);
  ({ workspaceId, owner } = await host.newTeam('Ольга'));
  article = await wiki.create(owner, { title: 'Секретный договор', body: 'Ссылка на [[Отпуск]].', tags: ['тайна'] });
  await wiki.save(owner, article, { body: 'Ссылка на [[Отпуск]]. Вторая версия.' });
  outsider = (await host.newTeam('Чужой')).owner;
});

afterAll(() => host.close());

/** Every wiki route, as (method, path, body) aimed at `article`. */
const everyRoute = (id: string): Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> => [
  ['GET', '/articles'],
  ['GET', `/articles/${id}`],
  ['POST', '/articles', { title: 'Новая статья', body: '' }],
  ['PUT', `/articles/${id}`, { title: 'Секретный договор', body: 'Переписано', tags: [], parentId: null, baseVersion: 2 }],
  ['POST', `/articles/${id}/publish`],
  ['POST', `/articles/${id}/unpublish`],
  ['GET', `/articles/${id}/revisions`],
  ['GET', `/articles/${id}/revisions/1`],
  ['POST', `/articles/${id}/revisions/1/restore`, { baseVersion: 2 }],
  ['POST', '/links/resolve', { titles: ['Секретный договор'] }],
  ['GET', '/wanted'],
  ['GET', '/tags'],
  ['GET', '/search?q=договор'],
  ['GET', '/trash'],
  ['POST', `/trash/${id}/restore`],
  ['DELETE', `/trash/${id}`],
  ['DELETE', `/articles/${id}`],
];

describe('isolation between workspaces', () => {
  it("another workspace's user, in their own workspace, can neither read nor change this one's articles", async () => {
    const answers: Array<[string, number, string | undefined]> = [];
    for (const [method, path, body] of everyRoute(article.id)) {
      const response = await wiki.call(outsider, method, path, body);
      answers.push([`${method} ${path}`, response.statusCode, response.statusCode >= 400 ? response.json().error.code : undefined]);
      if (response.statusCode < 300 && response.body) expect(response.body).not.toMatch(/Секретный|тайна|Отпуск/);
    }
    const byArticle = answers.filter(([route]) => route.includes(article.id));
    expect(byArticle.every(([, status, code]) => status === 404 && code === 'article_not_found')).toBe(true);
    expect(await wiki.read(owner, article.id)).toMatchObject({
      version: 2,
      body: 'Ссылка на [[Отпуск]]. Вторая версия.',
      status: 'published',
    });
  });

  it('naming the other workspace in X-Workspace-ID does not let a non-member in', async () => {
    const intruder = host.inWorkspace(outsider, workspaceId);
    for (const [method, path, body] of everyRoute(article.id)) {
      const response = await wiki.call(intruder, method, path, body);
      expect([`${method} ${path}`, response.statusCode >= 400 && response.statusCode < 500]).toEqual([`${method} ${path}`, true]);
    }
    expect(await wiki.read(owner, article.id)).toMatchObject({ version: 2, status: 'published' });
  });
});

describe('wiki permissions mapped onto workspace roles', () => {
  it('viewers and guests read but change nothing: 403 with the platform’s «Недостаточно прав»', async () => {
    for (const role of ['viewer', 'guest'] as const) {
      const person = await host.join(workspaceId, role);
      expect((await wiki.read(person, article.id)).title).toBe('Секретный договор');
      expect((await wiki.call(person, 'GET', '/search?q=договоров')).json().hits.map((hit: { id: string }) => hit.id)).toEqual([
        article.id,
      ]);
      const writes: Array<['POST' | 'PUT' | 'DELETE', string, unknown]> = [
        ['POST', '/articles', { title: 'Гостевая', body: '' }],
        ['PUT', `/articles/${article.id}`, { title: 'x', body: '', tags: [], parentId: null, baseVersion: 2 }],
        ['POST', `/articles/${article.id}/unpublish`, undefined],
        ['POST', `/articles/${article.id}/revisions/1/restore`, { baseVersion: 2 }],
        ['DELETE', `/articles/${article.id}`, undefined],
      ];
      for (const [method, path, body] of writes) {
        const response = await wiki.call(person, method, path, body, 'ru');
        expect([role, path, response.statusCode, response.json().error]).toEqual([
          role,
          path,
          403,
          expect.objectContaining({ code: 'forbidden', message: 'Недостаточно прав' }),
        ]);
      }
    }
    expect(await wiki.read(owner, article.id)).toMatchObject({ version: 2, status: 'published' });
  });

  it('members create, edit and publish, but do not delete', async () => {
    const member = await host.join(workspaceId, 'member');
    const own = await wiki.create(member, { title: 'Статья участника', status: 'draft' });
    expect((await wiki.call(member, 'POST', `/articles/${own.id}/publish`)).json().article.status).toBe('published');
    expect((await wiki.save(member, own, { body: 'правка' })).version).toBe(2);
    const removal = await wiki.call(member, 'DELETE', `/articles/${own.id}`);
    expect([removal.statusCode, removal.json().error.code]).toEqual([403, 'forbidden']);
  });

  it('a draft is seen by its author and by admins and owners (wiki.manage), not by other members', async () => {
    const author = await host.join(workspaceId, 'member', 'Автор');
    const colleague = await host.join(workspaceId, 'member', 'Коллега');
    const admin = await host.join(workspaceId, 'admin', 'Админ');
    const draft = await wiki.create(author, { title: 'Черновик квартального плана', status: 'draft' });
    expect((await wiki.call(colleague, 'GET', `/articles/${draft.id}`)).statusCode).toBe(404);
    expect((await wiki.call(colleague, 'GET', '/articles')).json().articles.map((a: ArticleJson) => a.id)).not.toContain(draft.id);
    expect((await wiki.call(colleague, 'GET', '/search?q=квартального')).json().hits).toEqual([]);
    expect(
      (await wiki.call(colleague, 'PUT', `/articles/${draft.id}`, { title: 'x', body: '', tags: [], parentId: null, baseVersion: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await wiki.read(admin, draft.id)).title).toBe('Черновик квартального плана');
    expect((await wiki.call(admin, 'GET', '/search?q=квартального')).json().hits.map((hit: { id: string }) => hit.id)).toEqual([draft.id]);
    expect((await wiki.call(author, 'GET', '/articles?drafts=only')).json().articles.map((a: ArticleJson) => a.id)).toEqual([draft.id]);
  });

  it('publishing at creation needs wiki.publish too', async () => {
    const viewer = await host.join(workspaceId, 'viewer');
    const response = await wiki.call(viewer, 'POST', '/articles', { title: 'Сразу в печать', body: '', status: 'published' });
    expect(response.statusCode).toBe(403);
  });

  it('admins delete', async () => {
    const admin = await host.join(workspaceId, 'admin');
    const doomed = await wiki.create(owner, { title: 'На удаление' });
    expect((await wiki.call(admin, 'DELETE', `/articles/${doomed.id}`)).statusCode).toBe(204);
    expect((await wiki.call(owner, 'GET', `/articles/${doomed.id}`)).statusCode).toBe(404);
  });
});

describe('search route', () => {
  it('finds an article by an inflected Russian word and an English one, and is hidden when search is off', async () => {
    const team = await host.newTeam();
    const person = team.owner;
    const created = await wiki.create(person, { title: 'Deployment checklist', body: 'Перед выкладкой проверьте договоры поставки.' });
    const hits = async (q: string) =>
      (await wiki.call(person, 'GET', `/search?q=${encodeURIComponent(q)}`)).json().hits.map((hit: { id: string }) => hit.id);
    expect(await hits('договоров')).toEqual([created.id]);
    expect(await hits('deploy')).toEqual([created.id]);
    const [hit] = (await wiki.call(person, 'GET', '/search?q=договоров')).json().hits;
    expect(hit.snippetHtml).toContain('<mark>договоры</mark>');
    await wiki.configure(person, { enableFullTextSearch: false });
    const off = await wiki.call(person, 'GET', '/search?q=договоров', undefined, 'ru');
    expect([off.statusCode, off.json().error.message]).toEqual([404, 'Поиск отключён в настройках модуля']);
  });

  it('shows the text as saved in snippets: after an edit, and after a rename rewrote a [[link]]', async () => {
    const person = (await host.newTeam()).owner;
    const target = await wiki.create(person, { title: 'Отпуск', body: 'Правила отпуска.' });
    const linking = await wiki.create(person, { title: 'Кадры', body: 'Смотрите [[Отпуск]] и **график**.' });
    const snippets = async (q: string) =>
      (await wiki.call(person, 'GET', `/search?q=${encodeURIComponent(q)}`))
        .json()
        .hits.map((hit: { snippetHtml: string }) => hit.snippetHtml);
    expect(await snippets('графика')).toEqual(['Смотрите Отпуск и <mark>график</mark>.']);

    await wiki.save(person, linking, { body: 'Смотрите [[Отпуск]] и новый **график** дежурств.' });
    expect(await snippets('графика')).toEqual(['Смотрите Отпуск и новый <mark>график</mark> дежурств.']);

    await wiki.save(person, target, { title: 'Ежегодный отпуск' });
    expect(await snippets('графика')).toEqual(['Смотрите Ежегодный отпуск и новый <mark>график</mark> дежурств.']);
  });
});
