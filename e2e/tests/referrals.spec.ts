import { expect, test } from '../support/test';
import { maskEmail } from '@store/shared/rules/referrals';
import { splitVat, vatRateFor } from '@store/shared/rules/vat';
import { seriousViolations } from '../support/axe';
import { BASE_STORAGE_STATE } from '../support/global-setup';
import { openPaymentWith, payWith } from '../support/checkout';
import { registerVerified, uniqueEmail } from '../support/customers';
import { gamesToBuy, listOrders } from '../support/loyalty';
import {
  advanceReferralClock,
  referralCookie,
  referralEarnings,
  referralProfile,
} from '../support/referrals';

// The referral programme end to end: a friend opens a customer's link, registers and buys;
// the customer's dashboard shows the friend and a pending share of the order's net amount,
// which becomes available once the refund window has passed on the store's test clock.

const DAY_MS = 86_400_000;

/** EUR minor units as the web shows them: "€12.34". */
const euros = (minor: number) =>
  `€${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

test('a friend who comes through the link and buys earns the referrer a pending share that matures after the refund window', async ({
  page,
  browser,
}) => {
  // The referrer.
  await registerVerified(page, uniqueEmail('referrer'));
  const referrer = await referralProfile(page.request);
  expect(referrer.code).toMatch(/^[A-Z0-9]{4,16}$/);
  expect(new URL(referrer.link).search).toBe(`?ref=${referrer.code}`);
  expect(referrer.referrals).toBe(0);

  // The friend, in a browser of their own, opens the link: the store keeps the code.
  const friendContext = await browser.newContext({ storageState: BASE_STORAGE_STATE });
  const friend = await friendContext.newPage();
  await friend.goto(`/?ref=${referrer.code}`);
  const cookie = await referralCookie(friendContext);
  expect(cookie?.value).toBe(referrer.code);
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  expect(cookie?.httpOnly).toBe(false);
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / DAY_MS;
  expect(days).toBeGreaterThan(59.9);
  expect(days).toBeLessThanOrEqual(60.01);

  // A later link does not replace the first one's live cookie.
  await friend.goto('/?ref=ZZZZ9999');
  expect((await referralCookie(friendContext))?.value).toBe(referrer.code);

  // The registration form carries the first link's code, and the friend registers with it.
  await friend.goto('/register');
  await expect(friend.getByLabel('Referral code (optional)')).toHaveValue(referrer.code);
  const friendEmail = await registerVerified(friend, uniqueEmail('friend'));
  await expect.poll(async () => (await referralProfile(page.request)).referrals).toBe(1);

  // The friend buys one game through the card form (a first order above €300 is held for
  // review, so a cheaper one).
  const [game] = await gamesToBuy(friend.request, { minUnitPrice: 500, maxUnitPrice: 6000 });
  if (!game) throw new Error('No game to buy');
  await openPaymentWith(friend, game.product, game.entry);
  await payWith(friend, '4242 4242 4242 4242');
  await expect(friend).toHaveURL(/\/cart\/payment\/complete\?payment_intent=/);
  await expect(friend.getByText(/^Hidden key for /).first()).toBeVisible({ timeout: 20_000 });

  // The share: the referrer's percent of the order's net amount, from the invoice and again
  // from the order's total and the friend's country's VAT.
  const [order] = await listOrders(friend.request);
  if (!order?.invoice) throw new Error('The friend’s order has no invoice');
  expect(order.status).toBe('delivered');
  expect(order.currency).toBe('EUR');
  const invoiceRes = await friend.request.get(
    `/api/v1/users/invoices/detail?invoiceId=${encodeURIComponent(order.invoice.invoiceId)}`,
  );
  expect(invoiceRes.ok()).toBe(true);
  const invoice = (await invoiceRes.json()) as {
    total: number;
    net: number;
    vatRateBp: number;
    currency: string;
    buyer: { country: string };
  };
  expect(invoice.total).toBe(order.total);
  expect(invoice.vatRateBp).toBe(vatRateFor(invoice.buyer.country));
  const { netMinor } = splitVat(order.total, vatRateFor(invoice.buyer.country));
  expect(invoice.net).toBe(netMinor);
  const expected = Math.floor((netMinor * referrer.payoutPercentBp) / 10_000);
  expect(expected).toBeGreaterThan(0);

  await expect
    .poll(async () => (await referralEarnings(page.request)).length, { timeout: 20_000 })
    .toBe(1);
  const [earning] = await referralEarnings(page.request);
  expect(earning).toMatchObject({
    email: maskEmail(friendEmail),
    currency: order.currency,
    netAmount: netMinor,
    percentBp: referrer.payoutPercentBp,
    amount: expected,
    status: 'pending',
  });

  // The referrer's dashboard: the friend, the pending share and the balance.
  await page.goto('/dashboard/referrals');
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible();
  await expect(page.getByText(referrer.code, { exact: true })).toBeVisible();
  const friends = page.getByRole('region', { name: 'Friends you referred' });
  const friendRow = friends.getByRole('listitem').filter({ hasText: maskEmail(friendEmail) });
  await expect(friendRow).toBeVisible();
  await expect(friendRow.getByText('Buyer', { exact: true })).toBeVisible();
  await expect(friendRow).toContainText(euros(expected));
  const earningRow = page
    .getByRole('region', { name: 'Earnings' })
    .getByRole('listitem')
    .filter({ hasText: maskEmail(friendEmail) });
  await expect(earningRow.getByText(euros(expected), { exact: true })).toBeVisible();
  await expect(earningRow.getByText(/^Pending until /)).toBeVisible();
  const balance = page
    .getByRole('region', { name: 'Your balance' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Balance in ${order.currency}` }) });
  const part = (term: string) =>
    balance.locator('dl > div').filter({ has: page.getByText(term, { exact: true }) });
  await expect(part('Pending').getByRole('definition')).toHaveText(euros(expected));
  await expect(part('Available').getByRole('definition')).toHaveText(euros(0));
  await expect(part('Lifetime').getByRole('definition')).toHaveText(euros(expected));
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });

  // After the refund window, on the store's clock, the share is available.
  await advanceReferralClock(page.request, 8);
  const matured = await referralEarnings(page.request);
  expect(matured.map((entry) => entry.status)).toEqual(['unpaid']);
  await page.reload();
  await expect(earningRow.getByText('Available', { exact: true })).toBeVisible();
  await expect(part('Pending').getByRole('definition')).toHaveText(euros(0));
  await expect(part('Available').getByRole('definition')).toHaveText(euros(expected));
  await expect(part('Lifetime').getByRole('definition')).toHaveText(euros(expected));

  await friendContext.close();
});
