/**
 * Issue 10: belonging to a workspace is not belonging to its organisation. A guest, a member, a removed
 * member and a stranger of a workspace under an organisation get 404 on every organisation route (the
 * same answer as for an id that names nothing), may not create workspaces under it, and see of it only
 * the name in the workspace. The organisation's own owner keeps every right.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import {
  call,
  createLegalEntity,
  createWorkspace,
  joinThroughInvitation,
  type LegalEntityJson,
  type WorkspaceJson,
} from './support/organisations';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { register, type SignedIn } from './support/users';

const BASE = '/api/v1/profile/legal-entities';

describe('organisations through workspace membership', () => {
  let database: Database;
  let app: FastifyInstance;
  let owner: SignedIn;
  let entity: LegalEntityJson;
  let workspace: WorkspaceJson;
  const outsiders: Record<'guest' | 'member' | 'removed' | 'stranger', SignedIn> = {} as never;

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await createTestApp(database);
    owner = await register(app, { name: 'Владелица' });
    entity = await createLegalEntity(app, owner, { address: 'Москва, Тайный переулок, 7', bankName: 'Банк «Сейф»' });
    workspace = await createWorkspace(app, owner, { name: 'Общий отдел', legalEntityId: entity.id });
    for (const who of ['guest', 'member', 'removed', 'stranger'] as const) outsiders[who] = await register(app, { name: who });
    await joinThroughInvitation(app, owner, workspace.id, outsiders.guest, 'guest');
    await joinThroughInvitation(app, owner, workspace.id, outsiders.member, 'member');
    await joinThroughInvitation(app, owner, workspace.id, outsiders.removed, 'admin');
    const removal = await call(app, owner, 'DELETE', `/api/v1/workspaces/${workspace.id}/members/${outsiders.removed.user.id}`);
    expect(removal.statusCode).toBe(204);
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const organisationRoutes = (): Array<[string, string, unknown?]> => [
    ['GET', `${BASE}/${entity.id}`],
    ['PUT', `${BASE}/${entity.id}`, { name: 'Захват' }],
    ['DELETE', `${BASE}/${entity.id}`],
    ['POST', `${BASE}/${entity.id}/activate`],
    ['POST', `${BASE}/${entity.id}/deactivate`],
    ['POST', `${BASE}/${entity.id}/primary`],
    ['GET', `${BASE}/${entity.id}/members`],
    ['PUT', '/api/v1/profile/preferred-legal-entity', { legalEntityId: entity.id }],
    ['POST', `/api/v1/organizations/${entity.id}/preferred`],
  ];

  it.each(['guest', 'member', 'removed', 'stranger'] as const)(
    'answers a %s 404 on every organisation route and changes nothing',
    async (who) => {
      for (const [method, url, body] of organisationRoutes()) {
        const response = await call(app, outsiders[who], method as 'GET', url, body);
        expect(`${method} ${url} ${response.statusCode}`).toBe(`${method} ${url} 404`);
        expect(response.json().error.code).toBe('legal_entity_not_found');
      }
      const listed = await call(app, outsiders[who], 'GET', BASE);
      expect(listed.json().legalEntities.map((listedEntity: LegalEntityJson) => listedEntity.id)).not.toContain(entity.id);
      const still = await call(app, owner, 'GET', `${BASE}/${entity.id}`);
      expect(still.json()).toMatchObject({ name: entity.name, isActive: true, memberCount: 1 });
    },
  );

  it.each(['guest', 'member', 'removed', 'stranger'] as const)('refuses a %s a workspace under the organisation', async (who) => {
    const response = await call(app, outsiders[who], 'POST', '/api/v1/workspaces', { name: 'Чужой отдел', legalEntityId: entity.id });
    expect(response.statusCode).toBe(404);
    expect((await call(app, owner, 'GET', `${BASE}/${entity.id}`)).json().workspaceCount).toBe(1);
  });

  it('shows a workspace member the organisation by name only', async () => {
    for (const who of ['guest', 'member'] as const) {
      const response = await call(app, outsiders[who], 'GET', `/api/v1/workspaces/${workspace.id}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ legalEntityId: entity.id, legalEntityName: entity.name });
      for (const requisite of ['Тайный переулок', 'Сейф', entity.taxId]) expect(JSON.stringify(body)).not.toContain(requisite);
    }
  });

  it('lets a workspace admin who does not manage the organisation keep it but not move the workspace out', async () => {
    const admin = await register(app, { name: 'Админ отдела' });
    await joinThroughInvitation(app, owner, workspace.id, admin, 'admin');
    const renamed = await call(app, admin, 'PUT', `/api/v1/workspaces/${workspace.id}`, { name: 'Отдел продаж', legalEntityId: entity.id });
    expect(renamed.statusCode).toBe(200);
    const moved = await call(app, admin, 'PUT', `/api/v1/workspaces/${workspace.id}`, { legalEntityId: null });
    expect(moved.statusCode).toBe(404);
    expect((await call(app, owner, 'GET', `/api/v1/workspaces/${workspace.id}`)).json().legalEntityId).toBe(entity.id);
  });

  it('keeps every right of the organisation owner', async () => {
    const second = await call(app, owner, 'POST', '/api/v1/workspaces', { name: 'Второй отдел', legalEntityId: entity.id });
    expect(second.statusCode).toBe(201);
    const members = await call(app, owner, 'GET', `${BASE}/${entity.id}/members`);
    expect(members.json().members.map((member: { userId: string }) => member.userId)).toEqual([owner.user.id]);
  });
});
