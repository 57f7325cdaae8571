import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False on the server and while the browser takes over a page drawn there, true from the
 * render after (and at once in a page the browser draws itself). What only the browser can
 * know (storage, a portal into the body) waits for it, so the takeover matches the markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
