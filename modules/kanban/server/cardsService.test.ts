/** `kanban.cards`: another module makes cards for a user through the service registry, with kanban's own checks. */
import { defineServerModule } from '@artel/sdk/server';
import { createModuleTestHost, type ModuleTestHost } from '@artel/sdk/server/testing';
import { Type } from '@sinclair/typebox';
import kanbanModule from '.';
import { kanbanCardsRef, type NewCardFor } from '../contract';
import { boardView, boardWithColumns, joinAs, newTeam, type Person } from './testing/kanbanFixtures';

const heard: Array<Record<string, unknown>> = [];

/** A stand-in for Telegram or flows: it turns a request into a card for the person who sent it, and listens to kanban. */
const bot = defineServerModule({
  id: 'bot',
  register({ http, services, events }) {
    events.on('kanban.card.created', (payload) => {
      heard.push(payload);
    });
    http.routes(async (router) => {
      const body = Type.Object({
        columnId: Type.String(),
        title: Type.String(),
        workspaceId: Type.Optional(Type.String()),
        assigneeIds: Type.Optional(Type.Array(Type.String())),
        onBehalfOf: Type.Optional(Type.Object({ name: Type.String(), userId: Type.Optional(Type.String()), via: Type.String() })),
      });
      router.post('/cards', { schema: { body } }, async (request) => {
        const context = http.context(request);
        const { workspaceId: inWorkspace, ...rest } = request.body;
        const input: NewCardFor = {
          ...rest,
          workspaceId: inWorkspace ?? context.workspaceId,
          userId: context.userId,
          locale: context.locale,
        };
        return { card: await services.get(kanbanCardsRef).createCard(input) };
      });
    });
  },
});

let host: ModuleTestHost;
let workspaceId: string;
let owner: Person;

const viaBot = (who: Person, body: Record<string, unknown>) =>
  host.app.inject({
    method: 'POST',
    url: '/api/v1/modules/bot/cards',
    headers: { ...who.headers, 'accept-language': 'en' },
    payload: body,
  });

beforeAll(async () => {
  host = await createModuleTestHost(kanbanModule, { alongside: [bot] });
  ({ workspaceId, owner } = await newTeam(host));
});

afterAll(() => host.close());

it('creates the card in the column for the user, as the board would', async () => {
  const {
    boardId,
    columnIds: [todo = ''],
  } = await boardWithColumns(host.app, owner, workspaceId, ['Inbox']);
  const response = await viaBot(owner, { columnId: todo, title: '  From the bot  ' });
  expect(response.statusCode).toBe(200);
  expect(response.json().card).toMatchObject({ title: 'From the bot', columnId: todo, createdById: owner.id });
  expect((await boardView(host.app, owner, boardId)).cards.map((card) => card.title)).toEqual(['From the bot']);
  expect(heard).toEqual([
    expect.objectContaining({ kind: 'kanban.card.created', workspaceId, boardId, columnId: todo, actorId: owner.id }),
  ]);
});

it("refuses what the user may not do, a column of another workspace, and bad input, with kanban's errors", async () => {
  const {
    columnIds: [todo = ''],
  } = await boardWithColumns(host.app, owner, workspaceId, ['Inbox']);
  const viewer = await joinAs(host, workspaceId, 'viewer');
  expect((await viaBot(viewer, { columnId: todo, title: 'No' })).json().error.code).toBe('forbidden');
  const other = await newTeam(host);
  expect((await viaBot(other.owner, { columnId: todo, title: 'Not yours' })).json().error).toMatchObject({
    code: 'column_not_found',
    statusCode: 404,
  });
  expect((await viaBot(other.owner, { columnId: todo, title: 'Not yours', workspaceId })).json().error.code).toBe('column_not_found');
  expect((await viaBot(owner, { columnId: todo, title: '   ' })).json().error).toMatchObject({
    code: 'validation_error',
    details: [{ field: 'title' }],
  });
});

describe('a card made on behalf of the author of a message elsewhere', () => {
  const notificationsOf = async (who: Person) =>
    (await host.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: who.headers })).json<{
      notifications: Array<{ type: string; message: string }>;
    }>().notifications;

  it("names the author, not the admin whose rights made it, in the assignee's notification and the activity", async () => {
    const {
      columnIds: [todo = ''],
    } = await boardWithColumns(host.app, owner, workspaceId, ['Inbox']);
    const anna = await joinAs(host, workspaceId, 'member', 'Анна Петрова');
    const pavel = await joinAs(host, workspaceId, 'member', 'Павел');
    const response = await viaBot(owner, {
      columnId: todo,
      title: 'Send the quote',
      assigneeIds: [pavel.id, anna.id],
      onBehalfOf: { name: 'Анна Петрова', userId: anna.id, via: 'Telegram' },
    });
    expect(response.statusCode).toBe(200);
    const cardId = response.json().card.id as string;
    const notices = await notificationsOf(pavel);
    expect(notices.map((notice) => notice.message)).toEqual(['Анна Петрова через Telegram: вам назначена «Send the quote»']);
    expect(await notificationsOf(anna)).toEqual([]);
    const { activity } = (
      await host.app.inject({ method: 'GET', url: `/api/v1/modules/kanban/cards/${cardId}/activity`, headers: owner.headers })
    ).json();
    expect(activity[0]).toMatchObject({
      kind: 'card.created',
      actorId: owner.id,
      data: { onBehalfOf: { name: 'Анна Петрова', via: 'Telegram' } },
    });
  });
});
