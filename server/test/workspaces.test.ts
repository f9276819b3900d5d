import './support/nativeModules';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { users, workspaceMembers, workspaceModules, workspaces } from '../src/db/schema';
import { workspaceInvitations } from '../src/db/tables/invitations';
import { call, createLegalEntity, createWorkspace, joinThroughInvitation, type WorkspaceJson } from './support/organisations';
import { createTestApp } from './support/testApp';
import { openTestDatabase } from './support/testDatabase';
import { register, type SignedIn, uniqueEmail } from './support/users';

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

const BASE = '/api/v1/workspaces';

const listOf = async (who: SignedIn, query = '') =>
  (await call(app, who, 'GET', `${BASE}${query}`)).json<{ workspaces: WorkspaceJson[] }>().workspaces;

describe('POST /workspaces', () => {
  it('creates a shared workspace owned by the caller, with a slug from its name and the default modules', async () => {
    const owner = await register(app);
    const entity = await createLegalEntity(app, owner);
    const response = await call(app, owner, 'POST', BASE, {
      name: '  Отдел продаж ',
      description: 'Продажи и клиенты',
      visibility: 'internal',
      icon: 'rocket',
      color: 'teal',
      legalEntityId: entity.id,
    });
    expect(response.statusCode).toBe(201);
    const workspace = response.json();
    expect(workspace).toEqual({
      id: expect.any(String),
      slug: 'otdel-prodazh',
      name: 'Отдел продаж',
      description: 'Продажи и клиенты',
      isPersonal: false,
      visibility: 'internal',
      icon: 'rocket',
      color: 'teal',
      legalEntityId: entity.id,
      legalEntityName: entity.name,
      ownerId: owner.user.id,
      memberCount: 1,
      role: 'owner',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      invitations: [],
    });
    const installed = await database.orm.select().from(workspaceModules).where(eq(workspaceModules.workspaceId, workspace.id));
    expect(installed.map((row) => row.moduleId)).toEqual(['notes']);
  });

  it('makes slugs unique with a numeric suffix', async () => {
    const owner = await register(app);
    const slugs = [];
    for (let index = 0; index < 3; index += 1) slugs.push((await createWorkspace(app, owner, { name: 'Team Alpha' })).slug);
    expect(slugs).toEqual(['team-alpha', 'team-alpha-2', 'team-alpha-3']);
  });

  it('gives simultaneous namesakes different slugs', async () => {
    const owner = await register(app);
    const created = await Promise.all([1, 2, 3].map(() => call(app, owner, 'POST', BASE, { name: 'Same Moment' })));
    expect(created.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(created.map((response) => response.json().slug).sort()).toEqual(['same-moment', 'same-moment-2', 'same-moment-3']);
  });

  it('takes an explicit slug, refusing a used one', async () => {
    const owner = await register(app);
    expect((await createWorkspace(app, owner, { name: 'Команда', slug: 'My Team' })).slug).toBe('my-team');
    const taken = await call(app, owner, 'POST', BASE, { name: 'Другая', slug: 'my-team' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('slug_taken');
  });

  it('forces a personal workspace private and invites nobody to it', async () => {
    const owner = await register(app);
    const workspace = await createWorkspace(app, owner, {
      name: 'Мои заметки',
      isPersonal: true,
      visibility: 'public',
      inviteEmails: ['friend@example.test'],
    });
    expect(workspace).toMatchObject({ isPersonal: true, visibility: 'private', invitations: [] });
    expect(await database.orm.select().from(workspaceInvitations).where(eq(workspaceInvitations.workspaceId, workspace.id))).toEqual([]);
  });

  it('invites each address once as a member, skipping the creator, and answers the links', async () => {
    const owner = await register(app);
    const workspace = await createWorkspace(app, owner, {
      name: 'Приглашения',
      inviteEmails: ['Anna@Example.test', 'anna@example.test', ' boris@example.test ', owner.user.email],
    });
    expect(workspace.invitations.map((invitation) => invitation.email)).toEqual(['anna@example.test', 'boris@example.test']);
    for (const invitation of workspace.invitations) {
      expect(invitation).toMatchObject({ role: 'member', status: 'pending', acceptUrl: `/invitations/accept?token=${invitation.token}` });
    }
  });

  it('refuses invalid input with the SPEC §5 messages and creates nothing', async () => {
    const owner = await register(app);
    const response = await call(
      app,
      owner,
      'POST',
      BASE,
      { name: 'ab', description: 'x'.repeat(501), color: 'black', inviteEmails: ['not-an-address'] },
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      { field: 'name', key: 'validation.workspace.nameTooShort', message: 'Workspace name must be at least 3 characters' },
      { field: 'description', key: 'validation.workspace.descriptionTooLong', message: 'Description must be at most 500 characters' },
      { field: 'color', key: 'validation.workspace.colorInvalid', message: 'Invalid workspace color: black' },
      { field: 'inviteEmails', key: 'validation.email.invalid', message: 'Please enter a valid email address' },
    ]);
    const empty = await call(app, owner, 'POST', BASE, { name: '   ' }, { 'accept-language': 'en' });
    expect(empty.json().error.details).toEqual([
      { field: 'name', key: 'validation.workspace.nameRequired', message: 'Workspace name is required' },
    ]);
    expect((await listOf(owner)).length).toBe(1);
  });
});

describe('GET /workspaces', () => {
  it("lists the caller's workspaces, personal first, with member counts and their role", async () => {
    const owner = await register(app);
    const guest = await register(app);
    const entity = await createLegalEntity(app, owner);
    const shared = await createWorkspace(app, owner, { name: 'Общий', legalEntityId: entity.id });
    const unattached = await createWorkspace(app, owner, { name: 'Без организации' });
    await joinThroughInvitation(app, owner, shared.id, guest, 'guest');

    const mine = await listOf(owner);
    expect(mine.map((workspace) => [workspace.isPersonal, workspace.name, workspace.memberCount, workspace.role])).toEqual([
      [true, expect.any(String), 1, 'owner'],
      [false, 'Общий', 2, 'owner'],
      [false, 'Без организации', 1, 'owner'],
    ]);
    expect((await listOf(guest)).map((workspace) => [workspace.id, workspace.role])).toEqual([
      [guest.user.preferredWorkspaceId, 'owner'],
      [shared.id, 'guest'],
    ]);
    expect((await listOf(owner, `?legalEntityId=${entity.id}`)).map((workspace) => workspace.id)).toEqual([shared.id]);
    expect((await listOf(owner, '?legalEntityId=nonsense')).length).toBe(0);
    expect(unattached.legalEntityId).toBeNull();
  });

  it("names the personal workspace in the reader's language until its owner renames it", async () => {
    const owner = await register(app);
    const personalName = async (language: string) => {
      const response = await call(app, owner, 'GET', BASE, undefined, { 'accept-language': language });
      return response.json<{ workspaces: WorkspaceJson[] }>().workspaces.find((workspace) => workspace.isPersonal)?.name;
    };
    expect(await personalName('ru')).toBe('Личное пространство');
    expect(await personalName('en')).toBe('Personal workspace');
    const personalId = owner.user.preferredWorkspaceId ?? '';
    expect((await call(app, owner, 'PUT', `${BASE}/${personalId}`, { name: 'Мои дела' })).statusCode).toBe(200);
    expect(await personalName('en')).toBe('Мои дела');
  });
});

describe('GET /workspaces/{id} and /workspaces/by-slug/{slug}', () => {
  it('answer members and hide the workspace from everyone else', async () => {
    const owner = await register(app);
    const stranger = await register(app);
    const workspace = await createWorkspace(app, owner, { name: 'Секретный' });
    expect((await call(app, owner, 'GET', `${BASE}/${workspace.id}`)).json()).toMatchObject({ id: workspace.id, role: 'owner' });
    expect((await call(app, owner, 'GET', `${BASE}/by-slug/${workspace.slug}`)).json().id).toBe(workspace.id);
    for (const url of [`${BASE}/${workspace.id}`, `${BASE}/by-slug/${workspace.slug}`]) {
      const response = await call(app, stranger, 'GET', url, undefined, { 'accept-language': 'en' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatchObject({ code: 'workspace_not_found', message: 'Workspace not found or access denied' });
    }
    // An id that is no UUID names nothing at all: the generic 404 of the route rules.
    const malformed = await call(app, stranger, 'GET', `${BASE}/not-a-uuid`, undefined, { 'accept-language': 'en' });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error).toMatchObject({ code: 'not_found', message: 'Resource not found' });
  });
});

describe('PUT /workspaces/{id}', () => {
  it('lets owners and admins edit and validates the merged values; the slug stays', async () => {
    const owner = await register(app);
    const admin = await register(app);
    const member = await register(app);
    const workspace = await createWorkspace(app, owner, { name: 'Старое имя' });
    await joinThroughInvitation(app, owner, workspace.id, admin, 'admin');
    await joinThroughInvitation(app, owner, workspace.id, member, 'member');

    const edited = await call(app, admin, 'PUT', `${BASE}/${workspace.id}`, { name: 'Новое имя', color: 'pink', description: null });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Новое имя', color: 'pink', description: '', slug: workspace.slug, role: 'admin' });
    expect((await call(app, admin, 'PUT', `${BASE}/${workspace.id}`, { visibility: 'secret' })).statusCode).toBe(400);
    expect((await call(app, member, 'PUT', `${BASE}/${workspace.id}`, { name: 'Захват' })).statusCode).toBe(403);
    const [row] = await database.orm.select().from(workspaces).where(eq(workspaces.id, workspace.id));
    expect(row).toMatchObject({ name: 'Новое имя', visibility: 'private' });
  });

  it('keeps a personal workspace private and attaches only entities the editor belongs to', async () => {
    const owner = await register(app);
    const stranger = await register(app);
    const foreign = await createLegalEntity(app, stranger);
    const personalId = owner.user.preferredWorkspaceId ?? '';
    const edited = await call(app, owner, 'PUT', `${BASE}/${personalId}`, { visibility: 'public' });
    expect(edited.json().visibility).toBe('private');
    const refused = await call(app, owner, 'PUT', `${BASE}/${personalId}`, { legalEntityId: foreign.id });
    expect(refused.statusCode).toBe(404);
    const own = await createLegalEntity(app, owner);
    expect((await call(app, owner, 'PUT', `${BASE}/${personalId}`, { legalEntityId: own.id })).json().legalEntityId).toBe(own.id);
    expect((await call(app, owner, 'PUT', `${BASE}/${personalId}`, { legalEntityId: null })).json().legalEntityId).toBeNull();
  });
});

describe('DELETE /workspaces/{id}', () => {
  it('is for the owner only, never for a personal workspace, and clears preferences pointing at it', async () => {
    const owner = await register(app);
    const admin = await register(app);
    const workspace = await createWorkspace(app, owner, { name: 'Временный' });
    await joinThroughInvitation(app, owner, workspace.id, admin, 'admin');
    await call(app, admin, 'POST', `${BASE}/${workspace.id}/switch`);

    expect((await call(app, admin, 'DELETE', `${BASE}/${workspace.id}`)).statusCode).toBe(403);
    const personal = await call(app, owner, 'DELETE', `${BASE}/${owner.user.preferredWorkspaceId}`);
    expect(personal.statusCode).toBe(409);
    expect(personal.json().error.code).toBe('personal_workspace');

    expect((await call(app, owner, 'DELETE', `${BASE}/${workspace.id}`)).statusCode).toBe(204);
    expect(await database.orm.select().from(workspaces).where(eq(workspaces.id, workspace.id))).toEqual([]);
    expect(await database.orm.select().from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspace.id))).toEqual([]);
    const [adminRow] = await database.orm.select().from(users).where(eq(users.id, admin.user.id));
    expect(adminRow?.preferredWorkspaceId).toBeNull();
  });
});

describe('POST /workspaces/{id}/switch', () => {
  it("sets the caller's preferred workspace and answers it", async () => {
    const owner = await register(app);
    const workspace = await createWorkspace(app, owner);
    const response = await call(app, owner, 'POST', `${BASE}/${workspace.id}/switch`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: workspace.id, role: 'owner', memberCount: 1 });
    expect((await call(app, owner, 'GET', '/api/v1/auth/me')).json().user.preferredWorkspaceId).toBe(workspace.id);
  });
});

describe('POST /workspaces/check-slug', () => {
  it('answers whether the slugified value is free', async () => {
    const owner = await register(app);
    await createWorkspace(app, owner, { name: 'Check Slug Team' });
    const check = async (slug: string) => (await call(app, owner, 'POST', `${BASE}/check-slug`, { slug })).json();
    expect(await check('check-slug-team')).toEqual({ available: false, slug: 'check-slug-team' });
    expect(await check('Check Slug Team')).toEqual({ available: false, slug: 'check-slug-team' });
    expect(await check('Свободный адрес')).toEqual({ available: true, slug: 'svobodnyi-adres' });
  });
});

it('registers new users with a personal workspace whose icon is one of the offered ones', async () => {
  const owner = await register(app, { email: uniqueEmail('icon') });
  const [personal] = await listOf(owner);
  expect(personal).toMatchObject({ isPersonal: true, icon: 'home', visibility: 'private' });
});
