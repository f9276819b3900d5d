/**
 * Walks the app's route table (app.routeTable: every core and module route) for the route-wide suites:
 * fills path parameters with ids of the caller's real objects, builds bodies from each route's schema,
 * and learns ids from every answer, so a route a module adds tomorrow is exercised without naming it here.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/database';
import type { RouteEntry } from '../../src/http/routeTable';
import { writeModuleDescriptors } from './marketplaceFixtures';
import { call, createLegalEntity, createWorkspace } from './organisations';
import { testConfig } from './testApp';
import { openTestDatabase } from './testDatabase';
import { register, type SignedIn } from './users';

type Schema = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PARAMETER = /:([A-Za-z0-9_]+)/g;

/** Every bundled module's manifest (modules/<id>/manifest.json). */
export function bundledManifests(): Array<Record<string, unknown> & { id: string }> {
  const root = path.join(__dirname, '../../../modules');
  return fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, 'manifest.json')))
    .map((name) => JSON.parse(fs.readFileSync(path.join(root, name, 'manifest.json'), 'utf8')) as Record<string, unknown> & { id: string });
}

/** A static folder whose catalog holds every bundled module, so they can all be enabled. */
export const bundledCatalogDir = () => writeModuleDescriptors(bundledManifests());

/** 'legal-entities', 'legalEntities', 'legalEntityId', 'cards', 'card' → one comparable kind. */
export function kindOf(name: string): string {
  return name.replace(/Id$/, '').replace(/[-_]/g, '').toLowerCase().replace(/ies$/, 'y').replace(/s$/, '');
}

/** Ids seen in answers, by the kind of object they name. */
export class IdPool {
  private readonly byKind = new Map<string, Set<string>>();
  readonly all = new Set<string>();
  readonly moduleIds = new Set<string>();
  readonly slugs = new Set<string>();

  add(kind: string, id: string): void {
    const key = kindOf(kind);
    if (!this.byKind.has(key)) this.byKind.set(key, new Set());
    this.byKind.get(key)!.add(id);
    this.all.add(id);
  }

  of(kind: string): string[] {
    return [...(this.byKind.get(kindOf(kind)) ?? [])];
  }

  /** Learns from one JSON answer: `{ card: { id } }`, `cards: [{ id }]`, `boardId: …`. */
  learn(value: unknown, parentKey = ''): void {
    const pending: Array<[unknown, string]> = [[value, parentKey]];
    for (let next = pending.pop(); next; next = pending.pop()) {
      const [current, key] = next;
      if (Array.isArray(current)) {
        for (const item of current) pending.push([item, key]);
      } else if (typeof current === 'object' && current !== null) {
        for (const [name, child] of Object.entries(current)) {
          if (typeof child === 'string' && UUID.test(child)) {
            this.add(name === 'id' ? key : name, child);
          } else if (name === 'slug' && typeof child === 'string') {
            this.slugs.add(child);
          } else if (name === 'moduleId' && typeof child === 'string') {
            this.moduleIds.add(child);
          } else {
            pending.push([child, name]);
          }
        }
      }
    }
  }
}

export const parameterNames = (url: string) => [...url.matchAll(PARAMETER)].map((match) => match[1]!);

/** The kind of object a path parameter names: `:boardId` a board, `/cards/:id` a card. */
export function parameterKind(url: string, name: string): string {
  if (name !== 'id') return name;
  const before = url
    .slice(0, url.indexOf(`:${name}`))
    .split('/')
    .filter(Boolean);
  return before[before.length - 1] ?? name;
}

/** Real values for each path parameter of the route, or undefined when the pool has none for one. */
export function validParams(route: RouteEntry, pool: IdPool, pick: (options: string[]) => string): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  for (const name of parameterNames(route.url)) {
    const schema = ((route.schema?.params as Schema | undefined)?.properties as Record<string, Schema> | undefined)?.[name];
    const kind = parameterKind(route.url, name);
    let options: string[];
    if (schema?.format === 'uuid') options = pool.of(kind).length > 0 ? pool.of(kind) : [...pool.all];
    else if (kindOf(kind) === 'module' || name === 'moduleId') options = [...pool.moduleIds];
    else if (name === 'slug') options = [...pool.slugs];
    else if (name === 'key') options = ['notes'];
    else options = ['kanban'];
    if (options.length === 0) return undefined;
    params[name] = pick(options);
  }
  return params;
}

/** Percent-encodes like a client would send raw bytes: a lone surrogate goes as its three WTF-8 bytes. */
export function encodePathValue(value: string): string {
  let encoded = '';
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    const next = value.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      encoded += encodeURIComponent(value.slice(index, index + 2));
      index += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(value[index]!);
    }
  }
  return encoded;
}

export function fillUrl(url: string, params: Record<string, string>): string {
  return url.replace(PARAMETER, (_whole, name: string) => encodePathValue(params[name] ?? ''));
}

export function queryString(query: Record<string, string>): string {
  const parts = Object.entries(query).map(([key, value]) => `${encodePathValue(key)}=${encodePathValue(value)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** A value the schema accepts, built from it, with real ids where it asks for a uuid. */
export function sampleOf(schema: Schema | undefined, pool: IdPool, name = ''): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.find((option) => option !== null) ?? null;
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) return sampleOf((options as Schema[]).find((option) => option.type !== 'null') ?? options[0], pool, name);
  }
  if (Array.isArray(schema.allOf)) return Object.assign({}, ...(schema.allOf as Schema[]).map((part) => sampleOf(part, pool, name)));
  const type = Array.isArray(schema.type) ? schema.type.find((option) => option !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      return Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, sampleOf(property, pool, key)]));
    }
    case 'array':
      return schema.minItems ? [sampleOf(schema.items as Schema, pool, name)] : [];
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return sampleString(schema, pool, name);
    default:
      return {};
  }
}

function sampleString(schema: Schema, pool: IdPool, name: string): string {
  if (schema.format === 'uuid') return pool.of(name)[0] ?? [...pool.all][0] ?? '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'email') return 'someone@example.test';
  if (schema.format === 'date-time') return '2030-01-02T03:04:05.000Z';
  if (schema.format === 'date') return '2030-01-02';
  if (typeof schema.pattern === 'string') return name === 'key' ? 'notes' : 'kanban';
  const length = typeof schema.minLength === 'number' ? Math.max(schema.minLength, 5) : 5;
  return 'Проверка'.padEnd(length, 'а').slice(0, typeof schema.maxLength === 'number' ? schema.maxLength : undefined);
}

/** One request through inject; `rawBody` is sent as is, with a JSON content type. */
export function send(
  app: FastifyInstance,
  method: string,
  url: string,
  headers: Record<string, string>,
  rawBody?: string,
): Promise<LightMyRequestResponse> {
  const options: InjectOptions = { method: method as InjectOptions['method'], url, headers: { ...headers } };
  if (rawBody !== undefined) {
    options.payload = rawBody;
    options.headers = { ...options.headers, 'content-type': 'application/json' };
  }
  return app.inject(options);
}

/** Routes worth probing: not HEAD (the GET twin covers it), not the socket upgrade, not the static fallback. */
export function probedRoutes(app: FastifyInstance): RouteEntry[] {
  const routes = app.routeTable.filter((route) => route.method !== 'HEAD' && !route.websocket && !route.url.endsWith('*'));
  // Deletions last, so the objects they remove serve the other routes first.
  return [...routes.filter((route) => route.method !== 'DELETE'), ...routes.filter((route) => route.method === 'DELETE')];
}

/** Routes that may end the caller's sessions (sign-out, sign-out everywhere, password change). */
export const mayEndSessions = (route: RouteEntry) => /^\/api\/v1\/(auth\/|profile\/sessions\/|profile\/password)/.test(route.url);

export const hasBody = (route: RouteEntry) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && route.schema?.body !== undefined;

export interface ProbeSetup {
  database: Database;
  app: FastifyInstance;
  /** The first account: the platform administrator, owner of the workspace and its organisation. */
  owner: SignedIn;
  workspaceId: string;
  pool: IdPool;
  /** Every bundled module unblocked and enabled in the workspace again (probes of block and disable undo it). */
  enableEveryModule(): Promise<void>;
  close(): Promise<void>;
}

/** The whole app with every bundled module, an organisation, a workspace under it with every module enabled. */
export async function openProbeApp(): Promise<ProbeSetup> {
  const database = await openTestDatabase();
  const app = await buildApp({ config: testConfig({ staticDir: bundledCatalogDir(), extraModulesDir: undefined }), database });
  const pool = new IdPool();
  const owner = await register(app, { name: 'Проверяющий' });
  const entity = await createLegalEntity(app, owner);
  const workspace = await createWorkspace(app, owner, { name: 'Проверка ввода', legalEntityId: entity.id });
  pool.learn({ legalEntity: entity, workspace, user: owner.user });
  const enableEveryModule = async () => {
    for (const { id } of bundledManifests()) {
      await call(app, owner, 'POST', `/api/v1/marketplace/admin/modules/${id}/unblock`);
      const enabled = await call(app, owner, 'POST', `/api/v1/marketplace/modules/${id}/enable`, { workspaceId: workspace.id });
      if (enabled.statusCode !== 200) throw new Error(`enabling ${id}: ${enabled.statusCode} ${enabled.body}`);
      pool.moduleIds.add(id);
    }
  };
  await enableEveryModule();
  const board = await call(app, owner, 'POST', `/api/v1/workspaces/${workspace.id}/boards`, { name: 'Доска' });
  pool.learn({ board: board.json() });
  return {
    database,
    app,
    owner,
    workspaceId: workspace.id,
    pool,
    enableEveryModule,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A request with every value real: ids from the pool, bodies and queries shaped by the route's schema. */
export function validRequest(route: RouteEntry, pool: IdPool): { url: string; body: string | undefined } | undefined {
  const params = validParams(route, pool, (options) => options[options.length - 1]!);
  if (!params) return undefined;
  const query: Record<string, string> = {};
  const queryProperties = ((route.schema?.querystring as Schema | undefined)?.properties ?? {}) as Record<string, Schema>;
  for (const [name, schema] of Object.entries(queryProperties)) {
    query[name] = name === 'timeout' ? '0' : String(sampleOf(schema, pool, name) ?? '');
  }
  const body = hasBody(route) ? JSON.stringify(sampleOf(route.schema?.body as Schema, pool) ?? {}) : undefined;
  return { url: `${fillUrl(route.url, params)}${queryString(query)}`, body };
}
