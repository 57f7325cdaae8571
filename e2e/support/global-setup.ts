import { removeDataDir, startStore } from './store-process';

/** One store for the whole run, started as the README starts it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const store = await startStore();
  process.env.STORE_URL = store.url;
  process.env.STORE_DATA_DIR = store.dataDir;
  return async () => {
    await store.stop();
    await removeDataDir(store.dataDir);
  };
}
