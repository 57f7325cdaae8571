import { expect, test, type Page } from '../support/test';
import { seriousViolations } from '../support/axe';
import { registerVerified } from '../support/customers';
import { gamesToBuy, payForOrder, waitForOrderStatus } from '../support/loyalty';
import { rootAdmin, staffMemberOn, staffSend, STAFF_PASSWORD, totpCode } from '../support/staff';

// The back office at /admin: staff invited by e-mail, signed in with a password and a code
// from their authenticator, running the store from the browser.

const euros = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(minor / 100);

/** A game's first entry as the store lists it, for the catalogue and stock pages. */
async function someGame(page: Page) {
  const [choice] = await gamesToBuy(page.request, { minUnitPrice: 1000, maxUnitPrice: 6000 });
  if (!choice) throw new Error('The seeded catalogue has no game to edit');
  return choice;
}

test('an admin joins by invitation with an authenticator, signs in again with a code, imports keys and changes a price the store then shows', async ({
  page,
}) => {
  const { email, secret } = await staffMemberOn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Signing in again: the password, then the code of the next time step (each step counts once).
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Back office sign-in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Six-digit code').fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const { product } = await someGame(page);

  // Keys: a file of three new keys and one repeated line, all-or-nothing first, then good lines.
  const stamp = Date.now().toString(36).toUpperCase();
  const keys = [1, 2, 3].map((n) => `E2E-${stamp}-KEY${n}`);
  const file = [...keys, keys[0]].join('\n');
  await page
    .getByRole('navigation', { name: 'Back office navigation' })
    .getByRole('link', { name: 'Keys' })
    .click();
  await page.getByLabel('Search by product title').fill(product.title);
  await page
    .getByRole('button', { name: `Manage the keys of ${product.title} (` })
    .first()
    .click();
  const importForm = page.getByRole('region', { name: 'Import keys' });
  await importForm.getByLabel('Key file').setInputFiles({
    name: 'keys.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(file),
  });
  await importForm.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Nothing was imported: 1 lines were refused.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Same key as line 1' })).toBeVisible();
  await importForm.getByLabel('Import the good lines only').check();
  await importForm.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByText('Import done: 3 keys added, 1 lines refused.')).toBeVisible();

  // Catalogue: a new price for the product's first entry, which its page in the store shows.
  const newPrice = 4321;
  await page
    .getByRole('navigation', { name: 'Back office navigation' })
    .getByRole('link', { name: 'Catalogue' })
    .click();
  await page.getByLabel('Search products').fill(product.title);
  await page.getByLabel('Search products').press('Enter');
  await page
    .getByRole('button', { name: `Edit ${product.title}`, exact: true })
    .first()
    .click();
  // Every entry gets the new price and loses its sale, so whichever edition, platform and
  // region the product page opens with shows it.
  const rows = page.getByRole('list', { name: 'Platform entries' }).getByRole('listitem');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  for (let index = 0; index < count; index += 1) {
    const row = rows.nth(index);
    await row.getByLabel('Price (EUR)', { exact: true }).fill((newPrice / 100).toFixed(2));
    await row.getByLabel('Sale price (EUR)', { exact: true }).fill('');
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && /\/entries\/\d+$/.test(response.url()),
    );
    await row.getByRole('button', { name: /^Save the prices of / }).click();
    expect((await saved).status()).toBe(200);
  }
  await expect(page.getByText('The prices are saved.')).toBeVisible();

  const details = await page.request.get(`/api/v1/product/product-details/${product._id}`);
  const { platforms } = (await details.json()) as { platforms: { _id: string }[] };
  const onPlatform = await page.request.get(
    `/api/v1/product/id/${product._id}/${platforms[0]?._id ?? ''}`,
  );
  const { path } = (await onPlatform.json()) as { path: string };
  await page.goto(path);
  await expect(page.getByText(euros(newPrice)).first()).toBeVisible();

  // Every action is on the audit log.
  await page.goto('/admin/audit');
  const log = page.getByRole('table', { name: 'Audit log entries' });
  await expect(log.getByText('stock.import').first()).toBeVisible();
  await expect(log.getByText(/product\.|entry\./).first()).toBeVisible();
});

test('support approves an order held for review, and the customer’s purchases page shows the delivery live', async ({
  page,
  browser,
}) => {
  // A customer whose first order is above €300 is held for review.
  await registerVerified(page);
  const games = await gamesToBuy(page.request, { minUnitPrice: 5000, maxUnitPrice: 9000 });
  const picks: typeof games = [];
  let total = 0;
  for (const game of games) {
    if (total > 32_000) break;
    picks.push(game);
    total += game.unitPrice;
  }
  const orderId = await payForOrder(page, picks);
  await waitForOrderStatus(page.request, orderId, 'under_review');
  await page.goto('/dashboard/purchases');
  const card = page.getByRole('article').filter({ hasText: orderId });
  await expect(card.getByText('Under review')).toBeVisible();

  const staff = await browser.newContext({ baseURL: process.env.STORE_URL });
  const staffPage = await staff.newPage();
  try {
    await staffMemberOn(staffPage, 'support');
    await staffPage
      .getByRole('navigation', { name: 'Back office navigation' })
      .getByRole('link', { name: 'Review' })
      .click();
    await staffPage.getByRole('button', { name: `Approve order ${orderId}` }).click();
    const dialog = staffPage.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Approve and deliver' }).click();
    await expect(staffPage.getByText(`Order ${orderId} was approved and delivered.`)).toBeVisible();
  } finally {
    await staff.close();
  }

  // No reload: the page hears of the delivery.
  await expect(card.getByText('Delivered')).toBeVisible({ timeout: 20_000 });
});

test('an admin puts the store under construction, a customer sees the under-construction page, and the store opens again', async ({
  page,
  browser,
}) => {
  const customer = await browser.newContext({ baseURL: process.env.STORE_URL });
  const shopper = await customer.newPage();
  const root = await rootAdmin(process.env.STORE_URL ?? '');
  try {
    await shopper.goto('/products');
    await expect(shopper.getByRole('heading', { level: 1 }).first()).toBeVisible();

    await staffMemberOn(page, 'admin');
    await page
      .getByRole('navigation', { name: 'Back office navigation' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.getByRole('switch', { name: 'Store under construction' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Put under construction' })
      .click();
    await expect(page.getByText('The store is under construction.')).toBeVisible();

    // Within one health poll (15 s), on the page the customer already has open.
    await expect(
      shopper.getByText('We\u2019ll be right back').or(shopper.getByText("We'll be right back")),
    ).toBeVisible({ timeout: 20_000 });
    // The back office still works while the store is closed.
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Store under construction' })).toBeChecked();

    await page.getByRole('switch', { name: 'Store under construction' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Open the store' }).click();
    await expect(page.getByText('The store is open again.')).toBeVisible();
    await expect(shopper.getByText(/right back/)).toBeHidden({ timeout: 45_000 });
  } finally {
    // Whatever happened above, the other tests need an open store.
    await staffSend(root, 'PATCH', '/api/v1/admin/settings', { underConstruction: false });
    await root.dispose();
    await customer.close();
  }
});

for (const scheme of ['light', 'dark'] as const) {
  test(`every back office page passes axe in ${scheme} mode`, async ({ page }) => {
    // An axe sweep of every page: beside a second worker it takes longer than one page.
    test.setTimeout(150_000);
    await page.emulateMedia({ colorScheme: scheme });
    await staffMemberOn(page, 'admin');
    const links = page
      .getByRole('navigation', { name: 'Back office navigation' })
      .getByRole('link');
    const names = await links.allInnerTexts();
    expect(names.length).toBeGreaterThan(8);
    for (const name of names) {
      await page
        .getByRole('navigation', { name: 'Back office navigation' })
        .getByRole('link', { name: name.trim(), exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Loading/)).toHaveCount(0);
      expect({ page: name, violations: await seriousViolations(page) }).toEqual({
        page: name,
        violations: [],
      });
    }
    // The sign-in page, signed out.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('heading', { name: 'Back office sign-in' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('a customer’s first page loads none of the back office’s code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  // Back-office chunks are named after their modules: admin-layout, admin-messages, use-admin-t…
  expect(scripts.filter((script) => /admin|staff/i.test(script))).toEqual([]);
});
