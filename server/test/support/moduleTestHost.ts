/**
 * `@artel/sdk/server/testing`: the whole server with one module's server half mounted, on a migrated in-memory
 * PGlite (or the test PostgreSQL of DATABASE_URL), plus helpers to act as people of a team workspace that has
 * the module enabled. What module tests in modules/<id>/server/**.test.ts start from.
 */
import { randomUUID } from 'node:crypto';
import './nativeModules';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BoardRole, FlowsService, ModuleOrm, ServerModule, WorkspaceRole } from '@artel/sdk/server';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { setBoardRole } from '../../src/boards/boardData';
import { signAccessToken } from '../../src/auth/accessToken';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/database';
import { openPgliteDatabase } from '../../src/db/pglite';
import { openPostgresDatabase } from '../../src/db/postgres';
import { workspaceMembers } from '../../src/db/schema';
import { repoRoot } from '../../src/paths';
import { workspaceTopic } from '../../src/realtime/hub';
import type { WorkspaceEventFrame } from '../../src/realtime/workspaceEventFeed';
import { writeModuleDescriptors } from './marketplaceFixtures';
import { createWorkspace } from './organisations';
import { testConfig } from './testApp';
import { openTestDatabase } from './testDatabase';
import { testDatabaseUrl } from './testEnv';
import { bearer, register } from './users';

/** This Jest worker's test PostgreSQL (DATABASE_URL's database, one copy per worker), or undefined on PGlite. */
export { testDatabaseUrl };

export interface TestPerson {
  userId: string;
  name: string;
  workspaceId: string;
  /** Authorization and X-Workspace-ID. */
  headers: Record<string, string>;
}

export interface ModuleTestHostOptions {
  /** The module's manifest; default modules/<id>/manifest.json, else a minimal one. Always enabled by default. */
  manifest?: Record<string, unknown>;
  /** Other server modules to mount beside it (cooperation through services and events). */
  alongside?: ServerModule[];
  /** An existing DATA_DIR (embedded database and local files), kept after close: upgrade tests. Default: a fresh database. */
  dataDir?: string;
  config?: Partial<Config>;
  /**
   * Where the module's server half is, when it is not (yet) modules/<id>/server: its relative `migrations`
   * are taken from there and its manifest from the folder above (a scaffold tested before it is moved in place).
   */
  serverDir?: string;
}

export interface ModuleTestHost {
  app: FastifyInstance;
  /** The database as the module sees it. */
  orm: ModuleOrm;
  /** DATA_DIR of this server: where local files go. */
  dataDir: string;
  /** A new user owning a new team workspace with the module enabled. */
  newTeam(ownerName?: string): Promise<{ workspaceId: string; owner: TestPerson }>;
  /** A new user who is a member of the workspace with that role. */
  join(workspaceId: string, role: WorkspaceRole, name?: string): Promise<TestPerson>;
  /** An existing user (made outside the API, e.g. by an upgrade test) acting in a workspace. */
  personFor(userId: string, workspaceId: string, name?: string): TestPerson;
  /** The same person asking in another workspace. */
  inWorkspace(person: TestPerson, workspaceId: string): TestPerson;
  /** Calls /api/v1/modules/<id><url> as that person, in English unless `locale` says otherwise. */
  request(
    person: TestPerson,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    locale?: 'ru' | 'en',
  ): Promise<LightMyRequestResponse>;
  /** Calls the platform's /api/v1<url> as that person (flows, members, …), in English unless `locale` says otherwise. */
  api(
    person: TestPerson,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    locale?: 'ru' | 'en',
  ): Promise<LightMyRequestResponse>;
  /** The flows engine: `emit` as a module would, `settled` once this instance has worked off its queued runs. */
  flows: Pick<FlowsService, 'emit'> & { settled(): Promise<void> };
  /** Gives the user that role on the board, as the board's members page does. */
  setBoardRole(boardId: string, userId: string, role: BoardRole): Promise<void>;
  /** Records what sockets subscribed to the workspace receive on this instance, until `stop`. */
  workspaceMessages(workspaceId: string): { messages: WorkspaceEventFrame[]; stop(): void };
  /** A second server on the same database (on PostgreSQL a connection of its own): multi-instance tests. */
  anotherInstance(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

function manifestOf(
  module: ServerModule,
  given: Record<string, unknown> | undefined,
  serverDir?: string,
): Record<string, unknown> & { id: string } {
  const file = path.join(serverDir ? path.dirname(serverDir) : path.join(repoRoot, 'modules', module.id), 'manifest.json');
  const base = given ?? (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {});
  return { ...base, id: module.id, defaultEnabled: true };
}

const freshDataDir = (moduleId: string) => fs.mkdtempSync(path.join(os.tmpdir(), `artel-module-${moduleId}-`));

export async function createModuleTestHost(given: ServerModule, options: ModuleTestHostOptions = {}): Promise<ModuleTestHost> {
  const module =
    options.serverDir && given.migrations && !path.isAbsolute(given.migrations)
      ? { ...given, migrations: path.join(options.serverDir, given.migrations) }
      : given;
  const database = options.dataDir ? await openPgliteDatabase({ dataDir: options.dataDir }) : await openTestDatabase();
  const staticDir = writeModuleDescriptors([
    manifestOf(module, options.manifest, options.serverDir),
    ...(options.alongside ?? []).map((other) => manifestOf(other, undefined)),
  ]);
  const config = testConfig({
    staticDir,
    extraModulesDir: undefined,
    dataDir: options.dataDir ?? freshDataDir(module.id),
    ...options.config,
  });
  const serverModules = [module, ...(options.alongside ?? [])];
  const build = (db: Database, dataDir = config.dataDir) => buildApp({ config: { ...config, dataDir }, database: db, serverModules });
  const others: Array<{ app: FastifyInstance; database?: Database; dataDir: string }> = [];
  let app: FastifyInstance;
  try {
    app = await build(database);
  } catch (error) {
    await database.close();
    throw error;
  }

  const personFor = (userId: string, workspaceId: string, name = ''): TestPerson => ({
    userId,
    name,
    workspaceId,
    headers: { ...bearer(signAccessToken(app, { userId, sessionId: randomUUID() })), 'x-workspace-id': workspaceId },
  });

  return {
    app,
    orm: database.orm as unknown as ModuleOrm,
    dataDir: config.dataDir,
    async newTeam(ownerName = 'Владелец') {
      const signedIn = await register(app, { name: ownerName });
      const workspace = await createWorkspace(app, signedIn, { name: `Команда ${Math.random().toString(36).slice(2, 8)}` });
      return { workspaceId: workspace.id, owner: personFor(signedIn.user.id, workspace.id, ownerName) };
    },
    async join(workspaceId, role, name = role) {
      const signedIn = await register(app, { name });
      await database.orm.insert(workspaceMembers).values({ workspaceId, userId: signedIn.user.id, role });
      // As the platform's member routes do after a write (the workspace's member count changed).
      await app.access.changed();
      return personFor(signedIn.user.id, workspaceId, name);
    },
    personFor,
    async setBoardRole(boardId, userId, role) {
      await setBoardRole(database.orm, boardId, userId, role);
      // As the platform's board role routes do after a write.
      await app.access.changed();
    },
    workspaceMessages(workspaceId) {
      const messages: WorkspaceEventFrame[] = [];
      const stop = app.realtime.workspaces.subscribe(workspaceTopic(workspaceId), (message) => {
        if (message.type === 'workspace_event') messages.push(message);
      });
      return { messages, stop };
    },
    inWorkspace: (person, workspaceId) => ({ ...person, workspaceId, headers: { ...person.headers, 'x-workspace-id': workspaceId } }),
    request: (person, method, url, payload, locale = 'en') =>
      app.inject({
        method,
        url: `/api/v1/modules/${module.id}${url}`,
        headers: { ...person.headers, 'accept-language': locale },
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      }),
    api: (person, method, url, payload, locale = 'en') =>
      app.inject({
        method,
        url: `/api/v1${url}`,
        headers: { authorization: person.headers.authorization!, 'accept-language': locale },
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      }),
    flows: {
      emit: (type, emission) => app.flows.emit(type, emission),
      settled: () => app.flows.idle(),
    },
    async anotherInstance() {
      const url = testDatabaseUrl();
      const second = url && !options.dataDir ? await openPostgresDatabase(url) : undefined;
      // Its own DATA_DIR, as on another machine: nothing on this instance's disk is visible to it.
      const dataDir = freshDataDir(module.id);
      const other = await build(second ?? database, dataDir);
      others.push({ app: other, dataDir, ...(second ? { database: second } : {}) });
      return other;
    },
    async close() {
      for (const other of others) {
        await other.app.close();
        await other.database?.close();
        fs.rmSync(other.dataDir, { recursive: true, force: true });
      }
      await app.close();
      await database.close();
      if (!options.dataDir) fs.rmSync(config.dataDir, { recursive: true, force: true });
      fs.rmSync(staticDir, { recursive: true, force: true });
    },
  };
}

/** The platform's workspace routes (`/api/v1/workspaces/<the person's workspace><url>`) as that person. */
export function workspaceApi(host: ModuleTestHost) {
  return (person: TestPerson, method: InjectOptions['method'], url: string, payload?: unknown) =>
    host.app.inject({
      method,
      url: `/api/v1/workspaces/${person.workspaceId}${url}`,
      headers: { authorization: person.headers.authorization! },
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
}
