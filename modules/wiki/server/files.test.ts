import type { ModuleTestHost, TestPerson } from '@artel/sdk/server/testing';
import { createWikiHost, wikiClient } from './testing/wikiFixtures';

let host: ModuleTestHost;
let wiki: ReturnType<typeof wikiClient>;
let workspaceId: string;
let owner: TestPerson;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const upload = (person: TestPerson, fields: Partial<{ fileName: string; contentType: string; dataBase64: string }> = {}) =>
  wiki.call(
    person,
    'POST',
    '/files',
    { fileName: 'схема.png', contentType: 'image/png', dataBase64: PNG.toString('base64'), ...fields },
    'ru',
  );

beforeAll(async () => {
  host = await createWikiHost();
  wiki = wikiClient(host);
  ({ workspaceId, owner } = await host.newTeam());
});

afterAll(() => host.close());

describe('images and files of articles', () => {
  it('keeps an uploaded image and serves it back to members of the workspace, inline', async () => {
    const member = await host.join(workspaceId, 'member');
    const created = await upload(member);
    expect(created.statusCode).toBe(201);
    const { file } = created.json();
    expect(file).toMatchObject({
      fileName: 'схема.png',
      contentType: 'image/png',
      size: PNG.length,
      image: true,
      path: `/api/v1/modules/wiki/files/${file.id}`,
    });
    const viewer = await host.join(workspaceId, 'viewer');
    const served = await wiki.call(viewer, 'GET', `/files/${file.id}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toMatch(/^inline;/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('serves other files as downloads', async () => {
    const { file } = (
      await upload(owner, {
        fileName: '../../etc/отчёт.pdf',
        contentType: 'application/pdf',
        dataBase64: Buffer.from('%PDF-1.4').toString('base64'),
      })
    ).json();
    expect(file.fileName).toBe('отчёт.pdf');
    const served = await wiki.call(owner, 'GET', `/files/${file.id}`);
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('refuses script-capable types, oversized files and broken data, in the caller’s language', async () => {
    const svg = await upload(owner, {
      fileName: 'x.svg',
      contentType: 'image/svg+xml',
      dataBase64: Buffer.from('<svg onload="alert(1)"/>').toString('base64'),
    });
    expect([svg.statusCode, svg.json().error.code]).toEqual([400, 'file_type_not_allowed']);
    const html = await upload(owner, { fileName: 'x.html', contentType: 'text/html' });
    expect(html.json().error.code).toBe('file_type_not_allowed');
    const big = await upload(owner, { dataBase64: Buffer.alloc(10 * 1024 * 1024 + 1).toString('base64') });
    expect([big.statusCode, big.json().error.message]).toEqual([400, 'Файл больше 10 МБ']);
    const broken = await upload(owner, { dataBase64: 'не base64!' });
    expect(broken.json().error.code).toBe('file_not_base64');
  });

  it('lets only those who write articles upload', async () => {
    const viewer = await host.join(workspaceId, 'viewer');
    const response = await upload(viewer);
    expect([response.statusCode, response.json().error.code]).toEqual([403, 'forbidden']);
  });

  it("never serves a file to another workspace's user", async () => {
    const { file } = (await upload(owner)).json();
    const outsider = (await host.newTeam()).owner;
    const response = await wiki.call(outsider, 'GET', `/files/${file.id}`);
    expect([response.statusCode, response.json().error.code]).toEqual([404, 'file_not_found']);
    expect((await wiki.call(host.inWorkspace(outsider, workspaceId), 'GET', `/files/${file.id}`)).statusCode).toBeGreaterThanOrEqual(400);
  });
});
