/** A server with the kanban module as its only bundled module, and helpers to act as people in one team workspace. */
import '../support/nativeModules';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import kanbanModule from '../../../modules/kanban/server';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/database';
import { type WorkspaceRole, workspaceMembers } from '../../src/db/schema';
import { writeModuleDescriptors } from '../support/marketplaceFixtures';
import { createWorkspace } from '../support/organisations';
import { testConfig } from '../support/testApp';
import { bearer, register, type SignedIn } from '../support/users';

const manifest = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../../modules/kanban/manifest.json'), 'utf8'),
) as Record<string, unknown> & { id: string };

export async function createKanbanApp(database: Database): Promise<{ app: FastifyInstance; dataDir: string }> {
  const staticDir = writeModuleDescriptors([manifest]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-kanban-'));
  const app = await buildApp({
    config: testConfig({ staticDir, extraModulesDir: undefined, dataDir }),
    database,
    serverModules: [kanbanModule],
  });
  return { app, dataDir };
}

export interface Person {
  signedIn: SignedIn;
  id: string;
  headers: Record<string, string>;
}

/** A team workspace (kanban enabled by default) owned by a new user. */
export async function newTeam(app: FastifyInstance): Promise<{ workspaceId: string; owner: Person }> {
  const signedIn = await register(app, { name: 'Владелец' });
  const workspace = await createWorkspace(app, signedIn, { name: `Команда ${Math.random().toString(36).slice(2, 8)}` });
  return { workspaceId: workspace.id, owner: personIn(signedIn, workspace.id) };
}

export function personIn(signedIn: SignedIn, workspaceId: string): Person {
  return { signedIn, id: signedIn.user.id, headers: { ...bearer(signedIn.access_token), 'x-workspace-id': workspaceId } };
}

/** A new user who is a member of the workspace with the given role. */
export async function joinAs(app: FastifyInstance, database: Database, workspaceId: string, role: WorkspaceRole, name: string = role): Promise<Person> {
  const signedIn = await register(app, { name });
  await database.orm.insert(workspaceMembers).values({ workspaceId, userId: signedIn.user.id, role });
  return personIn(signedIn, workspaceId);
}

/** Calls /api/v1/modules/kanban<url> as that person (English messages). */
export function kanban(app: FastifyInstance, who: Person, method: InjectOptions['method'], url: string, payload?: unknown) {
  return app.inject({
    method,
    url: `/api/v1/modules/kanban${url}`,
    headers: { ...who.headers, 'accept-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });
}

/** A board made through the core call (the creator becomes its board_admin) with the given columns. */
export async function boardWithColumns(app: FastifyInstance, who: Person, workspaceId: string, names: string[]) {
  const created = await app.inject({
    method: 'POST',
    url: `/api/v1/workspaces/${workspaceId}/boards`,
    headers: who.headers,
    payload: { name: 'Спринт' },
  });
  if (created.statusCode !== 201) throw new Error(`board: ${created.statusCode} ${created.body}`);
  const boardId = created.json<{ id: string }>().id;
  const columnIds: string[] = [];
  for (const name of names) {
    const response = await kanban(app, who, 'POST', `/boards/${boardId}/columns`, { name });
    if (response.statusCode !== 201) throw new Error(`column: ${response.statusCode} ${response.body}`);
    columnIds.push(response.json<{ column: { id: string } }>().column.id);
  }
  return { boardId, columnIds };
}

export async function addCard(app: FastifyInstance, who: Person, columnId: string, title: string, extra: Record<string, unknown> = {}) {
  const response = await kanban(app, who, 'POST', `/columns/${columnId}/cards`, { title, ...extra });
  if (response.statusCode !== 201) throw new Error(`card: ${response.statusCode} ${response.body}`);
  return response.json<{ card: { id: string; rank: string; columnId: string } }>().card;
}

export interface BoardViewJson {
  columns: Array<{ id: string; name: string; rank: string }>;
  cards: Array<{ id: string; columnId: string; title: string; rank: string; assigneeIds: string[] }>;
  permissions: string[];
}

export async function boardView(app: FastifyInstance, who: Person, boardId: string): Promise<BoardViewJson> {
  const response = await kanban(app, who, 'GET', `/boards/${boardId}`);
  if (response.statusCode !== 200) throw new Error(`board view: ${response.statusCode} ${response.body}`);
  return response.json<BoardViewJson>();
}

/** Card titles per column in board order. */
export function titlesByColumn(view: BoardViewJson): string[][] {
  return view.columns.map((column) => view.cards.filter((card) => card.columnId === column.id).map((card) => card.title));
}
