/**
 * The assigned, comment and mention notices are rules on kanban's card events: each fact reaches each person once
 * (never a second time for being also the card's author, an assignee or a watcher), and never the person who acted.
 */
import type { ModuleTestHost } from '@artel/sdk/server/testing';
import type { FastifyInstance } from 'fastify';
import { addCard, boardWithColumns, createKanbanHost, joinAs, kanban, newTeam, type Person } from './testing/kanbanFixtures';

let host: ModuleTestHost;
let app: FastifyInstance;
let workspaceId: string;
let owner: Person;
let todo: string;

beforeAll(async () => {
  host = await createKanbanHost();
  ({ app } = host);
  ({ workspaceId, owner } = await newTeam(host));
  [todo = ''] = (await boardWithColumns(app, owner, workspaceId, ['To do'])).columnIds;
}, 30_000);

afterAll(async () => {
  await host.close();
});

async function titlesFor(who: Person): Promise<string[]> {
  const list = await app.inject({ method: 'GET', url: '/api/v1/notifications', headers: who.headers });
  return list.json<{ notifications: Array<{ title: string }> }>().notifications.map((notification) => notification.title);
}

async function comment(author: Person, cardId: string, body: string, mentions: string[] = []) {
  const posted = await kanban(app, author, 'POST', `/cards/${cardId}/comments`, { body, mentions });
  expect(posted.statusCode).toBe(201);
}

async function watch(who: Person, cardId: string) {
  expect((await kanban(app, who, 'PUT', `/cards/${cardId}/watch`)).statusCode).toBe(200);
}

describe('one notice per fact', () => {
  it('tells each newly assigned member once, not again when the assignees change around them, and not the one who assigned', async () => {
    const marina = await joinAs(host, workspaceId, 'member', 'Марина');
    const gleb = await joinAs(host, workspaceId, 'member', 'Глеб');
    const card = await addCard(app, owner, todo, 'Смета на кровлю', { assigneeIds: [marina.id, owner.id] });
    expect(await titlesFor(marina)).toEqual(['Вам назначена карточка']);

    const reassigned = await kanban(app, owner, 'PUT', `/cards/${card.id}/assignees`, { userIds: [marina.id, owner.id, gleb.id] });
    expect(reassigned.statusCode).toBe(200);
    expect(await titlesFor(marina)).toEqual(['Вам назначена карточка']);
    expect(await titlesFor(gleb)).toEqual(['Вам назначена карточка']);
    expect(await titlesFor(owner)).toEqual([]);
  });

  it("tells the card's author of a comment once though they also watch and are assigned it, and nobody of their own comment", async () => {
    const vera = await joinAs(host, workspaceId, 'member', 'Вера');
    const card = await addCard(app, vera, todo, 'Договор аренды', { assigneeIds: [vera.id] });
    await watch(vera, card.id);
    await watch(owner, card.id);

    await comment(owner, card.id, 'Проверьте пункт 4');
    expect(await titlesFor(vera)).toEqual(['Новый комментарий к вашей карточке']);
    expect(await titlesFor(owner)).toEqual([]);

    await comment(vera, card.id, 'Проверила');
    expect(await titlesFor(vera)).toEqual(['Новый комментарий к вашей карточке']);
    expect(await titlesFor(owner)).toEqual(['Новый комментарий к карточке, за которой вы следите']);
  });

  it('tells a mentioned assignee and watcher of the mention only, once, and not the author who mentions themselves', async () => {
    const olga = await joinAs(host, workspaceId, 'member', 'Ольга');
    const card = await addCard(app, owner, todo, 'Смета на фасад', { assigneeIds: [olga.id] });
    await watch(olga, card.id);
    const before = { olga: await titlesFor(olga), owner: await titlesFor(owner) };

    await comment(owner, card.id, '@Ольга @Владелец проверь, пожалуйста', [olga.id, owner.id]);
    expect(await titlesFor(olga)).toEqual(['Вас упомянули в комментарии', ...before.olga]);
    expect(await titlesFor(owner)).toEqual(before.owner);
  });
});
