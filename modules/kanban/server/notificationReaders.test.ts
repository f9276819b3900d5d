/**
 * Kanban's notifications carry a card's title and a comment's words, so they reach only those who may view the
 * card's board when they are sent: not a guest the board is not shared with, not a watcher demoted since.
 */
import type { ModuleTestHost } from '@artel/sdk/server/testing';
import type { FastifyInstance } from 'fastify';
import { addCard, boardWithColumns, createKanbanHost, joinAs, kanban, newTeam, type Person } from './testing/kanbanFixtures';

let host: ModuleTestHost;
let app: FastifyInstance;
let workspaceId: string;
let owner: Person;

beforeAll(async () => {
  host = await createKanbanHost();
  ({ app } = host);
  ({ workspaceId, owner } = await newTeam(host));
}, 30_000);

afterAll(async () => {
  await host.close();
});

interface Received {
  titles: string[];
  messages: string[];
  unread: number;
}

async function receivedBy(who: Person): Promise<Received> {
  const list = await app.inject({ method: 'GET', url: '/api/v1/notifications', headers: who.headers });
  const { notifications } = list.json<{ notifications: Array<{ title: string; message: string }> }>();
  const count = await app.inject({ method: 'GET', url: '/api/v1/notifications/unread-count', headers: who.headers });
  return {
    titles: notifications.map((item) => item.title),
    messages: notifications.map((item) => item.message),
    unread: count.json<{ count: number }>().count,
  };
}

async function comment(cardId: string, body: string, mentions: string[] = []) {
  const posted = await kanban(app, owner, 'POST', `/cards/${cardId}/comments`, { body, mentions });
  expect(posted.statusCode).toBe(201);
}

describe('who hears of a card', () => {
  it('tells a guest mentioned on a board not shared with them nothing, and tells them once it is shared', async () => {
    const {
      columnIds: [todo = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do']);
    const card = await addCard(app, owner, todo, 'Тендер «Северный порт»');
    const guest = await joinAs(host, workspaceId, 'guest', 'Гость');
    const before = await receivedBy(guest);

    await comment(card.id, '@Гость цена 4,2 млн — никому', [guest.id]);
    expect(await receivedBy(guest)).toEqual(before);

    const boardId = (await kanban(app, owner, 'GET', `/cards/${card.id}`)).json().card.boardId as string;
    await host.setBoardRole(boardId, guest.id, 'board_viewer');
    await comment(card.id, '@Гость теперь вам видно', [guest.id]);
    const after = await receivedBy(guest);
    expect(after.titles).toEqual(['Вас упомянули в комментарии', ...before.titles]);
    expect(after.messages[0]).toContain('теперь вам видно');
    expect(after.unread).toBe(before.unread + 1);
  });

  it('tells a member assigned a card, and not a guest assigned the same card on a board not shared with them', async () => {
    const {
      columnIds: [todo = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do']);
    const card = await addCard(app, owner, todo, 'Смета на кровлю');
    const member = await joinAs(host, workspaceId, 'member', 'Марина');
    const guest = await joinAs(host, workspaceId, 'guest', 'Гость');
    const before = { member: await receivedBy(member), guest: await receivedBy(guest) };

    const assigned = await kanban(app, owner, 'PUT', `/cards/${card.id}/assignees`, { userIds: [member.id, guest.id] });
    expect(assigned.statusCode).toBe(200);
    const toMember = await receivedBy(member);
    expect(toMember.titles.length - before.member.titles.length).toBe(1);
    expect(toMember.messages[0]).toContain('Смета на кровлю');
    expect(toMember.unread).toBe(before.member.unread + 1);
    expect(await receivedBy(guest)).toEqual(before.guest);
  });

  it('stops telling a watcher of comments once they are demoted to a guest the board is not shared with', async () => {
    const {
      columnIds: [todo = ''],
    } = await boardWithColumns(app, owner, workspaceId, ['To do']);
    const card = await addCard(app, owner, todo, 'Договор аренды');
    const watcher = await joinAs(host, workspaceId, 'member', 'Вадим');
    expect((await kanban(app, watcher, 'PUT', `/cards/${card.id}/watch`)).statusCode).toBe(200);
    const before = await receivedBy(watcher);
    await comment(card.id, 'Первая правка');
    expect((await receivedBy(watcher)).titles.length).toBe(before.titles.length + 1);

    const demoted = await app.inject({
      method: 'PUT',
      url: `/api/v1/workspaces/${workspaceId}/members/${watcher.id}/role`,
      headers: owner.headers,
      payload: { role: 'guest' },
    });
    expect(demoted.statusCode).toBe(200);
    const afterDemotion = await receivedBy(watcher);
    await comment(card.id, 'Вторая правка: сумма 900 000');
    expect(await receivedBy(watcher)).toEqual(afterDemotion);
  });
});
