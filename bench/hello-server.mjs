// The baseline: a minimal Fastify route, to compare the store's list endpoint against.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.send?.({ type: 'ready' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
