import type { ModuleTestHost, TestPerson } from '@artel/sdk/server/testing';
import { createWikiHost, wikiClient, type ArticleJson } from './testing/wikiFixtures';

let host: ModuleTestHost;
let wiki: ReturnType<typeof wikiClient>;
let owner: TestPerson;
let member: TestPerson;

beforeAll(async () => {
  host = await createWikiHost();
  wiki = wikiClient(host);
  const team = await host.newTeam('Ольга');
  owner = team.owner;
  member = await host.join(team.workspaceId, 'member', 'Марк');
});

afterAll(() => host.close());

interface RevisionJson {
  number: number;
  title: string;
  body: string;
  tags: string[];
  authorId: string;
  summary: string;
  restoredFrom: number | null;
}

const revisions = async (person: TestPerson, id: string) =>
  (await wiki.call(person, 'GET', `/articles/${id}/revisions`)).json<{
    currentVersion: number;
    maxRevisions: number;
    revisions: RevisionJson[];
  }>();
const revision = async (person: TestPerson, id: string, number: number) =>
  (await wiki.call(person, 'GET', `/articles/${id}/revisions/${number}`)).json<{ revision: RevisionJson }>().revision;

describe('revisions', () => {
  it('keeps a revision of every save with its author and summary, and any two can be fetched to compare', async () => {
    const first = await wiki.create(owner, { title: 'Регламент', body: 'Версия один.', tags: ['процессы'], summary: 'Первая редакция' });
    const second = await wiki.save(member, first, { body: 'Версия два.', summary: 'Уточнил сроки' });
    await wiki.save(owner, second, { title: 'Регламент закупок', tags: ['процессы', 'закупки'] });
    const listed = await revisions(owner, first.id);
    expect(listed.currentVersion).toBe(3);
    expect(listed.revisions.map((r) => [r.number, r.title, r.authorId, r.summary])).toEqual([
      [3, 'Регламент закупок', owner.userId, ''],
      [2, 'Регламент', member.userId, 'Уточнил сроки'],
      [1, 'Регламент', owner.userId, 'Первая редакция'],
    ]);
    expect(await revision(owner, first.id, 1)).toMatchObject({ body: 'Версия один.', tags: ['процессы'] });
    expect(await revision(owner, first.id, 3)).toMatchObject({ body: 'Версия два.', tags: ['процессы', 'закупки'] });
  });

  it('keeps only the newest 50 (maxRevisions), pruning the oldest', async () => {
    let article = await wiki.create(owner, { title: 'Часто правят', body: 'правка 1' });
    for (let edit = 2; edit <= 53; edit += 1) article = await wiki.save(owner, article, { body: `правка ${edit}` });
    const listed = await revisions(owner, article.id);
    expect(listed.maxRevisions).toBe(50);
    expect(listed.revisions).toHaveLength(50);
    expect(listed.revisions[0]?.number).toBe(53);
    expect(listed.revisions.at(-1)?.number).toBe(4);
    expect((await wiki.call(owner, 'GET', `/articles/${article.id}/revisions/3`)).json().error.code).toBe('revision_not_found');
  }, 60_000);

  it('restores any revision as a new one; nothing is lost', async () => {
    const first = await wiki.create(owner, { title: 'Восстановление', body: 'Первый текст.', tags: ['a'] });
    const second = await wiki.save(member, first, { body: 'Второй текст.', tags: ['b'] });
    const response = await wiki.call(owner, 'POST', `/articles/${first.id}/revisions/1/restore`, { baseVersion: second.version });
    expect(response.statusCode).toBe(200);
    expect(response.json().article).toMatchObject({ version: 3, body: 'Первый текст.', tags: ['a'] });
    const listed = await revisions(owner, first.id);
    expect(listed.revisions.map((r) => [r.number, r.body === undefined, r.restoredFrom])).toEqual([
      [3, true, 1],
      [2, true, null],
      [1, true, null],
    ]);
    expect(await revision(owner, first.id, 2)).toMatchObject({ body: 'Второй текст.' });
  });

  it('a restore based on a stale version is refused with 409, like any save', async () => {
    const first = await wiki.create(owner, { title: 'Устаревшее восстановление', body: 'один' });
    await wiki.save(member, first, { body: 'два' });
    const response = await wiki.call(owner, 'POST', `/articles/${first.id}/revisions/1/restore`, { baseVersion: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.details.current.body).toBe('два');
  });

  it('with versioning off in the settings, keeps no revisions and says so', async () => {
    const team = await host.newTeam();
    await wiki.configure(team.owner, { enableVersioning: false });
    const article: ArticleJson = await wiki.create(team.owner, { title: 'Без истории', body: 'один' });
    await wiki.save(team.owner, article, { body: 'два' });
    const response = await wiki.call(team.owner, 'GET', `/articles/${article.id}/revisions`, undefined, 'ru');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatchObject({ code: 'versioning_disabled', message: 'История версий отключена в настройках модуля' });
    await wiki.configure(team.owner, { enableVersioning: true });
    expect((await revisions(team.owner, article.id)).revisions).toEqual([]);
  });

  it('with maxRevisions set lower, keeps that many', async () => {
    const team = await host.newTeam();
    await wiki.configure(team.owner, { maxRevisions: 3 });
    let article = await wiki.create(team.owner, { title: 'Три версии', body: '1' });
    for (let edit = 2; edit <= 5; edit += 1) article = await wiki.save(team.owner, article, { body: String(edit) });
    expect((await revisions(team.owner, article.id)).revisions.map((r) => r.number)).toEqual([5, 4, 3]);
  });
});
