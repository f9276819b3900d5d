import type { ModuleTestHost } from '@artel/sdk/server/testing';
import type { FastifyInstance } from 'fastify';
import {
  addCard,
  boardView,
  boardWithColumns,
  createKanbanHost,
  joinAs,
  kanban,
  newTeam,
  type Person,
  titlesByColumn,
} from './testing/kanbanFixtures';

let host: ModuleTestHost;
let app: FastifyInstance;
let workspaceId: string;
let owner: Person;
let boardId: string;
let todo: string;
let done: string;
let cardId: string;

beforeAll(async () => {
  host = await createKanbanHost();
  ({ app } = host);
  ({ workspaceId, owner } = await newTeam(host));
  ({
    boardId,
    columnIds: [todo = '', done = ''],
  } = await boardWithColumns(app, owner, workspaceId, ['To do', 'Done']));
  cardId = (await addCard(app, owner, todo, 'Login page')).id;
}, 30_000);

afterAll(async () => {
  await host.close();
});

const move = (who: Person, columnId: string) => kanban(app, who, 'POST', `/cards/${cardId}/move`, { columnId });

describe('board-level permissions (SPEC §6) on kanban routes', () => {
  it('a viewer sees the board but cannot move a card: 403 forbidden, and the card stays', async () => {
    const viewer = await joinAs(host, workspaceId, 'viewer');
    expect((await boardView(app, viewer, boardId)).cards.map((card) => card.id)).toEqual([cardId]);
    const response = await move(viewer, done);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ code: 'forbidden', message: 'Insufficient permissions' });
    expect(titlesByColumn(await boardView(app, owner, boardId))).toEqual([['Login page'], []]);
  });

  it('a member creates, edits and moves cards; a board role of viewer on that board takes moving away', async () => {
    const member = await joinAs(host, workspaceId, 'member');
    const own = await addCard(app, member, todo, 'Member card');
    expect((await kanban(app, member, 'PATCH', `/cards/${own.id}`, { priority: 'high' })).statusCode).toBe(200);
    const moved = await move(member, done);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().card).toMatchObject({ id: cardId, columnId: done });
    expect(titlesByColumn(await boardView(app, owner, boardId))).toEqual([['Member card'], ['Login page']]);

    await host.setBoardRole(boardId, member.id, 'board_viewer');
    expect((await move(member, todo)).statusCode).toBe(403);
    expect(titlesByColumn(await boardView(app, owner, boardId))).toEqual([['Member card'], ['Login page']]);
  });

  it('a guest cannot see the board: 404 board_not_found on the board and its cards, and it is not listed', async () => {
    const guest = await joinAs(host, workspaceId, 'guest');
    expect((await kanban(app, guest, 'GET', `/boards/${boardId}`)).json().error.code).toBe('board_not_found');
    expect((await kanban(app, guest, 'GET', `/cards/${cardId}`)).statusCode).toBe(404);
    expect((await kanban(app, guest, 'GET', '/boards')).json().boards).toEqual([]);
  });

  it('a guest given a board role sees that board', async () => {
    const guest = await joinAs(host, workspaceId, 'guest');
    await host.setBoardRole(boardId, guest.id, 'board_viewer');
    expect((await boardView(app, guest, boardId)).permissions).toEqual(['view_workspace', 'view_boards']);
  });

  it('another workspace gets 404 for the board, cards and columns and changes nothing', async () => {
    const other = await newTeam(host);
    const before = await boardView(app, owner, boardId);
    for (const response of [
      await kanban(app, other.owner, 'GET', `/boards/${boardId}`),
      await kanban(app, other.owner, 'POST', `/cards/${cardId}/move`, { columnId: todo }),
      await kanban(app, other.owner, 'PATCH', `/cards/${cardId}`, { title: 'hacked' }),
      await kanban(app, other.owner, 'DELETE', `/columns/${todo}?cards=archive`),
      await kanban(app, other.owner, 'POST', `/columns/${todo}/cards`, { title: 'intruder' }),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect(await boardView(app, owner, boardId)).toEqual(before);
  });

  it('another workspace can neither archive, restore nor list the board as archived, here or on the workspace page', async () => {
    const other = await newTeam(host);
    for (const action of ['archive', 'restore']) {
      const response = await kanban(app, other.owner, 'POST', `/boards/${boardId}/${action}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('board_not_found');
    }
    expect((await kanban(app, other.owner, 'GET', '/boards/archived')).json().boards).toEqual([]);
    const workspacePage = await app.inject({
      method: 'GET',
      url: `/api/v1/workspaces/${workspaceId}/boards`,
      headers: other.owner.headers,
    });
    expect([403, 404]).toContain(workspacePage.statusCode);
    expect((await boardView(app, owner, boardId)).board.archivedAt).toBeNull();
    const viewer = await joinAs(host, workspaceId, 'viewer');
    expect((await kanban(app, viewer, 'POST', `/boards/${boardId}/archive`)).statusCode).toBe(403);
  });

  it("naming someone else's workspace in the header is 404 workspace_not_found", async () => {
    const other = await newTeam(host);
    const response = await kanban(
      app,
      { ...other.owner, headers: { ...other.owner.headers, 'x-workspace-id': workspaceId } },
      'GET',
      `/boards/${boardId}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('workspace_not_found');
  });

  it('only the author edits a comment; deleting another one needs delete_comment', async () => {
    const member = await joinAs(host, workspaceId, 'member');
    const posted = await kanban(app, member, 'POST', `/cards/${cardId}/comments`, { body: 'Looks good' });
    expect(posted.statusCode).toBe(201);
    const commentId = posted.json().comment.id as string;
    const otherMember = await joinAs(host, workspaceId, 'member');
    expect((await kanban(app, otherMember, 'PATCH', `/comments/${commentId}`, { body: 'edited' })).statusCode).toBe(403);
    expect((await kanban(app, otherMember, 'DELETE', `/comments/${commentId}`)).statusCode).toBe(403);
    const edited = await kanban(app, member, 'PATCH', `/comments/${commentId}`, { body: 'Looks great' });
    expect(edited.json().comment).toMatchObject({ body: 'Looks great', authorId: member.id });
    expect(edited.json().comment.editedAt).not.toBeNull();
    expect((await kanban(app, owner, 'DELETE', `/comments/${commentId}`)).statusCode).toBe(204);
  });

  it('assignees must be members of the workspace', async () => {
    const other = await newTeam(host);
    const response = await kanban(app, owner, 'PUT', `/cards/${cardId}/assignees`, { userIds: [other.owner.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'assignee_not_member',
      details: [{ field: 'assigneeIds', userId: other.owner.id }],
    });
  });
});
