/**
 * A database made by the version before the module contract (kanban's tables in the platform's migrations,
 * attachments on disk) opens with today's code and keeps its boards, cards and attachments.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createModuleTestHost, type ModuleTestHost } from '@artel/sdk/server/testing';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import kanbanModule from '.';

const previousMigrations = path.join(__dirname, 'testing/migrations-before-contract');
const ids = {
  user: '00000000-0000-4000-8000-000000000001',
  workspace: '00000000-0000-4000-8000-000000000002',
  board: '00000000-0000-4000-8000-000000000003',
  column: '00000000-0000-4000-8000-000000000004',
  card: '00000000-0000-4000-8000-000000000005',
  attachment: '00000000-0000-4000-8000-000000000006',
};

/** What the previous version left in DATA_DIR: its PGlite folder and an attachment under kanban/attachments. */
async function previousVersionDataDir(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'artel-kanban-upgrade-'));
  const client = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: previousMigrations });
    await client.exec(`
      insert into users (id, email, name, password_hash) values ('${ids.user}', 'old@example.test', 'Старожил', 'x');
      insert into workspaces (id, slug, name, owner_id) values ('${ids.workspace}', 'old-team', 'Старая команда', '${ids.user}');
      insert into workspace_members (workspace_id, user_id, role) values ('${ids.workspace}', '${ids.user}', 'owner');
      insert into modules (id, name, version, manifest, url, integrity) values ('kanban', 'Kanban', '1.0.0', '{"id":"kanban"}', '/k.js', 'sha384-x');
      insert into workspace_modules (workspace_id, module_id) values ('${ids.workspace}', 'kanban');
      insert into boards (id, workspace_id, name, created_by_id) values ('${ids.board}', '${ids.workspace}', 'Старая доска', '${ids.user}');
      insert into board_members (board_id, user_id, role) values ('${ids.board}', '${ids.user}', 'board_admin');
      insert into kanban_columns (id, board_id, name, rank) values ('${ids.column}', '${ids.board}', 'Сделать', 'a0');
      insert into kanban_cards (id, board_id, column_id, title, rank, created_by_id) values ('${ids.card}', '${ids.board}', '${ids.column}', 'Старая карточка', 'a0', '${ids.user}');
      insert into kanban_attachments (id, card_id, workspace_id, file_name, content_type, size, uploaded_by_id)
        values ('${ids.attachment}', '${ids.card}', '${ids.workspace}', 'notes.txt', 'text/plain', 5, '${ids.user}');
    `);
  } finally {
    await client.close();
  }
  const folder = path.join(dataDir, 'kanban/attachments', ids.workspace, ids.board);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, ids.attachment), 'hello');
  return dataDir;
}

let dataDir: string;
let host: ModuleTestHost;

beforeAll(async () => {
  dataDir = await previousVersionDataDir();
  host = await createModuleTestHost(kanbanModule, { dataDir });
}, 60_000);

afterAll(async () => {
  await host.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('keeps the boards, cards and attachments of a database made before the module contract', async () => {
  const owner = host.personFor(ids.user, ids.workspace, 'Старожил');
  const boards = (await host.request(owner, 'GET', '/boards')).json().boards;
  expect(boards).toEqual([expect.objectContaining({ id: ids.board, name: 'Старая доска', cardCount: 1 })]);
  const view = (await host.request(owner, 'GET', `/boards/${ids.board}`)).json();
  expect(view.cards).toEqual([expect.objectContaining({ id: ids.card, title: 'Старая карточка', columnId: ids.column })]);
  const card = (await host.request(owner, 'GET', `/cards/${ids.card}`)).json().card;
  expect(card.attachments).toEqual([expect.objectContaining({ id: ids.attachment, fileName: 'notes.txt', size: 5 })]);
  const download = await host.request(owner, 'GET', `/attachments/${ids.attachment}/download`);
  expect([download.statusCode, download.body]).toEqual([200, 'hello']);
});

it('goes on working on the upgraded database: a new card lands in the old column', async () => {
  const owner = host.personFor(ids.user, ids.workspace, 'Старожил');
  const created = await host.request(owner, 'POST', `/columns/${ids.column}/cards`, { title: 'Новая карточка' });
  expect(created.statusCode).toBe(201);
  const titles = (await host.request(owner, 'GET', `/boards/${ids.board}`)).json().cards.map((entry: { title: string }) => entry.title);
  expect(titles).toEqual(['Старая карточка', 'Новая карточка']);
});
