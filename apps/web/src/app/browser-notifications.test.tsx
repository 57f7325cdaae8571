import type { User } from '@store/shared/schemas/auth';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../lib/i18n';
import { meRoute, sessions, user } from '../test/account-fixtures';
import { stubApi, UNAUTHORIZED, type FakeRequest } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const ENDPOINT = 'https://push.example.test/send/this-device';
const KEYS = { p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret' };

/** This browser: push supported, the permission answer given, and this device's subscription. */
function fakeBrowser({
  permission = 'granted',
  subscribed = false,
  unsubscribes = true,
}: { permission?: NotificationPermission; subscribed?: boolean; unsubscribes?: boolean } = {}) {
  let current = subscribed;
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe: vi.fn(() => {
      if (unsubscribes) current = false;
      return Promise.resolve(unsubscribes);
    }),
  };
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(current ? subscription : null)),
    subscribe: vi.fn(() => {
      current = true;
      return Promise.resolve(subscription);
    }),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve(registration),
      getRegistration: () => Promise.resolve(registration),
    },
  });
  // Only its presence is looked for.
  vi.stubGlobal('PushManager', {});
  // The answer a visitor already gave stands; one not asked yet is given at the prompt.
  const notification = {
    permission: subscribed || permission === 'denied' ? permission : 'default',
    requestPermission: () => {
      notification.permission = permission;
      return Promise.resolve(permission);
    },
  };
  vi.stubGlobal('Notification', notification);
  return { subscription, pushManager };
}

/**
 * Ada on her settings page; records the push calls (and, apart, the questions whether this
 * device is stored) and the saved settings. `stored` is what the store answers those.
 */
function settingsApi(
  account: User = user(),
  {
    stored = () => true,
    lookupStatus = () => 200,
  }: { stored?: () => boolean; lookupStatus?: () => number } = {},
) {
  const calls: { method: string; body: unknown }[] = [];
  const record = (request: FakeRequest) =>
    void calls.push({ method: request.method, body: request.body });
  const lookups: unknown[] = [];
  let saved: unknown;
  let signedIn = true;
  stubApi({
    '/auth/me': meRoute(() => (signedIn ? account : null)),
    '/auth/logout': (_url, request) => {
      record(request);
      signedIn = false;
      return { body: { success: true } };
    },
    '/notifications/push/subscriptions/lookup': (_url, request) => {
      lookups.push(request.body);
      if (!signedIn) return UNAUTHORIZED;
      const status = lookupStatus();
      return status === 200
        ? { body: { stored: stored() } }
        : { status, body: { message: 'Down', code: 'X' } };
    },
    '/auth/providers': () => ({ body: [] }),
    '/users/u-1': () => ({ body: account }),
    '/users/sessions': () => ({ body: sessions() }),
    '/product/countries': () => ({
      body: [{ code: 'CH', name: 'Switzerland', currency: 'CHF', region: 'CH' }],
    }),
    '/notifications/push/public-key': () => ({ body: { publicKey: 'BAECAwQF_-8' } }),
    '/notifications/push/subscriptions': (_url, request) => {
      record(request);
      if (!signedIn) return UNAUTHORIZED;
      return request.method === 'POST'
        ? { status: 201, body: { success: true } }
        : { body: { success: true, removed: true } };
    },
    '/users/settings': (_url, request) => {
      saved = request.body;
      return { body: { success: true, user: account } };
    },
  });
  return {
    calls,
    lookups,
    saved: () => saved,
    /** The session ends by itself: it expired, or was ended on another device. */
    expire: () => {
      signedIn = false;
    },
  };
}

const browserSwitch = () => screen.findByRole('switch', { name: /Browser/ });
const save = () => screen.getByRole('button', { name: 'Save notifications' });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the browser notifications switch', () => {
  it('subscribes this device when turned on, then saves the channel', async () => {
    const browser = fakeBrowser();
    const api = settingsApi();
    renderApp('/dashboard/user-settings');

    const toggle = await browserSwitch();
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(save()).toBeEnabled());
    expect(toggle).toBeChecked();
    expect(browser.pushManager.subscribe).toHaveBeenCalledOnce();
    expect(api.calls).toEqual([{ method: 'POST', body: { endpoint: ENDPOINT, keys: KEYS } }]);

    fireEvent.click(save());
    expect(await screen.findByText('Settings saved. Please sign in again.')).toBeInTheDocument();
    expect(api.saved()).toEqual({
      userId: 'u-1',
      notifications: { browser: true, email: true, sms: false },
    });
  });

  it('stays off and says why when the permission is denied', async () => {
    const browser = fakeBrowser({ permission: 'denied' });
    const api = settingsApi();
    renderApp('/dashboard/user-settings');

    const toggle = await browserSwitch();
    fireEvent.click(toggle);
    expect(
      await screen.findByText(
        'Notification permission denied. Allow notifications for this site in your browser settings, then try again.',
      ),
    ).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
    expect(save()).toBeDisabled();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.calls).toEqual([]);
  });

  it('tells a visitor in their language that this browser has no push', async () => {
    settingsApi();
    renderApp('/dashboard/user-settings');
    await act(() => chooseLanguage('de'));

    fireEvent.click(await screen.findByRole('switch', { name: /Browser/ }));
    expect(
      await screen.findByText(
        'Push-Benachrichtigungen werden von diesem Browser nicht unterstützt.',
      ),
    ).toBeInTheDocument();
  });

  it('unsubscribes this device when turned off, then saves the channel', async () => {
    const browser = fakeBrowser({ subscribed: true });
    const api = settingsApi(user({ notifications: { browser: true, email: true, sms: false } }));
    renderApp('/dashboard/user-settings');

    const toggle = await browserSwitch();
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    await waitFor(() => expect(save()).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(api.calls).toEqual([{ method: 'DELETE', body: { endpoint: ENDPOINT } }]);
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce();

    fireEvent.click(save());
    expect(await screen.findByText('Settings saved. Please sign in again.')).toBeInTheDocument();
    expect(api.saved()).toMatchObject({ notifications: { browser: false } });
  });

  it('stays on and says so when the browser will not unsubscribe', async () => {
    fakeBrowser({ subscribed: true, unsubscribes: false });
    settingsApi(user({ notifications: { browser: true, email: true, sms: false } }));
    renderApp('/dashboard/user-settings');

    const toggle = await browserSwitch();
    fireEvent.click(toggle);
    expect(
      await screen.findByText('Failed to unsubscribe from push notifications. Please try again.'),
    ).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(save()).toBeDisabled();
  });
});

const BROWSER_ON = user({ notifications: { browser: true, email: true, sms: false } });

describe('browser notifications on this device', () => {
  it('lets a second device turn them on while the account’s switch stays as it is', async () => {
    const browser = fakeBrowser({ subscribed: false });
    let stored = false;
    const api = settingsApi(BROWSER_ON, { stored: () => stored });
    renderApp('/dashboard/user-settings');

    expect(await browserSwitch()).toBeChecked();
    expect(
      await screen.findByText('This browser does not receive your notifications yet.'),
    ).toBeInTheDocument();
    // Nothing to ask the store about: this browser holds no subscription.
    expect(api.lookups).toEqual([]);

    stored = true;
    fireEvent.click(screen.getByRole('button', { name: 'Turn on for this browser' }));
    expect(
      await screen.findByText('This browser receives your notifications.'),
    ).toBeInTheDocument();
    expect(browser.pushManager.subscribe).toHaveBeenCalledOnce();
    expect(api.calls).toEqual([{ method: 'POST', body: { endpoint: ENDPOINT, keys: KEYS } }]);
    expect(api.lookups).toEqual([{ endpoint: ENDPOINT }]);
    expect(await browserSwitch()).toBeChecked();
    // The account's channels did not change: nothing to save, and no new sign-in.
    expect(save()).toBeDisabled();
  });

  it('says when the store no longer sends to this browser, and turns it off here alone', async () => {
    const browser = fakeBrowser({ subscribed: true });
    let stored = false;
    const api = settingsApi(BROWSER_ON, { stored: () => stored });
    renderApp('/dashboard/user-settings');
    expect(
      await screen.findByText('This browser does not receive your notifications yet.'),
    ).toBeInTheDocument();

    stored = true;
    fireEvent.click(screen.getByRole('button', { name: 'Turn on for this browser' }));
    const turnOff = await screen.findByRole('button', { name: 'Turn off for this browser' });
    stored = false;
    fireEvent.click(turnOff);
    expect(
      await screen.findByText('This browser does not receive your notifications yet.'),
    ).toBeInTheDocument();
    expect(api.calls.map((call) => call.method)).toEqual(['POST', 'DELETE']);
    expect(await browser.pushManager.getSubscription()).toBeNull();
    expect(await browserSwitch()).toBeChecked();
  });

  it('says why this browser cannot receive them', async () => {
    fakeBrowser({ permission: 'denied' });
    settingsApi(BROWSER_ON);
    renderApp('/dashboard/user-settings');
    expect(
      await screen.findByText(
        'Notification permission denied. Allow notifications for this site in your browser settings, then try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /for this browser/ })).not.toBeInTheDocument();
  });

  it('offers to ask again when the store could not be asked', async () => {
    fakeBrowser({ subscribed: true });
    let status = 503;
    const api = settingsApi(BROWSER_ON, { lookupStatus: () => status });
    renderApp('/dashboard/user-settings');
    expect(
      await screen.findByText('Could not check whether this browser receives your notifications.'),
    ).toBeInTheDocument();
    status = 200;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('This browser receives your notifications.'),
    ).toBeInTheDocument();
    expect(api.lookups).toHaveLength(2);
  });

  it('is not shown while the account’s browser channel is off', async () => {
    fakeBrowser({ subscribed: true });
    const api = settingsApi();
    renderApp('/dashboard/user-settings');
    expect(await browserSwitch()).not.toBeChecked();
    expect(screen.queryByText(/This browser/)).not.toBeInTheDocument();
    expect(api.lookups).toEqual([]);
  });
});

describe('signing out', () => {
  it('has the store forget this browser and ends its subscription before the session ends', async () => {
    const browser = fakeBrowser({ subscribed: true });
    const api = settingsApi(BROWSER_ON);
    const { router } = renderApp('/dashboard/user-settings');

    fireEvent.click(await screen.findByRole('button', { name: 'Ada' }));
    fireEvent.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Logout' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls).toEqual([
      { method: 'DELETE', body: { endpoint: ENDPOINT } },
      { method: 'POST', body: undefined },
    ]);
    expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce();
  });

  it('ends this browser’s subscription when the session ended by itself', async () => {
    const browser = fakeBrowser({ subscribed: true });
    const api = settingsApi(BROWSER_ON);
    renderApp('/dashboard/user-settings');
    await screen.findByText('This browser receives your notifications.');

    api.expire();
    // The next call the page makes finds the session gone: the store cannot be told any
    // more, but the browser still ends the subscription.
    fireEvent.click(screen.getByRole('button', { name: 'Turn off for this browser' }));
    await waitFor(() => expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce());
    expect(api.calls).toEqual([{ method: 'DELETE', body: { endpoint: ENDPOINT } }]);
  });

  it('keeps this browser’s subscription when saving the settings ends the session', async () => {
    const browser = fakeBrowser();
    settingsApi();
    renderApp('/dashboard/user-settings');
    fireEvent.click(await browserSwitch());
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    expect(await screen.findByText('Settings saved. Please sign in again.')).toBeInTheDocument();
    expect(browser.subscription.unsubscribe).not.toHaveBeenCalled();
  });
});
