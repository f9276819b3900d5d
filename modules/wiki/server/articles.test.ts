import type { ModuleTestHost, TestPerson } from '@artel/sdk/server/testing';
import { createWikiHost, wikiClient } from './testing/wikiFixtures';

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

describe('articles', () => {
  it('creates, reads and saves an article, each save a new version', async () => {
    const created = await wiki.create(owner, {
      title: '  Договор   поставки ',
      body: '| Срок | 5 дней |\n|---|---|',
      tags: ['Юристы', 'юристы ', 'Договоры'],
    });
    expect(created).toMatchObject({
      title: 'Договор поставки',
      tags: ['юристы', 'договоры'],
      status: 'published',
      version: 1,
      authorId: owner.userId,
    });
    const saved = await wiki.save(member, created, { body: 'Срок — 10 дней.' });
    expect(saved).toMatchObject({ version: 2, body: 'Срок — 10 дней.' });
    expect(await wiki.read(owner, created.id)).toMatchObject({ version: 2, body: 'Срок — 10 дней.' });
  });

  it('nests pages: children, the path from the top, and no cycles', async () => {
    const root = await wiki.create(owner, { title: 'Отдел продаж' });
    const child = await wiki.create(owner, { title: 'Скрипты звонков', parentId: root.id });
    const grandchild = await wiki.create(owner, { title: 'Холодные звонки', parentId: child.id });
    expect((await wiki.read(owner, grandchild.id)).ancestors.map((a) => a.title)).toEqual(['Отдел продаж', 'Скрипты звонков']);
    expect((await wiki.read(owner, root.id)).children.map((c) => c.title)).toEqual(['Скрипты звонков']);
    const cycle = await wiki.call(owner, 'PUT', `/articles/${root.id}`, {
      title: root.title,
      body: '',
      tags: [],
      parentId: grandchild.id,
      baseVersion: root.version,
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().error).toMatchObject({
      code: 'parent_cycle',
      message: 'An article cannot be placed inside itself or one of its child pages',
    });
    expect((await wiki.read(owner, root.id)).parentId).toBeNull();
  });

  it('deleting a page takes its children to the trash with it, not orphaned', async () => {
    const parent = await wiki.create(owner, { title: 'Временный раздел' });
    const child = await wiki.create(owner, { title: 'Уйдёт вместе', parentId: parent.id });
    expect((await wiki.call(owner, 'DELETE', `/articles/${parent.id}`)).statusCode).toBe(204);
    expect((await wiki.call(owner, 'GET', `/articles/${parent.id}`)).statusCode).toBe(404);
    expect((await wiki.call(owner, 'GET', `/articles/${child.id}`)).statusCode).toBe(404);
  });

  it('links with [[Title]]: backlinks on the target, wanted pages until they exist', async () => {
    const source = await wiki.create(owner, {
      title: 'Онбординг',
      body: 'Прочитайте [[Отпуск]] и [[Регламент закупок|регламент]]. `[[Не ссылка]]`',
    });
    const vacation = await wiki.create(member, { title: 'отпуск' });
    expect((await wiki.read(owner, vacation.id)).backlinks).toEqual([{ id: source.id, title: 'Онбординг' }]);
    expect((await wiki.read(owner, source.id)).links).toEqual(
      expect.arrayContaining([
        { title: 'Отпуск', key: 'отпуск', articleId: vacation.id },
        { title: 'Регламент закупок', key: 'регламент закупок', articleId: null },
      ]),
    );
    const wanted = (await wiki.call(owner, 'GET', '/wanted')).json().wanted;
    expect(wanted).toEqual([{ title: 'Регламент закупок', key: 'регламент закупок', count: 1 }]);
    const resolved = (await wiki.call(owner, 'POST', '/links/resolve', { titles: ['ОТПУСК', 'Нет такой'] })).json().links;
    expect(resolved).toEqual([
      { key: 'отпуск', articleId: vacation.id },
      { key: 'нет такой', articleId: null },
    ]);
  });

  it('keeps titles unique per workspace, whatever the case', async () => {
    await wiki.create(owner, { title: 'Уникальная' });
    const duplicate = await wiki.call(owner, 'POST', '/articles', { title: 'УНИКАЛЬНАЯ', body: '' }, 'ru');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toMatchObject({
      code: 'title_taken',
      message: 'Статья «УНИКАЛЬНАЯ» уже есть в этом рабочем пространстве',
    });
  });

  it('answers bad input with a clear message in the caller’s language and changes nothing', async () => {
    const before = (await wiki.call(owner, 'GET', '/articles')).json().articles.length;
    const cases: Array<[unknown, string, string]> = [
      [{ title: '   ', body: '' }, 'title_required', 'Укажите название статьи'],
      [{ title: 'x'.repeat(201), body: '' }, 'title_too_long', 'Название не может быть длиннее 200 символов'],
      [
        { title: 'Теги', body: '', tags: Array.from({ length: 21 }, (_, i) => `тег${i}`) },
        'too_many_tags',
        'У статьи может быть не больше 20 тегов',
      ],
      [{ title: 'Тег', body: '', tags: ['  '] }, 'tag_invalid', 'Тег должен быть от 1 до 50 символов'],
      [
        { title: 'Родитель', body: '', parentId: '00000000-0000-4000-8000-000000000000' },
        'parent_not_found',
        'Родительская статья не найдена',
      ],
    ];
    for (const [payload, code, message] of cases) {
      const response = await wiki.call(owner, 'POST', '/articles', payload, 'ru');
      expect([response.statusCode, response.json().error.code, response.json().error.message]).toEqual([400, code, message]);
    }
    expect((await wiki.call(owner, 'GET', '/articles')).json().articles).toHaveLength(before);
  });

  it('two people saving the same version: the second gets 409 with the other’s change and nothing is overwritten', async () => {
    const article = await wiki.create(owner, { title: 'Совместная правка', body: 'Исходный текст.' });
    await wiki.save(member, article, { body: 'Текст Марка.', summary: 'Марк' });
    const late = await wiki.call(
      owner,
      'PUT',
      `/articles/${article.id}`,
      { title: article.title, body: 'Текст Ольги.', tags: [], parentId: null, baseVersion: 1 },
      'ru',
    );
    expect(late.statusCode).toBe(409);
    const error = late.json().error;
    expect(error).toMatchObject({
      code: 'version_conflict',
      message: 'Статью уже изменил другой участник: сравните изменения и сохраните ещё раз',
    });
    expect(error.details.current).toMatchObject({ body: 'Текст Марка.', version: 2, updatedById: member.userId });
    expect(error.details.base).toMatchObject({ body: 'Исходный текст.', version: 1 });
    expect((await wiki.read(owner, article.id)).body).toBe('Текст Марка.');
    const merged = await wiki.call(owner, 'PUT', `/articles/${article.id}`, {
      title: article.title,
      body: 'Текст Марка. Текст Ольги.',
      tags: [],
      parentId: null,
      baseVersion: 2,
    });
    expect(merged.json().article).toMatchObject({ version: 3, body: 'Текст Марка. Текст Ольги.' });
  });

  it('refuses every save not based on the current version, even one the same person saved, and even when the base revision is gone', async () => {
    const team = await host.newTeam('Ольга');
    await wiki.configure(team.owner, { maxRevisions: 2 });
    const first = await wiki.create(team.owner, { title: 'Старая основа', body: 'Версия 1.' });
    const second = await wiki.save(team.owner, first, { body: 'Версия 2.' });
    await wiki.save(team.owner, second, { body: 'Версия 3.' });
    for (const baseVersion of [1, 2, 4]) {
      const stale = await wiki.call(team.owner, 'PUT', `/articles/${first.id}`, {
        title: first.title,
        body: 'Поверх.',
        tags: [],
        parentId: null,
        baseVersion,
      });
      expect([baseVersion, stale.statusCode, stale.json().error.code]).toEqual([baseVersion, 409, 'version_conflict']);
      expect(stale.json().error.details.current).toMatchObject({ body: 'Версия 3.', version: 3 });
    }
    // Only the newest two revisions are kept: the first is no longer there to compare with.
    const gone = await wiki.call(team.owner, 'PUT', `/articles/${first.id}`, {
      title: first.title,
      body: 'Поверх.',
      tags: [],
      parentId: null,
      baseVersion: 1,
    });
    expect(gone.json().error.details.base).toBeNull();
    expect((await wiki.read(team.owner, first.id)).body).toBe('Версия 3.');
  });

  it('lists articles by title (Cyrillic order), by recency, by tag, and counts tags of published ones', async () => {
    const team = await host.newTeam();
    const o = team.owner;
    await wiki.create(o, { title: 'Ёжик', tags: ['животные'] });
    await wiki.create(o, { title: 'Алфавит', tags: ['животные', 'буквы'] });
    await wiki.create(o, { title: 'Яблоко', tags: ['буквы'], status: 'draft' });
    await wiki.create(o, { title: 'Борщ', tags: ['еда'] });
    expect((await wiki.call(o, 'GET', '/articles')).json().articles.map((a: { title: string }) => a.title)).toEqual([
      'Алфавит',
      'Борщ',
      'Ёжик',
      'Яблоко',
    ]);
    expect((await wiki.call(o, 'GET', '/articles?order=recent&limit=2')).json().articles.map((a: { title: string }) => a.title)).toEqual([
      'Борщ',
      'Яблоко',
    ]);
    expect((await wiki.call(o, 'GET', '/articles?tag=Буквы')).json().articles.map((a: { title: string }) => a.title)).toEqual([
      'Алфавит',
      'Яблоко',
    ]);
    expect((await wiki.call(o, 'GET', '/tags')).json().tags).toEqual([
      { tag: 'животные', count: 2 },
      { tag: 'буквы', count: 1 },
      { tag: 'еда', count: 1 },
    ]);
  });

  it('tells the workspace live when an article changes', async () => {
    const article = await wiki.create(owner, { title: 'Живая статья' });
    const recorder = host.workspaceMessages(owner.workspaceId);
    try {
      await wiki.save(member, article, { body: 'новое' });
      await wiki.call(owner, 'POST', `/articles/${article.id}/unpublish`);
      const events = recorder.messages.map((message) => JSON.stringify(message));
      expect(
        events.some((text) => text.includes('"kind":"wiki.article"') && text.includes('"action":"updated"') && text.includes(article.id)),
      ).toBe(true);
      expect(events.some((text) => text.includes('"action":"unpublished"'))).toBe(true);
    } finally {
      recorder.stop();
    }
  });
});
