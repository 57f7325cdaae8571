import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { replyApiNotFound } from './error-handler';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Set here rather than left to the MIME table: the type the manifest spec registers.
const MANIFEST_TYPE = 'application/manifest+json; charset=utf-8';

/**
 * Serves the built web app: hashed assets cached for a year, every other file
 * revalidated (so /sw.js and /manifest.webmanifest, which keep their names across
 * versions, are always checked), and any path that is not an API or media path
 * answered with index.html so the app's router decides what is not found.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const hasSpa = existsSync(path.join(distDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: 'index.html',
      // The web build writes its scripts and styles also as `.br` at brotli's best quality.
      preCompressed: true,
      setHeaders(res, filePath) {
        const rel = path.relative(distDir, filePath);
        res.header('cache-control', rel.startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache');
        if (rel.endsWith('.webmanifest')) res.header('content-type', MANIFEST_TYPE);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi =
      request.url.startsWith('/api/') ||
      request.url === '/api' ||
      request.url.startsWith('/media/');
    if (isApi || !hasSpa || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return replyApiNotFound(request, reply);
    }
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
