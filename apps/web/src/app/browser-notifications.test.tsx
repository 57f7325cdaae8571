import type { User } from '@store/shared/schemas/auth';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../lib/i18n';
import { meRoute, sessions, user } from '../test/account-fixtures';
import { stubApi, type FakeRequest } from '../test/fake-api';
import { renderApp } from '../test/render-app';

const ENDPOINT = 'https://push.example.test/send/this-device';
const KEYS = { p256dh: 'BPublicKeyOfTheBrowser', auth: 'authSecret' };

/** This browser: push supported, the permission answer given, and this device's subscription. */
function fakeBrowser({
  permission = 'granted',
  subscribed = false,
  unsubscribes = true,
}: { permission?: NotificationPermission; subscribed?: boolean; unsubscribes?: boolean } = {}) {
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe: vi.fn(() => Promise.resolve(unsubscribes)),
  };
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(subscribed ? subscription : null)),
    subscribe: vi.fn(() => Promise.resolve(subscription)),
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
  vi.stubGlobal('Notification', { requestPermission: () => Promise.resolve(permission) });
  return { subscription, pushManager };
}

/** Ada on her settings page; records the push calls and the saved settings. */
function settingsApi(account: User = user()) {
  const calls: { method: string; body: unknown }[] = [];
  const record = (request: FakeRequest) =>
    void calls.push({ method: request.method, body: request.body });
  let saved: unknown;
  stubApi({
    '/auth/me': meRoute(() => account),
    '/auth/providers': () => ({ body: [] }),
    '/users/u-1': () => ({ body: account }),
    '/users/sessions': () => ({ body: sessions() }),
    '/product/countries': () => ({
      body: [{ code: 'CH', name: 'Switzerland', currency: 'CHF', region: 'CH' }],
    }),
    '/notifications/push/public-key': () => ({ body: { publicKey: 'BAECAwQF_-8' } }),
    '/notifications/push/subscriptions': (_url, request) => {
      record(request);
      return request.method === 'POST'
        ? { status: 201, body: { success: true } }
        : { body: { success: true, removed: true } };
    },
    '/users/settings': (_url, request) => {
      saved = request.body;
      return { body: { success: true, user: account } };
    },
  });
  return { calls, saved: () => saved };
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
