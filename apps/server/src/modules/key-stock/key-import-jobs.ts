/**
 * The key imports running in this process, in the background of the request that started
 * them: `whenIdle` lets the store wait for them before it closes the database.
 */
export type KeyImportJobs = {
  start: (job: () => Promise<unknown>) => void;
  whenIdle: () => Promise<void>;
};

export function createKeyImportJobs(
  log: (message: string, error?: unknown) => void,
): KeyImportJobs {
  const running = new Set<Promise<unknown>>();
  return {
    start(job) {
      const promise = job()
        .catch((error: unknown) => log('A key import failed', error))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async whenIdle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
