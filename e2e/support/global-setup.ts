import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FullConfig } from '@playwright/test';
import { createFirstAdmin, signInRootAdmin } from './staff';
import { freePort, removeDataDir, startStore } from './store-process';
import { announceStore, rootAdminStatePath } from './worker-store';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** The browser state every test starts with, unless it asks for a clean one. */
export const BASE_STORAGE_STATE = path.join(import.meta.dirname, '..', '.state', 'base.json');

/**
 * The consent choice of a returning visitor on every store of the run, so the first-visit
 * dialog does not cover the page in tests about something else. Tests of the dialog itself
 * start from a clean state.
 */
async function writeBaseStorageState(storeUrls: string[]): Promise<void> {
  const state = {
    cookies: [],
    origins: storeUrls.map((url) => ({
      origin: new URL(url).origin,
      localStorage: [
        { name: 'bigkeys-consent', value: JSON.stringify({ accepted: true, mode: 'essential' }) },
      ],
    })),
  };
  await mkdir(path.dirname(BASE_STORAGE_STATE), { recursive: true });
  await writeFile(BASE_STORAGE_STATE, JSON.stringify(state));
}

/**
 * One store per worker, each started as the README starts it (see worker-store.ts). A store
 * that is already running can be tested instead by setting STORE_URL (and STORE_DATA_DIR for
 * its outbox); the run then has one worker.
 */
export default async function globalSetup(
  config: FullConfig,
): Promise<(() => Promise<void>) | undefined> {
  if (process.env.STORE_URL) {
    await writeBaseStorageState([process.env.STORE_URL]);
    return undefined;
  }
  // One build before the stores start side by side, so none of them builds under another.
  await promisify(execFile)('node', ['scripts/start.mjs', '--build-only'], { cwd: repoRoot });
  // Test customers each send an address of their own (support/customers.ts): the store
  // trusts one hop, as behind one proxy, so that single X-Forwarded-For entry is the client.
  // The test clock lets the referral test see an earning mature (POST /dev/clock).
  // The first admin is made by `npm run admin -- create` before the store opens its data;
  // that command builds the server, so the admins are made one after another.
  const slots = [];
  for (let index = 0; index < config.workers; index++) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-e2e-'));
    const port = await freePort();
    slots.push({ index, dataDir, port, firstAdmin: await createFirstAdmin(dataDir, port) });
  }
  const started = await Promise.allSettled(
    slots.map(({ dataDir, port }) =>
      startStore({ dataDir, port, env: { TRUST_PROXY: '1', TEST_CLOCK: 'true' } }),
    ),
  );
  const stores = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async (): Promise<void> => {
    await Promise.all(
      stores.map(async (store) => {
        await store.stop();
        await removeDataDir(store.dataDir);
      }),
    );
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // A store that did not come up must not leave the others running.
    await stopAll();
    throw failed.reason;
  }
  await writeBaseStorageState(stores.map((store) => store.url));
  for (const [index, slot] of slots.entries()) {
    const store = stores[index];
    if (!store) throw new Error(`Store ${index} did not start`);
    announceStore(index, store);
    await signInRootAdmin(store.url, slot.firstAdmin, rootAdminStatePath(index));
  }
  return stopAll;
}
