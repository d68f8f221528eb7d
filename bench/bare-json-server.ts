// The baseline for hostile-json.bench.ts: Fastify with its defaults (1 MB body limit, default JSON
// parser) and one zod-validated JSON route, as the API took bodies before its input guard.
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const app = Fastify({ logger: false });
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
const body = z.object({ title: z.string(), description: z.string() });
app.withTypeProvider<ZodTypeProvider>().post('/echo', { schema: { body } }, async (request) => request.body);
app.get('/hello', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`Server listening at ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
