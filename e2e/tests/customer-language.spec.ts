import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/test';
import PostalMime from 'postal-mime';
import { gameInStock } from '../support/checkout';
import { registerVerified } from '../support/customers';
import { listOrders } from '../support/loyalty';
import { waitForMailTo } from '../support/outbox';
import { pdfText } from '../support/pdf-text';

// The customer's language (decision 0010): a customer who reads the store in German gets the
// receipt e-mail and the invoice PDF in German, amounts written the German way ("30,99 €").

/** An amount as German writes it; white space as one plain space, as `pdfText` reads it. */
const germanAmount = (minor: number, currency: string) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency })
    .format(minor / 100)
    .replace(/\s/g, ' ');

const oneSpaced = (text: string) => text.replace(/\s+/g, ' ');

test('a German customer gets the receipt e-mail and the invoice in German', async ({ page }) => {
  test.setTimeout(120_000);
  const { product, entry } = await gameInStock(page.request);
  const email = await registerVerified(page);

  // The footer's choice is kept on the account, for what the store writes while they are away.
  const saved = page.waitForResponse(
    (res) => res.url().endsWith('/api/v1/users/me/language') && res.request().method() === 'PUT',
  );
  await page.getByLabel('Language').selectOption('de');
  expect((await saved).ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // Bought in the browser, in German.
  await page.evaluate(
    (line) => {
      localStorage.setItem(
        'bigkeys-cart',
        JSON.stringify({ state: { lines: [line] }, version: 7 }),
      );
    },
    { productId: Number(product._id), platformGroupId: Number(entry._id), quantity: 1 },
  );
  await page.goto('/cart/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Zahlung' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Kartendaten' });
  await form.getByLabel('Kartennummer').fill('4242 4242 4242 4242');
  await form.getByLabel('Ablaufdatum').fill('12/30');
  await form.getByLabel('Sicherheitscode').fill('123');
  await form.getByLabel('Name auf der Karte').fill('Ada Lovelace');
  const pay = form.getByRole('button', { name: / bezahlen$/ });
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(page).toHaveURL(/\/cart\/payment\/complete\?payment_intent=/);

  // The receipt: German subject, greeting and words, the total written the German way.
  const raw = await waitForMailTo(email, 30_000, (mail) => mail.includes('BigKeys-Kaufbeleg'));
  const mail = await PostalMime.parse(raw);
  const number = /^Dein BigKeys-Kaufbeleg (INV-\d{4}-\d{6})$/.exec(mail.subject ?? '')?.[1];
  if (!number) throw new Error(`Not a German receipt: "${mail.subject ?? ''}"`);
  const [order] = await listOrders(page.request);
  if (!order) throw new Error('The order is not listed');
  expect(order.invoice?.number).toBe(number);
  const total = germanAmount(order.total, order.currency);
  expect(total).toMatch(/^\d+,\d\d €$/);
  const text = oneSpaced(mail.text ?? '');
  expect(text).toContain('Hallo Ada,');
  expect(text).toContain(`Die Rechnung ${number} über ${total} (inkl. MwSt.)`);
  expect(text).not.toMatch(/\b(Hi|Thank you|invoice)\b/);

  // The invoice from the purchases page: German labels and amounts.
  await page.goto('/dashboard/purchases');
  await expect(page.getByRole('heading', { level: 1, name: 'Käufe' })).toBeVisible();
  await page.getByRole('tab', { name: 'Rechnungen' }).click();
  const link = page.getByRole('link', { name: `PDF herunterladen: Rechnung ${number}` });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const pdf = await pdfText(await readFile(await download.path()));
  for (const words of [
    `Rechnung ${number}`,
    'Rechnungsdatum:',
    'Rechnung an',
    'Einzelpreis',
    'Zwischensumme',
    'Gesamtbetrag',
    'Alle Preise inkl. MwSt.',
    total,
  ]) {
    expect(pdf).toContain(words);
  }
  expect(pdf).not.toMatch(/\b(Invoice|Subtotal|Unit price)\b/);
});
