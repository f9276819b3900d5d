/** A server with the kanban module as its only bundled module, and helpers to act as people in one team workspace. */
import type { WorkspaceRole } from '@artel/sdk/server';
import { createModuleTestHost, type ModuleTestHost, type TestPerson } from '@artel/sdk/server/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import kanbanModule from '..';

export const createKanbanHost = (): Promise<ModuleTestHost> => createModuleTestHost(kanbanModule);

export interface Person {
  id: string;
  headers: Record<string, string>;
}

const personOf = (person: TestPerson): Person => ({ id: person.userId, headers: person.headers });

/** A team workspace (kanban enabled by default) owned by a new user. */
export async function newTeam(host: ModuleTestHost): Promise<{ workspaceId: string; owner: Person }> {
  const { workspaceId, owner } = await host.newTeam('Владелец');
  return { workspaceId, owner: personOf(owner) };
}

/** A new user who is a member of the workspace with the given role. */
export async function joinAs(host: ModuleTestHost, workspaceId: string, role: WorkspaceRole, name: string = role): Promise<Person> {
  return personOf(await host.join(workspaceId, role, name));
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
  board: { id: string; name: string; archivedAt: string | null };
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
