/**
 * The yardstick for the API hot path: a Fastify hello-world on the port in PORT, in its own process like the
 * server it is compared with. Prints 'listening' once it accepts connections.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
