import { randomInt } from 'node:crypto';
import { expect, test } from '../support/test';
import { gameInStock, openPaymentWith, payWith } from '../support/checkout';
import { CUSTOMER_PASSWORD, registerVerified } from '../support/customers';
import { smsCodeIn, waitForSmsTo } from '../support/sms';

// Text messages: a customer confirms a mobile number with the texted code, turns text
// messages on, buys, and the delivered order is texted to that number.

test('a customer with text messages on gets the delivered order by SMS', async ({ page }) => {
  test.setTimeout(120_000);
  const email = await registerVerified(page);
  // A Swiss mobile number of its own, typed as the customer would at home (the account is
  // in Switzerland); the store keeps it in international form.
  const digits = String(randomInt(0, 10_000_000)).padStart(7, '0');
  const phone = `+4179${digits}`;
  await page.goto('/dashboard/user-settings');
  const card = page.getByRole('region', { name: 'Mobile number' });
  const sms = page.getByRole('switch', { name: /SMS/ });
  await expect(sms).toBeDisabled();

  await card.getByLabel('Mobile number').fill(`079 ${digits.slice(0, 3)} ${digits.slice(3)}`);
  await card.getByRole('button', { name: 'Send code' }).click();
  await expect(card.getByText(`We sent a 6-digit code to ${phone}.`)).toBeVisible();
  const code = smsCodeIn(await waitForSmsTo(phone, (text) => text.includes('confirm')));
  await card.getByLabel('Code from the text message').fill(code);
  await card.getByRole('button', { name: 'Confirm number' }).click();
  await expect(card.getByText('Your mobile number is confirmed.', { exact: false })).toBeVisible();
  await expect(card.getByText(phone)).toBeVisible();

  // Saving the channels ends the session (spec section 7): sign in again.
  await expect(sms).toBeEnabled();
  await sms.check();
  await page.getByRole('button', { name: 'Save notifications' }).click();
  await expect(page.getByText('Settings saved. Please sign in again.')).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/user-settings$/);
  await expect(page.getByRole('switch', { name: /SMS/ })).toBeChecked();

  const { product, entry } = await gameInStock(page.request);
  await openPaymentWith(page, product, entry);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/cart\/payment\/complete\?payment_intent=/);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100', {
    timeout: 20_000,
  });

  const delivered = await waitForSmsTo(phone, (text) => !text.includes(code), 20_000);
  expect(delivered.text).toContain('BigKeys');
  expect(delivered.text).toMatch(/delivered/i);
});
