/** How long closing may take before the process gives up and exits with an error. */
const CLOSE_TIMEOUT_MS = 10_000;
/** npm and a process group pass the same signal on more than once in quick succession. */
const ECHO_WINDOW_MS = 1_000;

/**
 * Runs `close` once on SIGTERM or SIGINT, then exits. A repeated signal within a second
 * is the same request arriving twice and is ignored; a later one forces an exit.
 */
export function onShutdownSignal(
  close: (signal: NodeJS.Signals) => Promise<void>,
  log: (message: string) => void,
): void {
  let firstSignalAt: number | undefined;
  const handle = (signal: NodeJS.Signals): void => {
    if (firstSignalAt !== undefined) {
      if (Date.now() - firstSignalAt < ECHO_WINDOW_MS) return;
      log(`Second ${signal}: exiting without waiting`);
      process.exit(1);
    }
    firstSignalAt = Date.now();
    log(`${signal} received, shutting down`);
    const timer = setTimeout(() => {
      log('Shutdown took too long: exiting');
      process.exit(1);
    }, CLOSE_TIMEOUT_MS);
    timer.unref();
    close(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        log(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
