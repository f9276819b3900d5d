import { defineServerModule } from '@artel/sdk/server';
import { createModuleTestHost, type ModuleTestHost } from '@artel/sdk/server/testing';
import kanbanModule from '.';
import { partnerLookupRef } from '../../contragents/contract';
import { addCard, boardWithColumns, createKanbanHost, joinAs, kanban, newTeam, type Person } from './testing/kanbanFixtures';

/**
 * The Partners module as kanban knows it: the service of its contract.ts, nothing else imported. This stand-in
 * holds partners per workspace and is available only in the workspaces listed as having the module enabled.
 */
const partnersByWorkspace = new Map<string, Array<{ id: string; name: string; inn: string }>>();
const enabledIn = new Set<string>();
const summary = (partner: { id: string; name: string; inn: string }) => ({
  ...partner,
  status: 'active',
  url: `/modules/contragents/partners/${partner.id}`,
});
const fakePartners = defineServerModule({
  id: 'contragents',
  register({ services }) {
    services.provide(partnerLookupRef, {
      available: async (workspaceId: string) => enabledIn.has(workspaceId),
      get: async (workspaceId: string, id: string) => {
        const found = partnersByWorkspace.get(workspaceId)?.find((partner) => partner.id === id);
        return found ? summary(found) : null;
      },
      search: async (workspaceId: string, text: string) =>
        (partnersByWorkspace.get(workspaceId) ?? [])
          .filter((partner) => partner.name.toLowerCase().includes(text.toLowerCase()))
          .map(summary),
    });
  },
});

const VECTOR = { id: '6a0e8a52-54a4-4f3f-9a8e-0f4f3c2b1a01', name: 'АО «Вектор»', inn: '7701234567' };
const FOREIGN = { id: '6a0e8a52-54a4-4f3f-9a8e-0f4f3c2b1a02', name: 'ООО «Чужой»', inn: '7707654321' };

describe('a card’s partner with the Partners module there', () => {
  let host: ModuleTestHost;
  let workspaceId: string;
  let owner: Person;
  let cardId: string;

  beforeAll(async () => {
    host = await createModuleTestHost(kanbanModule, { alongside: [fakePartners] });
    ({ workspaceId, owner } = await newTeam(host));
    const other = await newTeam(host);
    enabledIn.add(workspaceId).add(other.workspaceId);
    partnersByWorkspace.set(workspaceId, [VECTOR]);
    partnersByWorkspace.set(other.workspaceId, [FOREIGN]);
    const { columnIds } = await boardWithColumns(host.app, owner, workspaceId, ['Сделать']);
    cardId = (await addCard(host.app, owner, columnIds[0]!, 'Подписать договор')).id;
  });
  afterAll(() => host.close());

  it('finds the workspace’s partners, links one to the card and shows it, then unlinks it', async () => {
    const found = await kanban(host.app, owner, 'GET', `/partners?search=${encodeURIComponent('вект')}`);
    expect(found.json()).toEqual({ available: true, partners: [summary(VECTOR)] });
    expect((await kanban(host.app, owner, 'GET', `/cards/${cardId}/partner`)).json()).toEqual({ available: true, partner: null });

    const linked = await kanban(host.app, owner, 'PUT', `/cards/${cardId}/partner`, { partnerId: VECTOR.id });
    expect(linked.statusCode).toBe(200);
    expect((await kanban(host.app, owner, 'GET', `/cards/${cardId}/partner`)).json()).toEqual({
      available: true,
      partner: summary(VECTOR),
    });

    await kanban(host.app, owner, 'PUT', `/cards/${cardId}/partner`, { partnerId: null });
    expect((await kanban(host.app, owner, 'GET', `/cards/${cardId}/partner`)).json().partner).toBeNull();
  });

  it('refuses a partner of another workspace, and changes nothing', async () => {
    await kanban(host.app, owner, 'PUT', `/cards/${cardId}/partner`, { partnerId: VECTOR.id });
    const refused = await kanban(host.app, owner, 'PUT', `/cards/${cardId}/partner`, { partnerId: FOREIGN.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Partner not found in this workspace');
    expect((await kanban(host.app, owner, 'GET', `/cards/${cardId}/partner`)).json().partner).toEqual(summary(VECTOR));
  });

  it('lets a viewer see the link but not change it, and hides the card from another workspace', async () => {
    const viewer = await joinAs(host, workspaceId, 'viewer');
    expect((await kanban(host.app, viewer, 'GET', `/cards/${cardId}/partner`)).json().partner).toEqual(summary(VECTOR));
    expect((await kanban(host.app, viewer, 'PUT', `/cards/${cardId}/partner`, { partnerId: null })).statusCode).toBe(403);
    const { owner: stranger } = await newTeam(host);
    expect((await kanban(host.app, stranger, 'GET', `/cards/${cardId}/partner`)).statusCode).toBe(404);
    expect((await kanban(host.app, stranger, 'PUT', `/cards/${cardId}/partner`, { partnerId: null })).statusCode).toBe(404);
    expect((await kanban(host.app, owner, 'GET', `/cards/${cardId}/partner`)).json().partner).toEqual(summary(VECTOR));
  });

  it('says the field is unavailable where the Partners module is not enabled', async () => {
    const { workspaceId: bare, owner: bareOwner } = await newTeam(host);
    const { columnIds } = await boardWithColumns(host.app, bareOwner, bare, ['Сделать']);
    const bareCard = (await addCard(host.app, bareOwner, columnIds[0]!, 'Без партнеров')).id;
    expect((await kanban(host.app, bareOwner, 'GET', `/cards/${bareCard}/partner`)).json()).toEqual({ available: false, partner: null });
    expect((await kanban(host.app, bareOwner, 'GET', '/partners?search=a')).json()).toEqual({ available: false, partners: [] });
    expect((await kanban(host.app, bareOwner, 'PUT', `/cards/${bareCard}/partner`, { partnerId: VECTOR.id })).statusCode).toBe(409);
  });
});

describe('a card’s partner without the Partners module on the server', () => {
  let host: ModuleTestHost;

  beforeAll(async () => {
    host = await createKanbanHost();
  });
  afterAll(() => host.close());

  it('hides the field and refuses a link in the user’s language', async () => {
    const { workspaceId, owner } = await newTeam(host);
    const { columnIds } = await boardWithColumns(host.app, owner, workspaceId, ['Сделать']);
    const cardId = (await addCard(host.app, owner, columnIds[0]!, 'Карточка')).id;
    expect((await kanban(host.app, owner, 'GET', `/cards/${cardId}/partner`)).json()).toEqual({ available: false, partner: null });
    const refused = await kanban(host.app, owner, 'PUT', `/cards/${cardId}/partner`, { partnerId: VECTOR.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('The Partners module is not enabled in this workspace');
  });
});
