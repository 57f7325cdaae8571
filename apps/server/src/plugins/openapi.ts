import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * OpenAPI 3 generated from the routes' zod schemas (`app.swagger()`), and with `serveDocs`
 * served: UI at /api/docs, JSON at /api/docs/json.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { serveDocs }: { serveDocs: boolean },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'BigKeys store API',
        description: 'Catalogue, accounts, checkout and key delivery of the BigKeys store.',
        version: '1.0.0',
      },
      servers: [],
    },
    transform: jsonSchemaTransform,
  });
  if (serveDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
