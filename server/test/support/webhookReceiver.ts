/** A webhook receiver on this machine that answers 200 and counts the requests it got. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CountingReceiver {
  url: string;
  received(): number;
  close(): Promise<void>;
}

export async function countingReceiver(): Promise<CountingReceiver> {
  let received = 0;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
