// A bare Fastify app with one hello route, run as its own process like the real server so the
// two are measured under the same conditions.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`Server listening at ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
