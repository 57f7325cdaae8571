import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pwaEn } from './locales/en';
import { useNoticesStore } from '../../stores/notices';
import { PWA_MESSAGES, registerServiceWorker } from './register-service-worker';

type Listener = () => void;

// A stand-in for workbox-window's Workbox: the browser's worker machinery is not in jsdom.
const workbox = vi.hoisted(() => {
  const state = {
    listeners: new Map<string, (() => void)[]>(),
    register: vi.fn(() => Promise.resolve(undefined)),
    update: vi.fn(() => Promise.resolve(undefined)),
    messageSkipWaiting: vi.fn(),
    created: vi.fn(),
    emit(type: string) {
      for (const listener of state.listeners.get(type) ?? []) listener();
    },
  };
  return state;
});

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(url: string, options: unknown) {
      workbox.created(url, options);
    }
    addEventListener(type: string, listener: Listener) {
      workbox.listeners.set(type, [...(workbox.listeners.get(type) ?? []), listener]);
    }
    register = workbox.register;
    update = workbox.update;
    messageSkipWaiting = workbox.messageSkipWaiting;
  },
}));

const reload = vi.fn();
const getRegistration = vi.fn<() => Promise<{ unregister: () => Promise<boolean> } | undefined>>();

function stubServiceWorkers() {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration },
  });
}

function stubFetch(response: Response | Error) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response))),
  );
}

const javascript = () =>
  new Response('self.addEventListener("fetch", () => {});', {
    headers: { 'content-type': 'application/javascript' },
  });

beforeEach(() => {
  vi.stubEnv('PROD', true);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { hostname: 'localhost', reload },
  });
  workbox.listeners.clear();
  workbox.register.mockClear();
  workbox.messageSkipWaiting.mockClear();
  workbox.created.mockClear();
  reload.mockClear();
  getRegistration.mockReset();
});

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('registerServiceWorker', () => {
  it('keeps the spec’s English wording in the interface texts', () => {
    expect(pwaEn).toEqual(PWA_MESSAGES);
  });

  it('does nothing in development builds', () => {
    vi.stubEnv('PROD', false);
    stubServiceWorkers();
    stubFetch(javascript());
    registerServiceWorker();
    expect(fetch).not.toHaveBeenCalled();
    expect(console.info).not.toHaveBeenCalled();
  });

  it('says when the browser has no service workers', () => {
    registerServiceWorker();
    expect(console.info).toHaveBeenCalledWith('Service workers are not supported in this browser.');
  });

  it('registers /sw.js for the whole site and asks before activating a waiting version', async () => {
    stubServiceWorkers();
    stubFetch(javascript());
    const confirm = vi
      .spyOn(window, 'confirm')
      .mockReturnValueOnce(false)
      .mockReturnValueOnce(true);
    registerServiceWorker();
    await vi.waitFor(() => {
      expect(workbox.register).toHaveBeenCalled();
    });
    expect(workbox.created).toHaveBeenCalledWith('/sw.js', { scope: '/' });

    workbox.emit('waiting');
    expect(confirm).toHaveBeenCalledWith(
      'A new version of the app is available. Do you want to reload?',
    );
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    workbox.emit('waiting');
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.emit('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('removes a stale worker on localhost, reloads, and says so after the reload', async () => {
    stubServiceWorkers();
    stubFetch(new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }));
    const unregister = vi.fn(() => Promise.resolve(true));
    getRegistration.mockResolvedValue({ unregister });
    registerServiceWorker();
    await vi.waitFor(() => {
      expect(reload).toHaveBeenCalled();
    });
    expect(unregister).toHaveBeenCalled();
    expect(workbox.register).not.toHaveBeenCalled();

    // The page after the reload, where the script is still missing and no worker is left.
    getRegistration.mockResolvedValue(undefined);
    registerServiceWorker();
    await vi.waitFor(() => {
      expect(useNoticesStore.getState().notices).toEqual([
        expect.objectContaining({ message: 'Service worker not found. Page reloaded.' }),
      ]);
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps running from the cache when the script cannot be fetched', async () => {
    stubServiceWorkers();
    stubFetch(new TypeError('Failed to fetch'));
    registerServiceWorker();
    await vi.waitFor(() => {
      expect(console.info).toHaveBeenCalledWith(
        'No internet connection found. App is running in offline mode.',
      );
    });
    expect(workbox.register).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
