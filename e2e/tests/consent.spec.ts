import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';

// These tests are about the first visit, so they start without the stored choice.
test.use({ storageState: { cookies: [], origins: [] } });

const WARNING = 'Please accept the terms and conditions to continue.';
const ESSENTIAL_SIGNALS = {
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  ad_storage: 'denied',
  analytics_storage: 'granted',
};
const DEFAULT_SIGNALS = { ...ESSENTIAL_SIGNALS, analytics_storage: 'denied' };

const consentDialog = (page: Page) => page.getByRole('dialog', { name: 'Welcome to BigKeys' });

function readDataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer ?? []);
}

async function readStoredConsent(page: Page): Promise<unknown> {
  const raw = await page.evaluate(() => localStorage.getItem('bigkeys-consent'));
  return raw === null ? null : JSON.parse(raw);
}

/** Lets the page finish loading, so a dialog that was going to appear has appeared. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1').first()).toBeVisible();
}

test('a first visit asks, insists on the terms, and remembers essential-only', async ({ page }) => {
  await page.goto('/');
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Welcome to BigKeys' })).toBeFocused();
  expect(await readDataLayer(page)).toEqual([['consent', 'default', DEFAULT_SIGNALS]]);

  const acceptAll = dialog.getByRole('button', { name: 'Accept all' });
  const essentialOnly = dialog.getByRole('button', { name: 'Essential only' });
  await expect(acceptAll).toHaveAttribute('aria-disabled', 'true');
  await expect(essentialOnly).toHaveAttribute('aria-disabled', 'true');

  // Playwright waits for aria-disabled buttons to become enabled; a visitor can click them anyway.
  await acceptAll.click({ force: true });
  const warning = dialog.getByRole('alert');
  await expect(warning).toHaveText(WARNING);
  await expect(warning).toBeInViewport();
  const terms = dialog.getByRole('checkbox');
  await expect(terms).toBeFocused();
  expect(await readStoredConsent(page)).toBeNull();

  await terms.check();
  await expect(warning).toBeHidden();
  await expect(essentialOnly).not.toHaveAttribute('aria-disabled');
  await essentialOnly.click();

  await expect(dialog).toBeHidden();
  expect(await readStoredConsent(page)).toEqual({ accepted: true, mode: 'essential' });
  const layer = await readDataLayer(page);
  expect(layer).toContainEqual(['consent', 'update', ESSENTIAL_SIGNALS]);
  // Page views only after the choice.
  expect(
    layer.slice(layer.findIndex((entry) => Array.isArray(entry) && entry[1] === 'update')),
  ).toContainEqual({
    event: 'page_view',
    path: '/',
  });

  await page.reload();
  await settle(page);
  await expect(consentDialog(page)).toHaveCount(0);
  expect(await readDataLayer(page)).toEqual([
    ['consent', 'default', DEFAULT_SIGNALS],
    ['consent', 'update', ESSENTIAL_SIGNALS],
    { event: 'page_view', path: '/' },
  ]);
});

test('the dialog keeps the keyboard inside until a choice is made', async ({ page }) => {
  await page.goto('/');
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
    ).toBe(true);
  }
  await dialog.getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Accept all' }).press('Enter');
  await expect(dialog).toBeHidden();
  expect(await readStoredConsent(page)).toEqual({ accepted: true, mode: 'all' });
});

test('after the choice on /login the e-mail field has the focus', async ({ page }) => {
  await page.goto('/login');
  const dialog = consentDialog(page);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Accept all' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('main input[type="email"]')).toBeFocused();
});

test('a consent flag from an older store version is migrated without asking', async ({ page }) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('bigkeys-consent') === null)
      localStorage.setItem('cookieConsent', 'all');
  });
  await page.goto('/');
  await settle(page);
  await expect(consentDialog(page)).toHaveCount(0);
  expect(await readStoredConsent(page)).toEqual({ accepted: true, mode: 'all' });
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();
});

test('the legal pages the dialog links to can be read before choosing', async ({ page }) => {
  await page.goto('/terms');
  await settle(page);
  await expect(consentDialog(page)).toHaveCount(0);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the dialog passes the accessibility checks (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    const dialog = consentDialog(page);
    await dialog.getByRole('button', { name: 'Essential only' }).click({ force: true });
    await expect(dialog.getByRole('alert')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });
}
