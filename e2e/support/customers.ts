import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { verificationCodeIn, waitForMailTo } from './outbox';

/** The password every test customer registers with. */
export const CUSTOMER_PASSWORD = 'Blue-Castle-Window-42';

/** An address no other test uses. */
export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}.${randomBytes(5).toString('hex')}@example.test`;

/**
 * Each test customer comes from an address of its own, as real customers do: the store
 * limits registrations per address (10 an hour), and the test store trusts the forwarded
 * address (`TRUST_PROXY`, see global-setup.ts).
 */
async function useOwnAddress(page: Page): Promise<void> {
  // From 198.18.0.0/15, the range set aside for tests: a header value only, never contacted.
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `198.${18 + (a % 2)}.${b}.${c}` });
}

/**
 * Fills the registration form with a complete profile for Ada Lovelace and sends it; nobody is
 * signed in by it: the page then asks to check the e-mail.
 */
export async function register(page: Page, email: string): Promise<void> {
  await useOwnAddress(page);
  await page.goto('/register');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByLabel('Confirm password').fill(CUSTOMER_PASSWORD);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Date of birth').fill('1990-12-10');
  await page.getByLabel('Address', { exact: true }).fill('Main Street 1');
  await page.getByLabel('City').fill('Zurich');
  await page.getByLabel('Postcode').fill('8001');
  await page.getByLabel('Country').selectOption('CH');
  await page.getByRole('checkbox', { name: /terms and conditions/i }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail', level: 1 })).toBeVisible();
}

/** A new customer with a verified e-mail and a complete profile, signed in by the mailed code. */
export async function registerVerified(page: Page, email = uniqueEmail()): Promise<string> {
  await register(page, email);
  const code = verificationCodeIn(await waitForMailTo(email));
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}
