import type { ModuleTestHost, TestPerson } from '@artel/sdk/server/testing';
import { sql } from 'drizzle-orm';
import { purgeTrash } from './trash/trashWrites';
import { createWikiHost, wikiClient } from './testing/wikiFixtures';

let host: ModuleTestHost;
let wiki: ReturnType<typeof wikiClient>;
let owner: TestPerson;

beforeAll(async () => {
  host = await createWikiHost();
  wiki = wikiClient(host);
  ({ owner } = await host.newTeam('Ольга'));
});

afterAll(() => host.close());

interface TrashJson {
  days: number;
  entries: Array<{ id: string; title: string; deletedById: string; childCount: number; deletedAt: string; purgeAt: string }>;
}
async function trash(person: TestPerson): Promise<TrashJson> {
  const response = await wiki.call(person, 'GET', '/trash');
  if (response.statusCode !== 200) throw new Error(`trash: ${response.statusCode} ${response.body}`);
  return response.json<TrashJson>();
}
const status = async (person: TestPerson, id: string) => (await wiki.call(person, 'GET', `/articles/${id}`)).statusCode;

describe('the trash', () => {
  it('takes a deleted article with its child pages, lists it once, and restores it with them as they were', async () => {
    const parent = await wiki.create(owner, { title: 'Регламенты' });
    const child = await wiki.create(owner, { title: 'Регламент закупок', parentId: parent.id });
    const linking = await wiki.create(owner, { title: 'Оглавление', body: '[[Регламенты]]' });

    expect((await wiki.call(owner, 'DELETE', `/articles/${parent.id}`)).statusCode).toBe(204);
    expect([await status(owner, parent.id), await status(owner, child.id)]).toEqual([404, 404]);
    expect((await wiki.call(owner, 'GET', '/articles')).json().articles.map((a: { id: string }) => a.id)).toEqual([linking.id]);
    expect((await wiki.call(owner, 'GET', '/search?q=закупок')).json().hits).toEqual([]);
    expect((await wiki.read(owner, linking.id)).links).toEqual([{ title: 'Регламенты', key: 'регламенты', articleId: null }]);
    const listed = await trash(owner);
    expect(listed.days).toBe(30);
    expect(listed.entries).toEqual([
      expect.objectContaining({ id: parent.id, title: 'Регламенты', deletedById: owner.userId, childCount: 1 }),
    ]);
    const { deletedAt, purgeAt } = listed.entries[0]!;
    expect(Date.parse(purgeAt) - Date.parse(deletedAt)).toBe(30 * 24 * 3600 * 1000);

    expect((await wiki.call(owner, 'POST', `/trash/${parent.id}/restore`)).json()).toEqual({ restored: 2 });
    expect((await wiki.read(owner, child.id)).ancestors.map((a) => a.id)).toEqual([parent.id]);
    expect((await wiki.read(owner, parent.id)).backlinks.map((a) => a.title)).toEqual(['Оглавление']);
    expect((await trash(owner)).entries).toEqual([]);
  });

  it('frees the title while trashed, and refuses a restore onto a taken title with a clear error, changing nothing', async () => {
    const old = await wiki.create(owner, { title: 'Отчёт' });
    await wiki.call(owner, 'DELETE', `/articles/${old.id}`);
    await wiki.create(owner, { title: 'отчёт' });
    const refused = await wiki.call(owner, 'POST', `/trash/${old.id}/restore`, undefined, 'ru');
    expect([refused.statusCode, refused.json().error.message]).toEqual([
      409,
      'Статью нельзя восстановить: название «отчёт» уже занято. Переименуйте ту статью и попробуйте снова',
    ]);
    expect((await trash(owner)).entries.map((entry) => entry.id)).toEqual([old.id]);
  });

  it('deletes for good on request, and purges deletions older than 30 days on schedule', async () => {
    const forever = await wiki.create(owner, { title: 'Навсегда' });
    const fresh = await wiki.create(owner, { title: 'Свежая' });
    const stale = await wiki.create(owner, { title: 'Старая' });
    for (const article of [forever, fresh, stale]) await wiki.call(owner, 'DELETE', `/articles/${article.id}`);
    expect((await wiki.call(owner, 'DELETE', `/trash/${forever.id}`)).statusCode).toBe(204);
    expect((await wiki.call(owner, 'POST', `/trash/${forever.id}/restore`)).statusCode).toBe(404);

    await host.orm.execute(sql`update wiki_articles set deleted_at = now() - interval '31 days' where id = ${stale.id}`);
    expect(await purgeTrash(host.orm)).toBe(1);
    const left = (await trash(owner)).entries.map((entry) => entry.title);
    expect(left).toContain('Свежая');
    expect(left).not.toContain('Старая');
    expect(left).not.toContain('Навсегда');
  });

  it('is for those who may delete: viewers and members are refused every trash route', async () => {
    const doomed = await wiki.create(owner, { title: 'Под замком' });
    await wiki.call(owner, 'DELETE', `/articles/${doomed.id}`);
    for (const role of ['viewer', 'member'] as const) {
      const person = await host.join(owner.workspaceId, role);
      for (const [method, path] of [
        ['GET', '/trash'],
        ['POST', `/trash/${doomed.id}/restore`],
        ['DELETE', `/trash/${doomed.id}`],
      ] as const) {
        const response = await wiki.call(person, method, path);
        expect([role, path, response.statusCode, response.json().error.code]).toEqual([role, path, 403, 'forbidden']);
      }
    }
    expect((await trash(owner)).entries.map((entry) => entry.id)).toContain(doomed.id);
  });

  it('a non-member of the workspace gets none of its trash, even naming it in X-Workspace-ID', async () => {
    const doomed = await wiki.create(owner, { title: 'Чужим не видно' });
    await wiki.call(owner, 'DELETE', `/articles/${doomed.id}`);
    const outsider = (await host.newTeam('Чужой')).owner;
    expect((await trash(outsider)).entries).toEqual([]);
    for (const [method, path] of [
      ['POST', `/trash/${doomed.id}/restore`],
      ['DELETE', `/trash/${doomed.id}`],
    ] as const) {
      expect((await wiki.call(outsider, method, path)).statusCode).toBe(404);
    }
    const intruder = host.inWorkspace(outsider, owner.workspaceId);
    for (const [method, path] of [
      ['GET', '/trash'],
      ['POST', `/trash/${doomed.id}/restore`],
      ['DELETE', `/trash/${doomed.id}`],
    ] as const) {
      const response = await wiki.call(intruder, method, path);
      expect([path, response.statusCode >= 400 && response.statusCode < 500]).toEqual([path, true]);
    }
    expect((await trash(owner)).entries.map((entry) => entry.id)).toContain(doomed.id);
  });
});
