/**
 * The cached board view on two server instances sharing one PostgreSQL (as on two machines): each caches the
 * board, and a change made through either is on the very next read from the other, and ends the other's 304s.
 * Runs when DATABASE_URL names a test PostgreSQL.
 */
import { createModuleTestHost, type ModuleTestHost } from '@artel/sdk/server/testing';
import type { FastifyInstance } from 'fastify';
import kanbanModule from '..';
import { addCard, boardView, boardWithColumns, kanban, newTeam, titlesByColumn } from './kanbanFixtures';

const onPostgres = Boolean(process.env.DATABASE_URL);

(onPostgres ? describe : describe.skip)('the board view across instances', () => {
  let host: ModuleTestHost;
  let second: FastifyInstance;

  beforeAll(async () => {
    host = await createModuleTestHost(kanbanModule);
    second = await host.anotherInstance();
  });

  afterAll(() => host.close());

  it('never serves a stale board after a write through the other instance', async () => {
    const { workspaceId, owner } = await newTeam(host);
    const { boardId, columnIds: [todo = '', done = ''] } = await boardWithColumns(host.app, owner, workspaceId, ['To do', 'Done']);
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
});
