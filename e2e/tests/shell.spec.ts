import { expect, test, type Page } from '../support/test';

const OFFLINE_NOTICE = 'No internet connection found. App is running in offline mode.';
const BACK_ONLINE_NOTICE = "You're back online.";

/** The header's controls that only a working store shows. */
const cartButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^cart/i });

test.describe('with the service worker', () => {
  // The pages work offline from what the worker cached (the config blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' });

  test('offline, only the content pages work and the rest shows the offline page', async ({
    page,
    context,
  }) => {
    // Visit the pages once, so their code is in the browser before the connection drops.
    await page.goto('/products');
    await page.goto('/about');
    await expect(cartButton(page)).toBeVisible();

    await context.setOffline(true);
    await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
    // The content page keeps working; the header keeps only About us.
    await expect(page.locator('#pricing')).toBeAttached();
    await expect(cartButton(page)).toHaveCount(0);

    // Any other page is the offline page, which links to the pages that still work.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/products');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText("You're back online.")).toBeVisible();
    await expect(page.getByRole('heading', { name: "You're offline" })).toHaveCount(0);
    await expect(cartButton(page)).toBeVisible();
  });
});

test('a failing health check shows the under-construction page until the store is back', async ({
  page,
}) => {
  await page.clock.install();
  await page.route('**/api/v1/health', (route) =>
    route.fulfill({ status: 503, json: { status: 'error' } }),
  );
  await page.goto('/products');
  await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
  await expect(page.getByText('Our store is currently under construction.')).toBeVisible();
  await expect(page.getByText("We'll auto-retry in 30 seconds…")).toBeVisible();
  await expect(cartButton(page)).toHaveCount(0);

  await page.unroute('**/api/v1/health');
  await page.clock.fastForward(31_000);
  await expect(page.getByRole('heading', { name: "We'll be right back" })).toHaveCount(0);
  await expect(cartButton(page)).toBeVisible();
});

test('the underConstruction setting shows the under-construction page on every path', async ({
  page,
}) => {
  // The health check carries the flag (polled every 15 s), so a change reaches open pages.
  await page.route('**/api/v1/health', async (route) => {
    const response = await route.fetch();
    const health = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...health, underConstruction: true } });
  });
  for (const path of ['/', '/products', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
  }
});

test('/__uc is the under-construction page', async ({ page }) => {
  await page.goto('/__uc');
  await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
});

test('the theme toggles light, dark, auto and is remembered', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: /^Theme:/ });

  await expect(toggle).toHaveAccessibleName('Theme: Auto');
  await expect(html).toHaveClass(/dark/);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Theme: Light');
  await expect(html).not.toHaveClass(/dark/);
  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Theme: Dark');
  await expect(html).toHaveClass(/dark/);

  await page.reload();
  await expect(toggle).toHaveAccessibleName('Theme: Dark');
  await expect(html).toHaveClass(/dark/);

  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Theme: Auto');
  // Auto follows the system.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).not.toHaveClass(/dark/);
});

test('at most three notices show at once, each for five seconds', async ({ page, context }) => {
  await page.clock.install();
  await page.goto('/about');
  // The page's clock stands still from here, so no notice runs out while the next one comes.
  await page.clock.pauseAt(Date.now() + 1_000);
  const notices = page.getByRole('region', { name: 'Notifications' }).locator('li');
  // Four connection changes, each awaited so the browser reports every one of them.
  const changes = [
    { offline: true, text: OFFLINE_NOTICE },
    { offline: false, text: BACK_ONLINE_NOTICE },
    { offline: true, text: OFFLINE_NOTICE },
    { offline: false, text: BACK_ONLINE_NOTICE },
  ];
  for (const [index, { offline, text }] of changes.entries()) {
    await context.setOffline(offline);
    await expect(notices).toHaveCount(Math.min(index + 1, 3));
    await expect(notices.last()).toHaveText(text);
  }
  // The oldest went when the fourth came.
  await expect(notices.first()).toHaveText(BACK_ONLINE_NOTICE);
  await page.clock.fastForward(5_100);
  await expect(notices).toHaveCount(0);
});

test('help topics are found by every typed word, in any letter case', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'BigKeys Help' });
  await dialog.getByRole('tab', { name: 'Help' }).click();
  const search = dialog.getByRole('searchbox', { name: 'Search help topics' });

  await search.fill('INVOICE');
  await expect(dialog.getByRole('button', { name: /invoice/i }).first()).toBeVisible();
  await search.fill('invoice xylophone');
  await expect(
    dialog.getByText('No topic matches your search. Try other words or start a chat.'),
  ).toBeVisible();
});

test('a URL hash scrolls its section 128 px below the top', async ({ page }) => {
  await page.goto('/about#pricing');
  const section = page.locator('#pricing');
  await expect(section).toBeVisible();
  await expect
    .poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBe(128);
});
