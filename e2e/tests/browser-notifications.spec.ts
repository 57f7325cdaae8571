import { createECDH, randomBytes } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '../support/test';
import { CUSTOMER_PASSWORD, registerVerified } from '../support/customers';
import { buyDelivered, gamesToBuy } from '../support/loyalty';
import { waitForMailTo } from '../support/outbox';
import { waitForPushTo, type CapturedPush } from '../support/push';

// Browser notifications: a customer turns them on for this browser, buys, and the delivered
// order reaches the store's service worker as a push, which shows it and opens the order on
// a click. Chromium here reaches no push service, so the browser's subscribe is stood in for
// (an https endpoint and real keys); the store's push capture records what it would send,
// and DevTools hands that to the real service worker as the push service would.

// The notifications are shown by the store's service worker (the config blocks it elsewhere).
test.use({ permissions: ['notifications'], serviceWorkers: 'allow' });

type ShownNotification = { title: string; body: string; tag: string; url: unknown };

/**
 * Makes this browser's PushManager answer as a push service would: subscribe gives a
 * subscription for `endpoint`, which getSubscription then returns (across page loads, as a
 * browser keeps it) until it is unsubscribed.
 */
async function standInForSubscribe(context: BrowserContext, endpoint: string): Promise<void> {
  const browserKey = createECDH('prime256v1');
  browserKey.generateKeys();
  const keys = {
    p256dh: browserKey.getPublicKey('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  await context.addInitScript(
    ({ endpoint: address, keys: subscriptionKeys, storageKey }) => {
      const subscriptionFor = (serverKey: number[]) =>
        ({
          endpoint: address,
          expirationTime: null,
          options: {
            applicationServerKey: new Uint8Array(serverKey).buffer,
            userVisibleOnly: true,
          },
          getKey: () => null,
          toJSON: () => ({ endpoint: address, expirationTime: null, keys: subscriptionKeys }),
          unsubscribe: () => {
            localStorage.removeItem(storageKey);
            return Promise.resolve(true);
          },
        }) as unknown as PushSubscription;
      PushManager.prototype.subscribe = function (options) {
        const serverKey = Array.from(options?.applicationServerKey as Uint8Array);
        localStorage.setItem(storageKey, JSON.stringify(serverKey));
        return Promise.resolve(subscriptionFor(serverKey));
      };
      PushManager.prototype.getSubscription = function () {
        const stored = localStorage.getItem(storageKey);
        return Promise.resolve(stored ? subscriptionFor(JSON.parse(stored) as number[]) : null);
      };
    },
    { endpoint, keys, storageKey: 'e2e-push-subscription' },
  );
}

/** Whether this browser holds a push subscription. */
const holdsSubscription = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.pushManager.getSubscription()) !== null;
  });

/** Whether the store sends the signed-in customer's notifications to `endpoint`. */
async function storeSendsTo(page: Page, endpoint: string): Promise<boolean> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  const res = await page.request.post('/api/v1/notifications/push/subscriptions/lookup', {
    headers: { 'x-csrf-token': csrf?.value ?? '' },
    data: { endpoint },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { stored: boolean }).stored;
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * A new customer turns browser notifications on in the settings, for the account and this
 * browser; saving ends the session (spec section 7), so they sign in again and are back on
 * the settings page.
 */
async function turnOnBrowserNotifications(page: Page): Promise<string> {
  const email = await registerVerified(page);
  await page.goto('/dashboard/user-settings');
  // Subscribing needs the store's service worker in charge of the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });

  const browser = page.getByRole('switch', { name: /Browser/ });
  await expect(browser).not.toBeChecked();
  await browser.click();
  await expect(browser).toBeChecked();
  await page.getByRole('button', { name: 'Save notifications' }).click();
  await expect(page.getByText('Settings saved. Please sign in again.')).toBeVisible();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard\/user-settings$/);
  await expect(page.getByRole('switch', { name: /Browser/ })).toBeChecked();
  await expect(page.getByText('This browser receives your notifications.')).toBeVisible();
  return email;
}

/** Delivers a push to the store's service worker through DevTools, as a push service would. */
async function deliverPush(page: Page, push: CapturedPush): Promise<void> {
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const store = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (store) resolve(store.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const { title, body, url, tag } = push;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify({ title, body, url, tag }),
  });
}

/** The notifications the store's service worker is showing. */
function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications();
    return shown.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      url: (n.data as { url?: unknown } | null)?.url,
    }));
  });
}

test('a customer with browser notifications on is told of a delivered order', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const endpoint = `https://push.example.test/e2e/${randomBytes(8).toString('hex')}`;
  await standInForSubscribe(context, endpoint);
  await turnOnBrowserNotifications(page);

  const [pick] = await gamesToBuy(page.request, { maxUnitPrice: 5_000 });
  if (!pick) throw new Error('No game in stock to buy');
  const order = await buyDelivered(page, [pick]);
  const orderPage = `/dashboard/purchases?order=${encodeURIComponent(order.orderId)}`;
  const push = await waitForPushTo(endpoint);
  expect(push.url).toBe(orderPage);
  expect(push.title).not.toBe('');
  expect(push.body).not.toBe('');

  await deliverPush(page, push);
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: push.title,
        body: push.body,
        tag: push.tag,
        url: new URL(orderPage, page.url()).href,
      },
    ]);

  // A click on the notification brings the store's tab forward on the order.
  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js'));
  if (!worker) throw new Error('The store has no service worker');
  await worker.evaluate(async () => {
    const scope = globalThis as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications();
    if (!notification) throw new Error('No notification to click');
    globalThis.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(new URL(orderPage, page.url()).href);
  await expect.poll(() => shownNotifications(page)).toEqual([]);
});

test('signing out stops the pushes to this browser; a second sign-in turns them on for it alone', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const endpoint = `https://push.example.test/e2e/${randomBytes(8).toString('hex')}`;
  await standInForSubscribe(context, endpoint);
  const email = await turnOnBrowserNotifications(page);
  expect(await storeSendsTo(page, endpoint)).toBe(true);

  await page.getByRole('button', { name: 'Ada' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The browser ended its subscription, and the store forgot it before the session ended.
  expect(await holdsSubscription(page)).toBe(false);

  // Signed in again, the account still wants browser notifications, but this browser no
  // longer gets them: nothing of a delivered order reaches it.
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  expect(await storeSendsTo(page, endpoint)).toBe(false);
  const [pick] = await gamesToBuy(page.request, { maxUnitPrice: 5_000 });
  if (!pick) throw new Error('No game in stock to buy');
  const order = await buyDelivered(page, [pick]);
  await waitForMailTo(email, 20_000, (raw) => raw.includes('BigKeys receipt'));
  await expect(
    waitForPushTo(endpoint, (push) => push.url.includes(encodeURIComponent(order.orderId)), 3_000),
  ).rejects.toThrow(/No push/);

  // The settings say so, and turn them on for this browser without touching the account's
  // switch (no save, no new sign-in).
  await page.goto('/dashboard/user-settings');
  await expect(page.getByRole('switch', { name: /Browser/ })).toBeChecked();
  await expect(
    page.getByText('This browser does not receive your notifications yet.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Turn on for this browser' }).click();
  await expect(page.getByText('This browser receives your notifications.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save notifications' })).toBeDisabled();
  expect(await storeSendsTo(page, endpoint)).toBe(true);
});
