import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Keyed by absolute file path: concurrent requests for one image share a single render.
const inFlight = new Map<string, Promise<Buffer>>();

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

async function renderToDisk(file: string, render: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  const bytes = await render();
  await mkdir(path.dirname(file), { recursive: true });
  // Written beside the target and renamed, so no reader (or other process) sees half a file.
  const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await writeFile(temp, bytes);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  return bytes;
}

/**
 * Returns the file at cacheDir/relPath, rendering and storing it first if it is missing;
 * one render per path at a time within this process.
 */
export function getOrRenderImage(
  cacheDir: string,
  relPath: string,
  render: () => Promise<Buffer>,
): Promise<Buffer> {
  const root = path.resolve(cacheDir);
  const file = path.resolve(root, relPath);
  if (!file.startsWith(root + path.sep)) {
    return Promise.reject(new Error(`Media path escapes the cache directory: ${relPath}`));
  }
  const pending = inFlight.get(file);
  if (pending) return pending;
  const job = renderToDisk(file, render).finally(() => inFlight.delete(file));
  inFlight.set(file, job);
  return job;
}
