/** The baseline: bare Fastify answering hello-world JSON, in a process of its own like the app. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ address })}\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
