import path from 'node:path';

// Each Playwright worker tests a store of its own, started by the global setup. Tests that
// change the whole store (the under-construction setting, the referral test clock, the
// outbox read by address) then only ever meet the tests of their own worker, which run one
// after another as they did with a single worker.

const stateDir = path.join(import.meta.dirname, '..', '.state');

/** The store this process tests: a worker's slot (0, 1, …); 0 outside a worker. */
export function storeIndex(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? '0');
}

/** The signed-in root admin's API state (cookies) of store `index`. */
export function rootAdminStatePath(index = storeIndex()): string {
  return path.join(stateDir, `root-admin-${index}.json`);
}

/** What the global setup hands on to the workers about store `index`. */
export function announceStore(index: number, store: { url: string; dataDir: string }): void {
  process.env[`STORE_URL_${index}`] = store.url;
  process.env[`STORE_DATA_DIR_${index}`] = store.dataDir;
}

/**
 * In a worker: points STORE_URL and STORE_DATA_DIR (read by the config's baseURL, the outbox
 * and the specs) at the worker's own store. A store given from outside (STORE_URL without
 * numbered stores) is left as it is.
 */
export function selectWorkerStore(): void {
  if (process.env.TEST_PARALLEL_INDEX === undefined) return;
  const url = process.env[`STORE_URL_${storeIndex()}`];
  const dataDir = process.env[`STORE_DATA_DIR_${storeIndex()}`];
  if (!url || !dataDir) return;
  process.env.STORE_URL = url;
  process.env.STORE_DATA_DIR = dataDir;
}
