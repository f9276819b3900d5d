import type { ModuleTestHost } from '@artel/sdk/server/testing';
import type { FastifyInstance } from 'fastify';
import { addCard, boardWithColumns, createKanbanHost, kanban, newTeam, type Person } from './testing/kanbanFixtures';

let host: ModuleTestHost;
let app: FastifyInstance;
let workspaceId: string;
let owner: Person;
let boardId: string;
let otherTeam: { workspaceId: string; owner: Person };

beforeAll(async () => {
  host = await createKanbanHost();
  ({ app } = host);
  ({ workspaceId, owner } = await newTeam(host));
  const board = await boardWithColumns(app, owner, workspaceId, ['To do']);
  boardId = board.boardId;
  const todo = board.columnIds[0] ?? '';
  await addCard(app, owner, todo, 'Invoice for ACME');
  await addCard(app, owner, todo, 'Call ACME back');
  await addCard(app, owner, todo, '100% done_list');
  const archived = await addCard(app, owner, todo, 'Old ACME contract');
  await kanban(app, owner, 'POST', `/cards/${archived.id}/archive`);

  otherTeam = await newTeam(host);
  const theirs = await boardWithColumns(app, otherTeam.owner, otherTeam.workspaceId, ['Backlog']);
  await addCard(app, otherTeam.owner, theirs.columnIds[0] ?? '', 'ACME secret deal');
}, 30_000);

afterAll(async () => {
  await host.close();
});

const search = (who: Person, query: string) => kanban(app, who, 'GET', `/cards/search?${query}`);
const titles = (body: { cards: Array<{ title: string }> }) => body.cards.map((card) => card.title).sort();

describe('kanban card search for the global search', () => {
  it('finds the not archived cards of the workspace whose title contains the text, any case, with their board', async () => {
    const response = await search(owner, 'q=acme');
    expect(response.statusCode).toBe(200);
    expect(titles(response.json())).toEqual(['Call ACME back', 'Invoice for ACME']);
    expect(response.json().cards[0]).toMatchObject({ boardId, boardName: 'Спринт' });
  });

  it('takes % and _ literally and honours the limit', async () => {
    expect(titles((await search(owner, `q=${encodeURIComponent('0% d')}`)).json())).toEqual(['100% done_list']);
    expect(titles((await search(owner, 'q=e_l')).json())).toEqual(['100% done_list']);
    expect((await search(owner, 'q=acme&limit=1')).json().cards).toHaveLength(1);
  });

  it("never shows another workspace's cards, nor answers someone asking from a workspace they are not in", async () => {
    expect(titles((await search(otherTeam.owner, 'q=acme')).json())).toEqual(['ACME secret deal']);
    const outsider = await search({ ...otherTeam.owner, headers: { ...otherTeam.owner.headers, 'x-workspace-id': workspaceId } }, 'q=acme');
    expect([403, 404]).toContain(outsider.statusCode);
    expect(outsider.body).not.toContain('Invoice');
  });

  it("names a card the flow builder's card picker holds only for its own workspace", async () => {
    const [invoice] = (await search(owner, 'q=invoice')).json<{ cards: Array<{ id: string }> }>().cards;
    expect((await kanban(app, owner, 'GET', `/cards/${invoice!.id}`)).json()).toMatchObject({
      card: { title: 'Invoice for ACME', boardId },
    });
    const outsider = await kanban(app, otherTeam.owner, 'GET', `/cards/${invoice!.id}`);
    expect([403, 404]).toContain(outsider.statusCode);
    expect(outsider.body).not.toContain('Invoice');
  });

  it('refuses an empty query', async () => {
    expect((await search(owner, 'q=')).statusCode).toBe(400);
  });
});
