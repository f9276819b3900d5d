import './support/nativeModules';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/database';
import { users, workspaces } from '../src/db/schema';
import { legalEntities, legalEntityMembers } from '../src/db/tables/organisations';
import { isUniqueViolation } from '../src/db/uniqueViolation';
import { call, companyForm, createLegalEntity, createWorkspace, type LegalEntityJson } from './support/organisations';
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

const BASE = '/api/v1/profile/legal-entities';

/** Adds `who` to the entity with a role, as joining one of its workspaces would (or a future admin screen). */
const addToEntity = (legalEntityId: string, who: SignedIn, role: 'admin' | 'member') =>
  database.orm.insert(legalEntityMembers).values({ legalEntityId, userId: who.user.id, role });

const listOf = async (who: SignedIn) => (await call(app, who, 'GET', BASE)).json<{ legalEntities: LegalEntityJson[] }>().legalEntities;

describe('creating a legal entity', () => {
  it('stores every field, makes the creator its owner and their primary entity', async () => {
    const owner = await register(app);
    const form = companyForm({
      name: 'ПАО Сбербанк',
      kpp: '773601001',
      ogrn: '1027700132195',
      legalForm: 'ПАО',
      phone: '+7 495 500-55-50',
      email: 'info@sberbank.ru',
      website: 'sberbank.ru',
      bankAccount: '40702810438000034726',
      bankName: 'ПАО Сбербанк',
      bik: '044525225',
      corrAccount: '30101810400000000225',
    });
    const response = await call(app, owner, 'POST', BASE, form);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      ...form,
      id: expect.any(String),
      inn: form.taxId,
      isActive: true,
      isPrimary: true,
      isPreferred: false,
      role: 'owner',
      ownerId: owner.user.id,
      memberCount: 1,
      workspaceCount: 0,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('answers optional fields as empty strings and trims what it stores', async () => {
    const owner = await register(app);
    const entity = await createLegalEntity(app, owner, { name: '  ИП Иванов  ', type: 'individual', taxId: '500100732259', kpp: null });
    expect(entity).toMatchObject({ name: 'ИП Иванов', type: 'individual', kpp: '', ogrn: '', website: '' });
  });

  it('keeps the first entity primary when the user creates another', async () => {
    const owner = await register(app);
    const first = await createLegalEntity(app, owner);
    const second = await createLegalEntity(app, owner);
    expect(second.isPrimary).toBe(false);
    expect((await listOf(owner)).map((entity) => [entity.id, entity.isPrimary])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
  });

  it('refuses an invalid form with every problem, in the language asked for', async () => {
    const owner = await register(app);
    const body = { name: '', type: 'company', taxId: '7707083894', kpp: '7736010', bik: '044525225', corrAccount: '30101810400000000226' };
    const english = await call(app, owner, 'POST', BASE, body, { 'accept-language': 'en' });
    expect(english.statusCode).toBe(400);
    expect(english.json().error).toMatchObject({
      code: 'validation_error',
      details: [
        { field: 'name', key: 'validation.legalEntity.nameRequired', message: "Enter the organisation's name" },
        { field: 'taxId', key: 'validation.inn.checksum', message: 'Invalid INN: the check digit does not match' },
        { field: 'kpp', key: 'validation.kpp.length', message: 'The KPP must have 9 characters' },
        { field: 'address', key: 'validation.legalEntity.addressRequired', message: 'Enter the address' },
        { field: 'corrAccount', key: 'validation.corrAccount.checksum', message: 'The correspondent account does not match the BIK' },
      ],
    });
    const russian = await call(app, owner, 'POST', BASE, body);
    expect(russian.json().error.details[0]).toEqual({
      field: 'name',
      key: 'validation.legalEntity.nameRequired',
      message: 'Укажите название организации',
    });
    expect(await listOf(owner)).toEqual([]);
  });

  it('keeps an INN unique across the platform', async () => {
    const first = await register(app);
    const second = await register(app);
    const { taxId } = await createLegalEntity(app, first);
    const response = await call(app, second, 'POST', BASE, companyForm({ taxId }), { 'accept-language': 'en' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'inn_taken',
      message: 'A legal entity with this INN is already registered',
      statusCode: 409,
      details: [{ field: 'taxId', key: 'inn_taken', message: 'A legal entity with this INN is already registered' }],
    });
  });

  it('answers 409, not 500, when two people register the same INN at the same moment', async () => {
    const first = await register(app);
    const second = await register(app);
    const form = companyForm();
    const answers = await Promise.all([first, second].map((who) => call(app, who, 'POST', BASE, form)));
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('recognises the unique violation however the driver reports it', async () => {
    const owner = await register(app);
    const { taxId } = await createLegalEntity(app, owner);
    const duplicate = database.orm
      .insert(legalEntities)
      .values({ name: 'Копия', type: 'company', taxId, address: 'Москва', ownerId: owner.user.id });
    const error = await duplicate.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error, 'legal_entities_tax_id_unique')).toBe(true);
    expect(isUniqueViolation(error, 'workspaces_slug_unique')).toBe(false);
  });
});

describe('GET /profile/legal-entities/check-inn', () => {
  it('tells whether an INN is taken, optionally not counting the entity being edited', async () => {
    const owner = await register(app);
    const entity = await createLegalEntity(app, owner);
    const check = async (query: string) => (await call(app, owner, 'GET', `${BASE}/check-inn?${query}`)).json();
    expect(await check(`inn=${entity.taxId}`)).toEqual({ exists: true });
    expect(await check(`inn=${entity.taxId}&excludeId=${entity.id}`)).toEqual({ exists: false });
    expect(await check('inn=7736207543')).toEqual({ exists: false });
    expect((await call(app, owner, 'GET', `${BASE}/check-inn`)).statusCode).toBe(400);
  });
});

describe('reading, updating and deleting', () => {
  it('updates the fields given, validates the result and keeps the INN unique', async () => {
    const owner = await register(app);
    const entity = await createLegalEntity(app, owner);
    const other = await createLegalEntity(app, owner);
    const updated = await call(app, owner, 'PUT', `${BASE}/${entity.id}`, { name: 'ООО «Василёк»', website: 'https://vasilek.ru' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'ООО «Василёк»', website: 'https://vasilek.ru', taxId: entity.taxId });
    expect((await call(app, owner, 'GET', `${BASE}/${entity.id}`)).json().name).toBe('ООО «Василёк»');

    const invalid = await call(app, owner, 'PUT', `${BASE}/${entity.id}`, { email: 'not-an-address' });
    expect(invalid.json().error.details).toEqual([{ field: 'email', key: 'validation.email.invalid', message: expect.any(String) }]);
    expect((await call(app, owner, 'PUT', `${BASE}/${entity.id}`, { taxId: other.taxId })).statusCode).toBe(409);
    // Saving its own INN again is no conflict.
    expect((await call(app, owner, 'PUT', `${BASE}/${entity.id}`, { taxId: entity.taxId })).statusCode).toBe(200);
  });

  it('lets owners and admins edit, and only the owner delete', async () => {
    const owner = await register(app);
    const admin = await register(app);
    const member = await register(app);
    const entity = await createLegalEntity(app, owner);
    await addToEntity(entity.id, admin, 'admin');
    await addToEntity(entity.id, member, 'member');
    expect((await call(app, member, 'GET', `${BASE}/${entity.id}`)).json().role).toBe('member');
    expect((await call(app, member, 'PUT', `${BASE}/${entity.id}`, { name: 'Взлом' })).statusCode).toBe(403);
    expect((await call(app, admin, 'PUT', `${BASE}/${entity.id}`, { name: 'Новое имя' })).statusCode).toBe(200);
    expect((await call(app, admin, 'DELETE', `${BASE}/${entity.id}`)).statusCode).toBe(403);
    expect((await call(app, member, 'DELETE', `${BASE}/${entity.id}`)).statusCode).toBe(403);
    const [row] = await database.orm.select().from(legalEntities).where(eq(legalEntities.id, entity.id));
    expect(row?.name).toBe('Новое имя');
  });

  it('refuses to delete an entity that still has workspaces', async () => {
    const owner = await register(app);
    const entity = await createLegalEntity(app, owner);
    const workspace = await createWorkspace(app, owner, { legalEntityId: entity.id });
    const refused = await call(app, owner, 'DELETE', `${BASE}/${entity.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('legal_entity_has_workspaces');
    expect((await call(app, owner, 'GET', `${BASE}/${entity.id}`)).json().workspaceCount).toBe(1);

    await call(app, owner, 'DELETE', `/api/v1/workspaces/${workspace.id}`);
    expect((await call(app, owner, 'DELETE', `${BASE}/${entity.id}`)).statusCode).toBe(204);
    expect((await call(app, owner, 'GET', `${BASE}/${entity.id}`)).statusCode).toBe(404);
  });

  it('on delete, clears the preference and hands primary to the next entity the user runs', async () => {
    const owner = await register(app);
    const first = await createLegalEntity(app, owner);
    const second = await createLegalEntity(app, owner);
    await call(app, owner, 'PUT', '/api/v1/profile/preferred-legal-entity', { legalEntityId: first.id });
    expect((await call(app, owner, 'DELETE', `${BASE}/${first.id}`)).statusCode).toBe(204);
    const [user] = await database.orm.select().from(users).where(eq(users.id, owner.user.id));
    expect(user?.preferredLegalEntityId).toBeNull();
    expect((await listOf(owner)).map((entity) => [entity.id, entity.isPrimary])).toEqual([[second.id, true]]);
  });

  it('lists the people of an entity for its members', async () => {
    const owner = await register(app);
    const member = await register(app);
    const entity = await createLegalEntity(app, owner);
    await addToEntity(entity.id, member, 'member');
    const response = await call(app, member, 'GET', `${BASE}/${entity.id}/members`);
    expect(response.json().members).toEqual([
      { userId: owner.user.id, name: owner.user.name, email: owner.user.email, role: 'owner', joinedAt: expect.any(String) },
      { userId: member.user.id, name: member.user.name, email: member.user.email, role: 'member', joinedAt: expect.any(String) },
    ]);
  });
});

describe('activate and deactivate', () => {
  it('switches isActive for owners and admins only', async () => {
    const owner = await register(app);
    const member = await register(app);
    const entity = await createLegalEntity(app, owner);
    await addToEntity(entity.id, member, 'member');
    const deactivated = await call(app, owner, 'POST', `${BASE}/${entity.id}/deactivate`);
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().isActive).toBe(false);
    expect((await call(app, member, 'POST', `${BASE}/${entity.id}/activate`)).statusCode).toBe(403);
    expect((await call(app, member, 'GET', `${BASE}/${entity.id}`)).json().isActive).toBe(false);
    expect((await call(app, owner, 'POST', `${BASE}/${entity.id}/activate`)).json().isActive).toBe(true);
  });
});

describe('primary', () => {
  it('keeps exactly one primary entity per user', async () => {
    const owner = await register(app);
    const first = await createLegalEntity(app, owner);
    const second = await createLegalEntity(app, owner);
    const third = await createLegalEntity(app, owner);
    const response = await call(app, owner, 'POST', `${BASE}/${third.id}/primary`);
    expect(response.statusCode).toBe(200);
    expect(response.json().isPrimary).toBe(true);
    expect((await listOf(owner)).map((entity) => [entity.id, entity.isPrimary])).toEqual([
      [first.id, false],
      [second.id, false],
      [third.id, true],
    ]);
  });

  it('answers a mere member 403, so the client falls back to preferred, and changes nothing', async () => {
    const owner = await register(app);
    const member = await register(app);
    const entity = await createLegalEntity(app, owner);
    const own = await createLegalEntity(app, member);
    await addToEntity(entity.id, member, 'member');
    const response = await call(app, member, 'POST', `${BASE}/${entity.id}/primary`);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
    const flags = await database.orm
      .select({ id: legalEntityMembers.legalEntityId, isPrimary: legalEntityMembers.isPrimary })
      .from(legalEntityMembers)
      .where(eq(legalEntityMembers.userId, member.user.id));
    expect(flags.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      [
        { id: entity.id, isPrimary: false },
        { id: own.id, isPrimary: true },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it("does not change other people's primary entity", async () => {
    const owner = await register(app);
    const admin = await register(app);
    const shared = await createLegalEntity(app, owner);
    const adminsOwn = await createLegalEntity(app, admin);
    await addToEntity(shared.id, admin, 'admin');
    await call(app, admin, 'POST', `${BASE}/${shared.id}/primary`);
    expect((await call(app, owner, 'GET', `${BASE}/${shared.id}`)).json().isPrimary).toBe(true);
    expect((await call(app, admin, 'GET', `${BASE}/${adminsOwn.id}`)).json().isPrimary).toBe(false);
  });
});

describe('preferred legal entity', () => {
  it('is set, read and cleared on the profile', async () => {
    const owner = await register(app);
    const entity = await createLegalEntity(app, owner);
    const path = '/api/v1/profile/preferred-legal-entity';
    expect((await call(app, owner, 'GET', path)).json()).toEqual({ legalEntityId: null, legalEntity: null });

    const set = await call(app, owner, 'PUT', path, { legalEntityId: entity.id });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ legalEntityId: entity.id, legalEntity: { id: entity.id, isPreferred: true } });
    expect((await call(app, owner, 'GET', path)).json().legalEntityId).toBe(entity.id);
    expect((await call(app, owner, 'GET', `${BASE}/${entity.id}`)).json().isPreferred).toBe(true);
    const me = await call(app, owner, 'GET', '/api/v1/auth/me');
    expect(me.json().user.preferredLegalEntityId).toBe(entity.id);

    expect((await call(app, owner, 'DELETE', path)).json()).toEqual({ legalEntityId: null, legalEntity: null });
    expect((await call(app, owner, 'GET', path)).json().legalEntityId).toBeNull();
  });

  it('can only be an entity the user belongs to', async () => {
    const owner = await register(app);
    const stranger = await register(app);
    const entity = await createLegalEntity(app, owner);
    const response = await call(app, stranger, 'PUT', '/api/v1/profile/preferred-legal-entity', { legalEntityId: entity.id });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('legal_entity_not_found');
  });

  it('POST /organizations/{id}/preferred toggles it, even for a plain member, and leaves primary alone', async () => {
    const owner = await register(app);
    const member = await register(app);
    const entity = await createLegalEntity(app, owner);
    await addToEntity(entity.id, member, 'member');
    const on = await call(app, member, 'POST', `/api/v1/organizations/${entity.id}/preferred`);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ isPreferred: true, legalEntityId: entity.id, legalEntity: { isPreferred: true, isPrimary: false } });
    const off = await call(app, member, 'POST', `/api/v1/organizations/${entity.id}/preferred`);
    expect(off.json()).toMatchObject({ isPreferred: false, legalEntityId: null, legalEntity: { isPreferred: false } });
    const [row] = await database.orm.select().from(users).where(eq(users.id, member.user.id));
    expect(row?.preferredLegalEntityId).toBeNull();
  });
});

describe('workspaces of a legal entity', () => {
  it('counts them and accepts only entities the creator belongs to', async () => {
    const owner = await register(app);
    const stranger = await register(app);
    const entity = await createLegalEntity(app, owner);
    const refused = await call(app, stranger, 'POST', '/api/v1/workspaces', { name: 'Чужое', legalEntityId: entity.id });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.code).toBe('legal_entity_not_found');
    const rows = await database.orm
      .select()
      .from(workspaces)
      .where(and(eq(workspaces.legalEntityId, entity.id)));
    expect(rows).toEqual([]);
  });
});
