import type { ModuleTestHost, TestPerson } from '@artel/sdk/server/testing';
import { createWikiHost, wikiClient, type ArticleJson } from './testing/wikiFixtures';

let host: ModuleTestHost;
let wiki: ReturnType<typeof wikiClient>;
let owner: TestPerson;

beforeAll(async () => {
  host = await createWikiHost();
  wiki = wikiClient(host);
  ({ owner } = await host.newTeam('Ольга'));
});

afterAll(() => host.close());

interface RevisionJson {
  number: number;
  authorId: string | null;
  relinkedFrom: string | null;
  relinkedTo: string | null;
}

describe('renaming an article keeps links to it working', () => {
  it('rewrites [[Old title]] in other articles to the new title, with a revision by the renamer that says so', async () => {
    const target = await wiki.create(owner, { title: 'Отпуск', body: 'Правила отпуска.' });
    const member = await host.join(owner.workspaceId, 'member', 'Пётр');
    const linking = await wiki.create(member, { title: 'Кадры', body: 'См. [[отпуск]] и [[Отпуск|правила]]; код: `[[Отпуск]]`.' });
    const draft = await wiki.create(member, { title: 'Черновик', body: 'Ещё [[Отпуск]].', status: 'draft' });

    await wiki.save(owner, target, { title: 'Ежегодный отпуск' });

    const relinked = await wiki.read(member, linking.id);
    expect(relinked.body).toBe('См. [[Ежегодный отпуск]] и [[Ежегодный отпуск|правила]]; код: `[[Отпуск]]`.');
    expect(relinked.links).toEqual([{ title: 'Ежегодный отпуск', key: 'ежегодный отпуск', articleId: target.id }]);
    expect(relinked.version).toBe(2);
    expect((await wiki.read(member, draft.id)).body).toBe('Ещё [[Ежегодный отпуск]].');
    expect((await wiki.read(owner, target.id)).backlinks.map((source) => source.title)).toEqual(['Кадры', 'Черновик']);
    expect((await wiki.call(owner, 'GET', '/wanted')).json().wanted).toEqual([]);

    const [revision] = (await wiki.call(member, 'GET', `/articles/${linking.id}/revisions`)).json<{ revisions: RevisionJson[] }>()
      .revisions;
    expect(revision).toMatchObject({ number: 2, authorId: owner.userId, relinkedFrom: 'Отпуск', relinkedTo: 'Ежегодный отпуск' });
  });

  it('a save that keeps the title touches no other article', async () => {
    const target = await wiki.create(owner, { title: 'Бюджет' });
    const linking = await wiki.create(owner, { title: 'План', body: '[[Бюджет]]' });
    await wiki.save(owner, target, { title: 'бюджет', body: 'Цифры' });
    expect((await wiki.read(owner, linking.id)).version).toBe(1);
  });

  it('a rename refused for a taken title rewrites nothing', async () => {
    const target = await wiki.create(owner, { title: 'Склад' });
    await wiki.create(owner, { title: 'Логистика' });
    const linking: ArticleJson = await wiki.create(owner, { title: 'Поставки', body: '[[Склад]]' });
    const response = await wiki.call(owner, 'PUT', `/articles/${target.id}`, {
      title: 'Логистика',
      body: '',
      tags: [],
      parentId: null,
      baseVersion: 1,
    });
    expect(response.statusCode).toBe(409);
    expect((await wiki.read(owner, linking.id)).body).toBe('[[Склад]]');
  });
});
