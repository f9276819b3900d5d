import type { ModuleTestHost } from '@artel/sdk/server/testing';
import { createWikiHost, wikiClient } from '../testing/wikiFixtures';

let host: ModuleTestHost;

beforeAll(async () => {
  host = await createWikiHost();
});

afterAll(() => host.close());

describe('wiki in flows', () => {
  it('"article published" fires when an article is created published and when a draft is published, not for drafts', async () => {
    const { owner } = await host.newTeam('Автор');
    const wiki = wikiClient(host);
    const created = await host.api(owner, 'POST', `/workspaces/${owner.workspaceId}/flows`, {
      name: 'Новые статьи',
      state: 'enabled',
      definition: {
        trigger: { type: 'wiki.article_published', settings: {} },
        conditions: { in: ['hr', { var: 'tags' }] },
        steps: [{ id: 'tell', kind: 'action', action: 'platform.notify', settings: { role: 'owner', message: 'Опубликовано: {{title}}' } }],
      },
    });
    expect(created.statusCode).toBe(201);
    const flowId = created.json().id;

    const direct = await wiki.create(owner, { title: 'Отпуска', tags: ['hr'] });
    const draft = await wiki.create(owner, { title: 'Онбординг', tags: ['hr'], status: 'draft' });
    await wiki.create(owner, { title: 'Без тега', tags: [] });
    await host.flows.settled();
    const before = (await host.api(owner, 'GET', `/workspaces/${owner.workspaceId}/flows/${flowId}/runs`)).json();
    expect(before.items.map((run: { status: string }) => run.status)).toEqual(['skipped', 'succeeded']);

    expect((await host.request(owner, 'POST', `/articles/${draft.id}/publish`)).statusCode).toBe(200);
    await host.flows.settled();
    const { items } = (await host.api(owner, 'GET', `/workspaces/${owner.workspaceId}/flows/${flowId}/runs`)).json();
    expect(items.map((run: { status: string }) => run.status)).toEqual(['succeeded', 'skipped', 'succeeded']);
    const runs = await Promise.all(
      items.map(async (run: { id: string }) =>
        (await host.api(owner, 'GET', `/workspaces/${owner.workspaceId}/flows/${flowId}/runs/${run.id}`)).json(),
      ),
    );
    const events = runs.map((run) => run.event);
    // The run log names the article by its title.
    expect(runs[0].names[draft.id]).toEqual({ kind: 'article', name: 'Онбординг' });
    expect(events[0]).toEqual({
      articleId: draft.id,
      title: 'Онбординг',
      tags: ['hr'],
      authorId: owner.userId,
      publishedById: owner.userId,
    });
    expect(events[2]).toMatchObject({ articleId: direct.id, title: 'Отпуска' });
  });

  it('offers the published articles, newest first, to test a flow on, and finds one by title', async () => {
    const { owner } = await host.newTeam('Автор');
    const wiki = wikiClient(host);
    const older = await wiki.create(owner, { title: 'Регламент отпусков', tags: ['hr'] });
    const newer = await wiki.create(owner, { title: 'Онбординг', tags: [] });
    await wiki.create(owner, { title: 'Черновик', tags: [], status: 'draft' });
    const trigger = { type: 'wiki.article_published', settings: {} };
    const url = `/workspaces/${owner.workspaceId}/flow-samples`;
    const newest = (await host.api(owner, 'POST', url, { trigger }, 'ru')).json();
    expect(newest.samples.map((sample: { summary: string }) => sample.summary)).toEqual([
      'Опубликована статья «Онбординг»',
      'Опубликована статья «Регламент отпусков»',
    ]);
    expect(newest.samples[0]).toMatchObject({
      actorName: 'Автор',
      event: { articleId: newer.id, title: 'Онбординг', authorId: owner.userId },
    });
    const found = (await host.api(owner, 'POST', url, { trigger, search: 'отпуск' }, 'ru')).json();
    expect(found.samples.map((sample: { event: { articleId: string } }) => sample.event.articleId)).toEqual([older.id]);
  });
});
