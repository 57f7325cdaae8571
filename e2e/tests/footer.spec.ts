import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/test';

const uniqueEmail = () => `e2e.news.${randomBytes(5).toString('hex')}@example.test`;

const PAYMENT_ICONS = ['visa', 'mastercard', 'applepay', 'googlepay', 'klarna', 'paypal'];

/** The newsletter field of the footer, whatever page it is on. */
const newsletterField = (page: Page) => page.getByLabel('Your e-mail for the newsletter');
const subscribeButton = (page: Page) => page.getByRole('button', { name: 'Subscribe' });
// Switzerland implies German for a visitor who never chose a language: both names count.
const selectorButton = (page: Page) =>
  page.getByRole('button', { name: /^(Region and currency|Region und Währung):/ });

test('the newsletter subscribes once, then says so, and refuses an invalid address', async ({
  page,
}) => {
  const email = uniqueEmail();
  const subscribeCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/email/subscribe')) subscribeCalls.push(request.url());
  });

  await page.goto('/');
  await newsletterField(page).fill(email);
  await subscribeButton(page).click();
  await expect(page.getByText('You have successfully subscribed.')).toBeVisible();
  await expect(newsletterField(page)).toBeDisabled();
  await expect(subscribeButton(page)).toBeDisabled();

  await page.reload();
  await newsletterField(page).fill(email.toUpperCase());
  await subscribeButton(page).click();
  await expect(page.getByText('You are already subscribed.')).toBeVisible();
  await expect(newsletterField(page)).toBeEnabled();

  await newsletterField(page).fill('not-an-address@');
  await subscribeButton(page).click();
  await expect(page.getByText('Invalid Email')).toBeVisible();
  await expect(newsletterField(page)).toHaveAttribute('aria-invalid', 'true');
  expect(subscribeCalls).toHaveLength(2);
});

test('an invalid address is refused without asking the server', async ({ page }) => {
  let called = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/email/subscribe')) called = true;
  });
  await page.goto('/about');
  await newsletterField(page).fill('someone@');
  await newsletterField(page).press('Enter');
  await expect(page.getByText('Invalid Email')).toBeVisible();
  expect(called).toBe(false);
});

test('the chosen language is kept across a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(() => localStorage.getItem('userLanguage'))).toBe('de');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByLabel('Sprache')).toHaveValue('de');
  await expect(page.getByRole('heading', { name: 'Newsletter' })).toBeVisible();
});

test('choosing Switzerland and CHF reprices the store and empties the cart', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem(
      'bigkeys-cart',
      JSON.stringify({
        state: { lines: [{ productId: 1, platformGroupId: 1, quantity: 1 }] },
        version: 7,
      }),
    );
  });
  await page.reload();
  await expect(page.getByRole('article').first()).toContainText(/€\d+\.\d{2}/);
  const storedLines = () =>
    page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('bigkeys-cart') ?? '{}') as { state?: { lines?: [] } })
          .state?.lines?.length,
    );
  expect(await storedLines()).toBe(1);

  await selectorButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Region and currency' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('searchbox').fill('switz');
  await dialog.getByRole('radio', { name: /Switzerland/ }).check();
  // Choosing a place preselects its currency.
  await expect(dialog.getByLabel('Currency')).toHaveValue('CHF');

  const announced = page.waitForResponse((response) => response.url().includes('/api/v1/health'));
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await announced).headers()['x-currency']).toBe('CHF');
  await expect(dialog).toBeHidden();
  await expect(selectorButton(page)).toHaveAccessibleName('Region und Währung: Schweiz, CHF');

  await expect(page.getByRole('article').first()).toContainText(/CHF\s?\d+\.\d{2}/);
  await expect.poll(storedLines).toBe(0);

  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'currency')).toMatchObject({
    value: 'CHF',
    path: '/',
    sameSite: 'Lax',
  });
  expect(cookies.find((c) => c.name === 'region')?.value).toBe('CH');

  // The server keeps the choice: the next visit is priced in CHF from the start.
  // Lookups may come from the browser cache with older headers; the health check is fresh.
  const reloaded = page.waitForResponse((response) => response.url().includes('/api/v1/health'));
  await page.reload();
  expect((await reloaded).headers()['x-currency']).toBe('CHF');
  await expect(page.getByRole('article').first()).toContainText(/CHF\s?\d+\.\d{2}/);
});

test('the dialog closes on Escape and gives focus back to its button', async ({ page }) => {
  await page.goto('/about');
  await selectorButton(page).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Region and currency' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(selectorButton(page)).toBeFocused();
});

test('payment badges and every flag load', async ({ page, request }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const name of ['Visa', 'Mastercard', 'Apple Pay', 'Google Pay', 'Klarna', 'PayPal']) {
    const image = footer.getByRole('img', { name, exact: true });
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
  for (const slug of PAYMENT_ICONS) {
    const response = await request.get(`/img/payments/${slug}.svg`);
    expect(response.status(), slug).toBe(200);
  }

  const countries = (await (await request.get('/api/v1/product/countries')).json()) as {
    code: string;
  }[];
  const regions = (await (await request.get('/api/v1/product/regions')).json()) as {
    shortname: string;
  }[];
  const codes = [...countries.map((c) => c.code), ...regions.map((r) => r.shortname)];
  expect(codes.length).toBeGreaterThan(70);
  for (const code of codes) {
    const response = await request.get(`/img/flags/${code}.svg`);
    expect(response.status(), code).toBe(200);
    expect(response.headers()['content-type'], code).toContain('svg');
  }
});
