import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { lookupRoutes } from './modules/catalog/lookups.routes';
import { productRoutes } from './modules/catalog/products.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createLocaleResolver } from './modules/locale/locale.service';
import { mediaRoutes } from './modules/media/media.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOpenApi } from './plugins/openapi';
import { registerRequestContext } from './plugins/request-context';
import { registerSpa } from './plugins/spa';
import { serverPaths } from './paths';

export type AppDeps = {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the store's Fastify instance with every plugin and route, without listening. */
export async function buildApp({ config, database, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const locales = await createLocaleResolver(database.db);
  app.addHook('onClose', async () => locales.close());
  registerRequestContext(app, locales);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Brotli at its default quality 11 costs more CPU than a JSON list is worth.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await registerOpenApi(app);

  const { db } = database;
  await app.register(healthRoutes, { prefix: '/api/v1', db });
  await app.register(settingsRoutes, { prefix: '/api/v1/product', db });
  await app.register(lookupRoutes, { prefix: '/api/v1/product', db });
  await app.register(productRoutes, { prefix: '/api/v1/product', db });
  await app.register(mediaRoutes, {
    prefix: '/media',
    db,
    mediaDir: path.join(config.dataDir, 'media'),
  });

  await registerSpa(app, config.webDistDir ?? serverPaths.webDist);
  return app;
}
