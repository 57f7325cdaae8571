import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
} from 'fastify-type-provider-zod';
import { onTestFinished } from 'vitest';

// Helpers the capture tests share (mail, text messages, pushes): each test its own DATA_DIR.

/** A fresh, empty DATA_DIR, removed when the test ends. */
export async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'store-capture-'));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A bare app serving one capture viewer over a fresh DATA_DIR; closed when the test ends. */
export async function startCaptureViewer(routes: FastifyPluginAsyncZod<{ dataDir: string }>) {
  const dataDir = await tempDataDir();
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(routes, { dataDir });
  onTestFinished(() => app.close());
  return { app, dataDir };
}
