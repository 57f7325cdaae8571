import path from 'node:path';
import { load, type LoadResult } from './load';
import { freePort, startNode, stop, waitForUrl } from './processes';

/** The minimal Fastify route every rate is compared with, in a process of its own. */
export type Hello = {
  url: string;
  /** Loaded throughput at the given connections: 2 s of warm-up, then the measured run. */
  measure: (connections: number, durationSeconds: number) => Promise<LoadResult>;
  stop: () => Promise<void>;
};

/** Starts `bench/hello-server.mjs` on a free loopback port; resolves once it answers. */
export async function startHello(): Promise<Hello> {
  const port = await freePort();
  const child = startNode(path.join(import.meta.dirname, '..', 'hello-server.mjs'), {
    PORT: String(port),
  });
  const url = `http://127.0.0.1:${port}/hello`;
  try {
    await waitForUrl(url, child, 30_000);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return {
    url,
    measure: async (connections, durationSeconds) => {
      await load(url, { connections, durationSeconds: 2 });
      return load(url, { connections, durationSeconds });
    },
    stop: () => stop(child),
  };
}
