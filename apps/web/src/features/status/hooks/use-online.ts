import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const readOnline = () => navigator.onLine;

/** The browser's online flag, read at start and kept current by its online/offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, readOnline, () => true);
}
