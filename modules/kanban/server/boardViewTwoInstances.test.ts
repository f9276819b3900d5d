/**
 * The cached board view on two server instances sharing one PostgreSQL (as on two machines): each caches the
 * board, and a change made through either is on the very next read from the other, and ends the other's 304s;
 * a board renamed through one is named so on the very next read from the other; a member removed through one is
 * refused by the other as soon as the signal arrives (the access cache's, kept in memory on each).
 * Runs when DATABASE_URL names a test PostgreSQL.
 */
import { createModuleTestHost, type ModuleTestHost, testDatabaseUrl } from '@artel/sdk/server/testing';
import type { FastifyInstance } from 'fastify';
import kanbanModule from '.';
import { addCard, boardView, boardWithColumns, joinAs, kanban, newTeam, titlesByColumn } from './testing/kanbanFixtures';

const onPostgres = Boolean(testDatabaseUrl());

(onPostgres ? describe : describe.skip)('the board view across instances', () => {
  let host: ModuleTestHost;
  let second: FastifyInstance;

  beforeAll(async () => {
    // Both instances signal each other through the PostgreSQL, as in production.
    host = await createModuleTestHost(kanbanModule, { config: { databaseUrl: testDatabaseUrl() } });
    second = await host.anotherInstance();
  });

  afterAll(() => host.close());

  it('never serves a stale board after a write through the other instance', async () => {
    const { workspaceId, owner } = await newTeam(host);
    const {
      boardId,
      columnIds: [todo = '', done = ''],
    } = await boardWithColumns(host.app, owner, workspaceId, ['To do', 'Done']);
    const card = await addCard(host.app, owner, todo, 'First');
    const instances = [host.app, second];
    for (const app of instances) expect(titlesByColumn(await boardView(app, owner, boardId))).toEqual([['First'], []]);

    for (let round = 0; round < 6; round += 1) {
      const [writer, reader] = round % 2 === 0 ? instances : [...instances].reverse();
      const before = await kanban(reader!, owner, 'GET', `/boards/${boardId}`);
      const columnId = round % 2 === 0 ? done : todo;
      expect((await kanban(writer!, owner, 'POST', `/cards/${card.id}/move`, { columnId })).statusCode).toBe(200);
      await addCard(writer!, owner, columnId, `Round ${round}`);

      const after = await reader!.inject({
        method: 'GET',
        url: `/api/v1/modules/kanban/boards/${boardId}`,
        headers: { ...owner.headers, 'if-none-match': before.headers.etag as string },
      });
      expect(after.statusCode).toBe(200);
      const view = after.json<{ cards: Array<{ id: string; columnId: string; title: string }> }>();
      expect(view.cards.find((face) => face.id === card.id)?.columnId).toBe(columnId);
      expect(view.cards.map((face) => face.title)).toContain(`Round ${round}`);
    }
  });

  it('names a board as renamed through the other instance on the very next read', async () => {
    const { workspaceId, owner } = await newTeam(host);
    const { boardId } = await boardWithColumns(host.app, owner, workspaceId, ['To do']);
    expect((await boardView(second, owner, boardId)).board.name).not.toBe('Renamed');
    expect((await kanban(host.app, owner, 'PATCH', `/boards/${boardId}`, { name: 'Renamed' })).statusCode).toBe(200);
    expect((await boardView(second, owner, boardId)).board.name).toBe('Renamed');
  });

  it('refuses on the other instance a member removed through one, as soon as the signal arrives', async () => {
    const { workspaceId, owner } = await newTeam(host);
    const member = await joinAs(host, workspaceId, 'member');
    const { boardId } = await boardWithColumns(host.app, owner, workspaceId, ['To do']);
    expect((await kanban(second, member, 'GET', `/boards/${boardId}`)).statusCode).toBe(200);
    const removed = await host.app.inject({
      method: 'DELETE',
      url: `/api/v1/workspaces/${workspaceId}/members/${member.id}`,
      headers: { authorization: owner.headers.authorization! },
    });
    expect(removed.statusCode).toBe(204);
    expect((await kanban(host.app, member, 'GET', `/boards/${boardId}`)).statusCode).toBe(404);
    const deadline = Date.now() + 5000;
    while ((await kanban(second, member, 'GET', `/boards/${boardId}`)).statusCode !== 404) {
      if (Date.now() > deadline) throw new Error('the other instance still lets the removed member read the board');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
});
