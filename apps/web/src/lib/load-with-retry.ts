/** How often code is requested before its failure counts. */
const LOAD_ATTEMPTS = 3;

function onceOnline(): Promise<void> {
  return new Promise((resolve) => {
    window.addEventListener('online', () => resolve(), { once: true });
  });
}

/**
 * Loads code on demand, trying again when a load fails: at once while the browser says it is
 * online, otherwise as soon as the connection returns. A connection that drops while the first
 * page is still fetching its parts then costs a moment, not a broken page; a file that is
 * really gone (a new release) still fails after the last attempt.
 */
export function loadWithRetry<T>(load: () => Promise<T>, attempts = LOAD_ATTEMPTS): Promise<T> {
  return load().catch(async (error: unknown) => {
    if (attempts <= 1) throw error;
    if (!navigator.onLine) await onceOnline();
    return loadWithRetry(load, attempts - 1);
  });
}
