// The reference of `npm run bench`: a bare Fastify route on the same machine, in its own process
// like the app. Usage: node bench/load/bare-server.mjs PORT
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
