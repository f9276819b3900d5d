/**
 * The cluster bench's load balancer (bench only, run as its own process): plain HTTP goes round-robin to the
 * instances, a WebSocket upgrade is piped whole to one instance, so it sticks to it for the connection's
 * life. An instance that refuses a connection is skipped, as a health-checking balancer would.
 *
 *   node stickyProxy.mjs <listen port> <instance port>...
 */
import http from 'node:http';
import net from 'node:net';

const [listenPort, ...instancePorts] = process.argv.slice(2).map(Number);
let next = 0;
const down = new Map();
const DOWN_FOR_MS = 2000;

function pickPort() {
  for (let tried = 0; tried < instancePorts.length; tried += 1) {
    const port = instancePorts[next++ % instancePorts.length];
    if ((down.get(port) ?? 0) < Date.now()) return port;
  }
  return instancePorts[next++ % instancePorts.length];
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function forward(request, response, attempt = 0) {
  const port = pickPort();
  const upstream = http.request(
    { host: '127.0.0.1', port, method: request.method, path: request.url, headers: request.headers, agent },
    (answer) => {
      response.writeHead(answer.statusCode, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', (error) => {
    down.set(port, Date.now() + DOWN_FOR_MS);
    if (!response.headersSent && attempt < instancePorts.length && error.code === 'ECONNREFUSED') forward(request, response, attempt + 1);
    else response.destroy();
  });
  request.pipe(upstream);
}

const server = http.createServer((request, response) => forward(request, response));

server.on('upgrade', (request, client, head) => {
  const connect = (attempt) => {
    const port = pickPort();
    const upstream = net.connect(port, '127.0.0.1');
    let connected = false;
    upstream.once('connect', () => {
      connected = true;
      const lines = [`${request.method} ${request.url} HTTP/1.1`];
      for (let index = 0; index < request.rawHeaders.length; index += 2)
        lines.push(`${request.rawHeaders[index]}: ${request.rawHeaders[index + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', (error) => {
      if (connected) return client.destroy();
      down.set(port, Date.now() + DOWN_FOR_MS);
      if (error.code === 'ECONNREFUSED' && attempt < instancePorts.length) connect(attempt + 1);
      else client.destroy();
    });
    upstream.on('close', () => {
      if (connected) client.destroy();
    });
    client.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
  };
  connect(0);
});

server.listen(listenPort, '127.0.0.1', () => process.send?.('listening'));
