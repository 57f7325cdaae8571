/** A background job that can be stopped. */
export type PeriodicJob = { stop: () => Promise<void> };

/**
 * Runs `run` every `intervalMs` in the background: the timer does not keep the process
 * alive, runs never overlap (a tick while one runs is skipped), and a failure is logged, not
 * thrown, so the next tick tries again. `stop` ends the timer and waits for a run in progress.
 */
export function startPeriodicJob(
  run: () => Promise<unknown>,
  options: {
    intervalMs: number;
    /** What the log says when a run fails. */
    failureMessage: string;
    log?: (message: string, error?: unknown) => void;
  },
): PeriodicJob {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = run()
      .then(
        () => undefined,
        (error: unknown) => options.log?.(options.failureMessage, error),
      )
      .finally(() => {
        running = undefined;
      });
  }, options.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
