/**
 * Two server instances on one PostgreSQL, each with its own DATA_DIR (as on two machines): an attachment
 * uploaded through one downloads through the other. Runs when DATABASE_URL names a test PostgreSQL.
 */
import { createModuleTestHost, type ModuleTestHost } from '@artel/sdk/server/testing';
import type { FastifyInstance } from 'fastify';
import kanbanModule from '.';
import { addCard, boardWithColumns, kanban, newTeam } from './testing/kanbanFixtures';

const onPostgres = Boolean(process.env.DATABASE_URL);

(onPostgres ? describe : describe.skip)('attachments across instances', () => {
  let host: ModuleTestHost;
  let second: FastifyInstance;

  beforeAll(async () => {
    host = await createModuleTestHost(kanbanModule);
    second = await host.anotherInstance();
  });

  afterAll(() => host.close());

  it('downloads through the second instance what was uploaded through the first, and deletes it for both', async () => {
    const { workspaceId, owner } = await newTeam(host);
    const {
      columnIds: [todo = ''],
    } = await boardWithColumns(host.app, owner, workspaceId, ['To do']);
    const card = await addCard(host.app, owner, todo, 'With a file');
    const upload = await kanban(host.app, owner, 'POST', `/cards/${card.id}/attachments`, {
      fileName: 'report.txt',
      contentType: 'text/plain',
      dataBase64: Buffer.from('shared bytes').toString('base64'),
    });
    expect(upload.statusCode).toBe(201);
    const attachmentId = upload.json().attachment.id as string;

    const download = await kanban(second, owner, 'GET', `/attachments/${attachmentId}/download`);
    expect([download.statusCode, download.body]).toEqual([200, 'shared bytes']);

    expect((await kanban(second, owner, 'DELETE', `/attachments/${attachmentId}`)).statusCode).toBe(204);
    expect((await kanban(host.app, owner, 'GET', `/attachments/${attachmentId}/download`)).statusCode).toBe(404);
  });
});
