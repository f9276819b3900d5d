/** The api client's file downloads: bytes, names, no cache, a refreshed token, an error instead of a file. */
import { fileNameOf } from './apiClient';
import { clientOnFakeServer, type FakeReply, tokenExpired } from './testing/fakeApiServer';

function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe('api client: file downloads', () => {
  const pdfBytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x00, 0xff]);
  const pdfReply = (disposition: string): FakeReply => ({
    file: { bytes: pdfBytes, headers: { 'content-type': 'application/pdf', 'content-disposition': disposition } },
  });

  it('hands over the exact bytes, their type and the suggested name, sent with the token and workspace', async () => {
    const { client, server } = clientOnFakeServer(
      () => pdfReply(`attachment; filename="invoice-1.pdf"; filename*=UTF-8''${encodeURIComponent('Счёт № 7 от 01.12.2026.pdf')}`),
      {
        getWorkspaceId: () => 'ws-7',
      },
    );
    const file = await client.download('/modules/contragents/documents/d1/pdf', { query: { download: true } });

    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toBe('Счёт № 7 от 01.12.2026.pdf');
    expect(await bytesOf(file.blob)).toEqual(pdfBytes);
    expect(server.requests[0]).toMatchObject({ url: '/api/v1/modules/contragents/documents/d1/pdf?download=true', method: 'GET' });
    expect(server.requests[0]?.headers).toMatchObject({ Authorization: 'Bearer a1', 'X-Workspace-ID': 'ws-7' });
  });

  it('falls back to the plain file name, and to none without a Content-Disposition', async () => {
    const { client } = clientOnFakeServer(() => pdfReply('inline; filename="act-2.pdf"'));
    expect((await client.download('/a.pdf')).fileName).toBe('act-2.pdf');
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('inline')).toBeNull();
    expect(fileNameOf("attachment; filename*=UTF-8''%E0%A4%A; filename=plain.pdf")).toBe('plain.pdf');
  });

  it('never caches a download: each call fetches the file again', async () => {
    const { client, server } = clientOnFakeServer(() => pdfReply('inline'));
    await client.download('/a.pdf');
    await client.download('/a.pdf');
    expect(server.fetch).toHaveBeenCalledTimes(2);
  });

  it('refreshes an expired token and retries, like any request', async () => {
    const { client, server, refresh } = clientOnFakeServer((request) =>
      request.headers.Authorization === 'Bearer a1' ? tokenExpired : pdfReply('inline'),
    );
    const file = await client.download('/a.pdf');
    expect(await bytesOf(file.blob)).toEqual(pdfBytes);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(server.requests.map((request) => request.headers.Authorization)).toEqual(['Bearer a1', 'Bearer a2']);
  });

  it("rejects with the server's localised error instead of handing over an error page as a file", async () => {
    const { client } = clientOnFakeServer(() => ({
      status: 404,
      body: { error: { code: 'documents.notFound', message: 'Документ не найден', statusCode: 404 } },
    }));
    await expect(client.download('/a.pdf')).rejects.toMatchObject({
      status: 404,
      code: 'documents.notFound',
      message: 'Документ не найден',
    });
  });
});
