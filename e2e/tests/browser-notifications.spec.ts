import { createECDH, randomBytes } from 'node:crypto';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CUSTOMER_PASSWORD, registerVerified } from '../support/customers';
import { buyDelivered, gamesToBuy } from '../support/loyalty';
import { waitForPushTo, type CapturedPush } from '../support/push';

// Browser notifications: a customer turns them on for this browser, buys, and the delivered
// order reaches the store's service worker as a push, which shows it and opens the order on
// a click. Chromium here reaches no push service, so the browser's subscribe is stood in for
// (an https endpoint and real keys); the store's push capture records what it would send,
// and DevTools hands that to the real service worker as the push service would.

test.use({ permissions: ['notifications'] });

type ShownNotification = { title: string; body: string; tag: string; url: unknown };

/** Makes PushManager.subscribe answer with a subscription for `endpoint`, as a push service would. */
async function standInForSubscribe(context: BrowserContext, endpoint: string): Promise<void> {
  const browserKey = createECDH('prime256v1');
  browserKey.generateKeys();
  const keys = {
    p256dh: browserKey.getPublicKey('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  await context.addInitScript(
    ({ endpoint: address, keys: subscriptionKeys }) => {
      PushManager.prototype.subscribe = function (options) {
        const subscription = {
          endpoint: address,
          expirationTime: null,
          options: {
            applicationServerKey: options?.applicationServerKey ?? null,
            userVisibleOnly: true,
          },
          getKey: () => null,
          toJSON: () => ({ endpoint: address, expirationTime: null, keys: subscriptionKeys }),
          unsubscribe: () => Promise.resolve(true),
        };
        return Promise.resolve(subscription as unknown as PushSubscription);
      };
    },
    { endpoint, keys },
  );
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
  // Saving the channels ends the session (spec section 7): sign in again.
  await page.getByRole('button', { name: 'Save notifications' }).click();
  await expect(page.getByText('Settings saved. Please sign in again.')).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/user-settings$/);
  await expect(page.getByRole('switch', { name: /Browser/ })).toBeChecked();

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
