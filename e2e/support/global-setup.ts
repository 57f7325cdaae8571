import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createFirstAdmin, signInRootAdmin } from './staff';
import { freePort, removeDataDir, startStore } from './store-process';

/** The browser state every test starts with, unless it asks for a clean one. */
export const BASE_STORAGE_STATE = path.join(import.meta.dirname, '..', '.state', 'base.json');

/**
 * The consent choice of a returning visitor, so the first-visit dialog does not cover the page
 * in tests about something else. Tests of the dialog itself start from a clean state.
 */
async function writeBaseStorageState(storeUrl: string): Promise<void> {
  const state = {
    cookies: [],
    origins: [
      {
        origin: new URL(storeUrl).origin,
        localStorage: [
          { name: 'bigkeys-consent', value: JSON.stringify({ accepted: true, mode: 'essential' }) },
        ],
      },
    ],
  };
  await mkdir(path.dirname(BASE_STORAGE_STATE), { recursive: true });
  await writeFile(BASE_STORAGE_STATE, JSON.stringify(state));
}

/**
 * One store for the whole run, started as the README starts it. A store that is already
 * running can be tested instead by setting STORE_URL (and STORE_DATA_DIR for its outbox).
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.STORE_URL) {
    await writeBaseStorageState(process.env.STORE_URL);
    return undefined;
  }
  // Test customers each send an address of their own (support/customers.ts): the store
  // trusts one hop, as behind one proxy, so that single X-Forwarded-For entry is the client.
  // The test clock lets the referral test see an earning mature (POST /dev/clock).
  // The first admin is made by `npm run admin -- create` before the store opens its data.
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'store-e2e-'));
  const port = await freePort();
  const firstAdmin = await createFirstAdmin(dataDir, port);
  const store = await startStore({
    dataDir,
    port,
    env: { TRUST_PROXY: '1', TEST_CLOCK: 'true' },
  });
  process.env.STORE_URL = store.url;
  process.env.STORE_DATA_DIR = store.dataDir;
  await writeBaseStorageState(store.url);
  await signInRootAdmin(store.url, firstAdmin);
  return async () => {
    await store.stop();
    await removeDataDir(store.dataDir);
  };
}
