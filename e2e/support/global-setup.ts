import { removeDataDir, startStore } from './store-process';

/**
 * One store for the whole run, started as the README starts it. A store that is already
 * running can be tested instead by setting STORE_URL (and STORE_DATA_DIR for its outbox).
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.STORE_URL) return undefined;
  const store = await startStore();
  process.env.STORE_URL = store.url;
  process.env.STORE_DATA_DIR = store.dataDir;
  return async () => {
    await store.stop();
    await removeDataDir(store.dataDir);
  };
}
