/**
 * Every route of issue 3 called by someone from another organisation and workspace: each answers 403 or 404
 * and nothing in the database changes.
 */
import './support/nativeModules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { users, workspaceMembers, workspaceModules, workspaces } from '../src/db/schema';
import { boardMembers, boardPermissionGrants, boards } from '../src/db/tables/boards';
import { workspaceInvitations } from '../src/db/tables/invitations';
import { legalEntities, legalEntityMembers } from '../src/db/tables/organisations';
import { call, createLegalEntity, createWorkspace, invite, joinThroughInvitation } from './support/organisations';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { register, type SignedIn } from './support/users';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database);
});

// The first user of an instance is its platform admin, who holds '*': taken here, so the tests' users are ordinary.
beforeAll(() => register(app));

afterAll(async () => {
  await app.close();
  await database.close();
});

/** Everything issue 3 stores, in a stable order, to compare before and after. */
async function snapshot(): Promise<string> {
  const tables = [
    users,
    legalEntities,
    legalEntityMembers,
    workspaces,
    workspaceMembers,
    workspaceModules,
    workspaceInvitations,
    boards,
    boardMembers,
    boardPermissionGrants,
  ];
  const contents = [];
  for (const table of tables) {
    const rows = await database.orm.select().from(table);
    contents.push(rows.map((row) => JSON.stringify(row)).sort());
  }
  return JSON.stringify(contents);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('a user of another organisation and workspace', () => {
  let owner: SignedIn;
  let colleague: SignedIn;
  let outsider: SignedIn;
  let ids: { entity: string; workspace: string; slug: string; board: string; invitation: string; token: string };

  beforeAll(async () => {
    owner = await register(app);
    colleague = await register(app);
    outsider = await register(app);
    // The outsider is a full member of their own organisation and workspace.
    const own = await createLegalEntity(app, outsider);
    await createWorkspace(app, outsider, { name: 'Своё', legalEntityId: own.id });

    const entity = await createLegalEntity(app, owner);
    const workspace = await createWorkspace(app, owner, { name: 'Закрытое', legalEntityId: entity.id });
    await joinThroughInvitation(app, owner, workspace.id, colleague);
    const board = (await call(app, owner, 'POST', `/api/v1/workspaces/${workspace.id}/boards`, { name: 'Доска' })).json();
    const invitation = await invite(app, owner, workspace.id, 'someone@example.test');
    ids = {
      entity: entity.id,
      workspace: workspace.id,
      slug: workspace.slug,
      board: board.id,
      invitation: invitation.id,
      token: invitation.token,
    };
  });

  it('gets 403 or 404 from every route and changes nothing', async () => {
    const { entity, workspace, slug, board, invitation } = ids;
    const validEntity = { name: 'Захват', type: 'company', taxId: '7736207543', address: 'Москва' };
    const routes: Array<[Method, string, unknown?]> = [
      ['GET', `/api/v1/profile/legal-entities/${entity}`],
      ['PUT', `/api/v1/profile/legal-entities/${entity}`, validEntity],
      ['DELETE', `/api/v1/profile/legal-entities/${entity}`],
      ['POST', `/api/v1/profile/legal-entities/${entity}/activate`],
      ['POST', `/api/v1/profile/legal-entities/${entity}/deactivate`],
      ['POST', `/api/v1/profile/legal-entities/${entity}/primary`],
      ['GET', `/api/v1/profile/legal-entities/${entity}/members`],
      ['PUT', '/api/v1/profile/preferred-legal-entity', { legalEntityId: entity }],
      ['POST', `/api/v1/organizations/${entity}/preferred`],
      ['POST', '/api/v1/workspaces', { name: 'В чужой организации', legalEntityId: entity }],
      ['GET', `/api/v1/workspaces/${workspace}`],
      ['GET', `/api/v1/workspaces/by-slug/${slug}`],
      ['PUT', `/api/v1/workspaces/${workspace}`, { name: 'Захвачено' }],
      ['DELETE', `/api/v1/workspaces/${workspace}`],
      ['POST', `/api/v1/workspaces/${workspace}/switch`],
      ['GET', `/api/v1/workspaces/${workspace}/members`],
      ['POST', `/api/v1/workspaces/${workspace}/members`, { userId: outsider.user.id, role: 'owner' }],
      ['PUT', `/api/v1/workspaces/${workspace}/members/${colleague.user.id}/role`, { role: 'guest' }],
      ['PUT', `/api/v1/workspaces/${workspace}/members/${outsider.user.id}/role`, { role: 'owner' }],
      ['DELETE', `/api/v1/workspaces/${workspace}/members/${colleague.user.id}`],
      ['DELETE', `/api/v1/workspaces/${workspace}/members/${outsider.user.id}`],
      ['GET', `/api/v1/workspaces/${workspace}/invitations`],
      ['POST', `/api/v1/workspaces/${workspace}/invitations`, { email: outsider.user.email, role: 'admin' }],
      ['DELETE', `/api/v1/workspaces/${workspace}/invitations/${invitation}`],
      ['GET', `/api/v1/workspaces/${workspace}/boards`],
      ['POST', `/api/v1/workspaces/${workspace}/boards`, { name: 'Чужая доска' }],
      ['GET', `/api/v1/workspaces/${workspace}/analytics`],
      ['GET', `/api/v1/workspaces/${workspace}/analytics/reports`],
      ['GET', `/api/v1/workspaces/${workspace}/analytics/reports/kanban.throughput`],
      ['GET', `/api/v1/workspaces/${workspace}/analytics/reports/kanban.throughput/csv`],
      ['GET', `/api/v1/workspaces/${workspace}/permissions`],
      ['GET', `/api/v1/permissions/workspaces/${workspace}/users/${owner.user.id}`],
      ['GET', `/api/v1/permissions/workspaces/${workspace}/users/${outsider.user.id}`],
      [
        'POST',
        '/api/v1/permissions/validate',
        { userId: owner.user.id, permission: 'view_workspace', context: { workspaceId: workspace } },
      ],
      [
        'POST',
        '/api/v1/permissions/validate',
        { userId: outsider.user.id, permission: 'view_boards', context: { workspaceId: workspace, boardId: board } },
      ],
      ['POST', '/api/invitations/accept', { token: ids.token }],
    ];
    const before = await snapshot();
    const answers: string[] = [];
    for (const [method, url, body] of routes) {
      const response = await call(app, outsider, method, url, body);
      answers.push(`${method} ${url} -> ${response.statusCode}`);
    }
    expect(answers.filter((answer) => !/-> (403|404)$/.test(answer))).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it('sees none of their data in its own lists', async () => {
    const list = (await call(app, outsider, 'GET', '/api/v1/workspaces')).json().workspaces;
    expect(list.map((workspace: { id: string }) => workspace.id)).not.toContain(ids.workspace);
    expect((await call(app, outsider, 'GET', `/api/v1/workspaces?legalEntityId=${ids.entity}`)).json().workspaces).toEqual([]);
    const entities = (await call(app, outsider, 'GET', '/api/v1/profile/legal-entities')).json().legalEntities;
    expect(entities.map((entity: { id: string }) => entity.id)).not.toContain(ids.entity);
  });

  it('as a guest of the workspace, still cannot manage it', async () => {
    const guest = await register(app);
    await joinThroughInvitation(app, owner, ids.workspace, guest, 'guest');
    const before = await snapshot();
    // A guest of the workspace is no member of its organisation: it is not theirs to see (404).
    for (const [method, url, body] of [
      ['PUT', `/api/v1/profile/legal-entities/${ids.entity}`, { name: 'Захват' }],
      ['DELETE', `/api/v1/profile/legal-entities/${ids.entity}`],
      ['POST', `/api/v1/profile/legal-entities/${ids.entity}/deactivate`],
      ['POST', `/api/v1/profile/legal-entities/${ids.entity}/primary`],
    ] as Array<[Method, string, unknown?]>) {
      const response = await call(app, guest, method, url, body);
      expect(`${method} ${url} -> ${response.statusCode}`).toBe(`${method} ${url} -> 404`);
    }
    const routes: Array<[Method, string, unknown?]> = [
      ['PUT', `/api/v1/workspaces/${ids.workspace}`, { name: 'Захвачено' }],
      ['DELETE', `/api/v1/workspaces/${ids.workspace}`],
      ['POST', `/api/v1/workspaces/${ids.workspace}/members`, { userId: outsider.user.id }],
      ['PUT', `/api/v1/workspaces/${ids.workspace}/members/${colleague.user.id}/role`, { role: 'guest' }],
      ['DELETE', `/api/v1/workspaces/${ids.workspace}/members/${colleague.user.id}`],
      ['GET', `/api/v1/workspaces/${ids.workspace}/invitations`],
      ['POST', `/api/v1/workspaces/${ids.workspace}/invitations`, { email: outsider.user.email }],
      ['DELETE', `/api/v1/workspaces/${ids.workspace}/invitations/${ids.invitation}`],
      ['GET', `/api/v1/workspaces/${ids.workspace}/boards`],
      ['POST', `/api/v1/workspaces/${ids.workspace}/boards`, { name: 'Гостевая' }],
      ['GET', `/api/v1/workspaces/${ids.workspace}/analytics`],
      ['GET', `/api/v1/workspaces/${ids.workspace}/analytics/reports`],
      ['GET', `/api/v1/workspaces/${ids.workspace}/analytics/reports/kanban.throughput`],
      ['GET', `/api/v1/workspaces/${ids.workspace}/analytics/reports/kanban.throughput/csv`],
    ];
    for (const [method, url, body] of routes) {
      const response = await call(app, guest, method, url, body);
      expect(`${method} ${url} -> ${response.statusCode}`).toBe(`${method} ${url} -> 403`);
    }
    expect(await snapshot()).toBe(before);
  });
});
