import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '../support/test';
import { gameInStock, openPaymentWith, payWith } from '../support/checkout';
import { registerVerified, uniqueEmail } from '../support/customers';
import { seriousViolations } from '../support/axe';
import { waitForMailTo } from '../support/outbox';
import { pdfText } from '../support/pdf-text';

// After paying: the live delivery, revealing a key after the warning, gifting it to a
// friend by e-mail, the invoice PDF and cancelling for a refund.

/** A signed-in customer who has just paid for one key; the thank-you page is open. */
async function buyOneKey(page: Page, browserRequest: Page['request']) {
  const { product, entry } = await gameInStock(browserRequest);
  const email = await registerVerified(page);
  await openPaymentWith(page, product, entry);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/cart\/payment\/complete\?payment_intent=/);
  return { product, email };
}

/** Opens the customer's orders and waits for the newest one to hold its key. */
async function openPurchases(page: Page, title: string) {
  await page.goto('/dashboard/purchases');
  await expect(page.getByRole('heading', { level: 1, name: 'Purchases' })).toBeVisible();
  await expect(page.getByText(`Hidden key for ${title}`).first()).toBeVisible();
}

test('a buyer watches the delivery live, then reveals the key after the warning', async ({
  page,
}) => {
  const { product } = await buyOneKey(page, page.request);
  const progress = page.getByRole('progressbar');
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 20_000 });
  const hidden = page.getByText(`Hidden key for ${product.title}`);
  await expect(hidden).toBeVisible();

  // Cancelling the warning shows nothing.
  await page.getByRole('button', { name: `Reveal key: ${product.title}` }).click();
  const warning = page.getByRole('alertdialog', { name: 'Reveal this key?' });
  await expect(warning).toContainText('Revealing a key is irreversible.');
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toBeHidden();
  await expect(hidden).toBeVisible();

  await page.getByRole('button', { name: `Reveal key: ${product.title}` }).click();
  await warning.getByRole('button', { name: 'Reveal key' }).click();
  await expect(page.getByText(`Key for ${product.title}:`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Copy key: ${product.title}` })).toBeVisible();
  await expect(page.getByText('How to activate it').first()).toBeVisible();

  // Revealed, the order can no longer be cancelled for a refund.
  await openPurchasesAfterReveal(page);
});

async function openPurchasesAfterReveal(page: Page) {
  await page.goto('/dashboard/purchases');
  await expect(page.getByRole('button', { name: /^Show key: / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel and refund' })).toHaveCount(0);
}

const CLAIM_LINK = /https?:\/\/[^\s"<>]+\/dashboard\/purchases\?gift=[A-Za-z0-9_-]+/;

/** A captured mail's text with quoted-printable soft breaks and '=' undone. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

/** The claim link in a captured gift mail, as a path on the store. */
function claimLinkIn(raw: string): string {
  const link = CLAIM_LINK.exec(decoded(raw))?.[0];
  if (!link) throw new Error('No claim link in the gift mail');
  return new URL(link).pathname + new URL(link).search;
}

async function newCustomerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('a key is sent to a friend, who claims and reveals it; the giver no longer can', async ({
  page,
  browser,
}) => {
  const friend = await newCustomerPage(browser);
  const friendEmail = await registerVerified(friend, uniqueEmail('friend'));

  const { product } = await buyOneKey(page, page.request);
  await openPurchases(page, product.title);
  await page.getByRole('button', { name: `Send as gift: ${product.title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Send ${product.title} as a gift` });
  await dialog.getByLabel("Your friend's e-mail address").fill(friendEmail);
  await dialog.getByLabel('Confirm the e-mail address').fill(`x${friendEmail}`);
  await dialog.getByRole('button', { name: 'Send gift' }).click();
  await expect(
    dialog.getByText('The email addresses do not match. Please try again.'),
  ).toBeVisible();
  await dialog.getByLabel('Confirm the e-mail address').fill(friendEmail);
  await dialog.getByRole('button', { name: 'Send gift' }).click();
  await expect(page.getByText(`Sent as a gift to ${friendEmail}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Reveal key: ${product.title}` })).toHaveCount(0);

  const mail = await waitForMailTo(friendEmail, 15_000, (raw) => CLAIM_LINK.test(decoded(raw)));
  await friend.goto(claimLinkIn(mail));
  const claim = friend.getByRole('dialog', { name: 'A gift for you' });
  await expect(claim).toContainText(product.title);
  await claim.getByRole('button', { name: 'Claim gift' }).click();
  await expect(friend.getByRole('tab', { name: 'Gifts received', selected: true })).toBeVisible();
  await friend.getByRole('button', { name: `Reveal key: ${product.title}` }).click();
  await friend
    .getByRole('alertdialog', { name: 'Reveal this key?' })
    .getByRole('button', { name: 'Reveal key' })
    .click();
  await expect(friend.getByText(`Key for ${product.title}:`)).toBeVisible();
  await friend.context().close();
});

test('the invoice downloads as a PDF holding its number and total', async ({ page }) => {
  const { product } = await buyOneKey(page, page.request);
  await openPurchases(page, product.title);
  await page.getByRole('tab', { name: 'Invoices' }).click();
  const link = page.getByRole('link', { name: /^Download PDF: invoice INV-\d{4}-\d{6}$/ });
  await expect(link).toBeVisible();
  const label = (await link.getAttribute('aria-label')) ?? (await link.textContent()) ?? '';
  const number = /INV-\d{4}-\d{6}/.exec(label)?.[0];
  if (!number) throw new Error(`No invoice number in "${label}"`);
  const row = page.getByRole('listitem').filter({ hasText: number });
  const total = /\d+\.\d\d/.exec((await row.textContent()) ?? '')?.[0];
  if (!total) throw new Error('No total in the invoice row');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const file = await download.path();
  const text = await pdfText(await readFile(file));
  expect(text).toContain(number);
  expect(text).toContain(total);
});

test('an order whose key stayed hidden is cancelled for a full refund', async ({ page }) => {
  const { product } = await buyOneKey(page, page.request);
  await openPurchases(page, product.title);
  await page.getByRole('button', { name: 'Cancel and refund' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await confirm.getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(
    page.getByText(/^Your order was cancelled\. The refund of .+ is on its way\.$/),
  ).toBeVisible();
  await expect(page.getByText('Refunded').first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Reveal key: ${product.title}` })).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the thank-you page, purchases, their dialogs and invoices read well in the ${scheme} theme`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const { product } = await buyOneKey(page, page.request);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100', {
      timeout: 20_000,
    });
    expect(await seriousViolations(page)).toEqual([]);

    await openPurchases(page, product.title);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: `Reveal key: ${product.title}` }).click();
    await expect(page.getByRole('alertdialog', { name: 'Reveal this key?' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Send as gift: ${product.title}` }).click();
    await expect(
      page.getByRole('dialog', { name: `Send ${product.title} as a gift` }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Invoices' }).click();
    await page.getByRole('button', { name: /^Details: invoice/ }).click();
    await expect(page.getByRole('dialog', { name: /^Invoice INV-/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
