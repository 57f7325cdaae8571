import i18n from 'i18next';
import { notify } from '../../stores/notices';

/** Served from the site root (spec section 7), so it may control every path. */
export const SERVICE_WORKER_URL = '/sw.js';

// Set just before a reload that removed a stale worker, so the next page can say why.
const RELOADED_FLAG = 'bigkeys-sw-reloaded';
const UPDATE_CHECK_MS = 60 * 60 * 1000;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The spec's English wording (sections 4 and 8), used until the interface texts are loaded. */
export const PWA_MESSAGES = {
  updateAvailable: 'A new version of the app is available. Do you want to reload?',
  workerMissing: 'Service worker not found. Page reloaded.',
  offline: 'No internet connection found. App is running in offline mode.',
  unsupported: 'Service workers are not supported in this browser.',
} as const;

function text(key: keyof typeof PWA_MESSAGES): string {
  return i18n.isInitialized ? i18n.t(`pwa.${key}`) : PWA_MESSAGES[key];
}

function takeReloadedFlag(): boolean {
  try {
    const set = sessionStorage.getItem(RELOADED_FLAG) !== null;
    sessionStorage.removeItem(RELOADED_FLAG);
    return set;
  } catch {
    return false;
  }
}

/**
 * On a developer's machine a different app may have left a worker behind (spec section 8,
 * "Shell (localhost)"). Returns whether ours exists; a stale one is removed and the page
 * reloaded. Without a connection the cached app keeps running.
 */
async function checkLocalWorker(): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(SERVICE_WORKER_URL, { headers: { 'Service-Worker': 'script' } });
  } catch {
    console.info(text('offline'));
    return false;
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && type.includes('javascript')) return true;
  const stale = await navigator.serviceWorker.getRegistration();
  if (stale && (await stale.unregister())) {
    try {
      sessionStorage.setItem(RELOADED_FLAG, '1');
    } catch {
      // The reload still happens; only the notice after it is lost.
    }
    window.location.reload();
  }
  return false;
}

async function startServiceWorker(): Promise<void> {
  if (takeReloadedFlag()) notify({ tone: 'info', message: text('workerMissing') });
  if (LOCAL_HOSTS.has(window.location.hostname) && !(await checkLocalWorker())) return;

  // Loaded on demand: the first page never waits for the worker's helper.
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });

  // Spec section 4: a waiting version is activated (and the page reloaded) only on yes.
  workbox.addEventListener('waiting', () => {
    if (!window.confirm(text('updateAvailable'))) return;
    workbox.addEventListener('controlling', () => {
      window.location.reload();
    });
    workbox.messageSkipWaiting();
  });

  try {
    await workbox.register();
  } catch (error) {
    // The store works without a worker, only not offline.
    console.warn(error);
    return;
  }
  // A tab left open for days still hears of new versions.
  window.setInterval(() => {
    void workbox.update();
  }, UPDATE_CHECK_MS);
}

/**
 * Makes the store work offline: registers the service worker in production builds, once the
 * page has loaded, and asks before switching to a new version.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD) return;
  if (!('serviceWorker' in navigator)) {
    console.info(text('unsupported'));
    return;
  }
  const start = () => {
    startServiceWorker().catch((error: unknown) => {
      console.warn(error);
    });
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
