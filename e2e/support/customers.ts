import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { verificationCodeIn, waitForMailTo } from './outbox';

/** The password every test customer registers with. */
export const CUSTOMER_PASSWORD = 'Blue-Castle-Window-42';

/** An address no other test uses. */
export const uniqueEmail = (prefix = 'e2e') =>
  `${prefix}.${randomBytes(5).toString('hex')}@example.test`;

/** Fills the registration form with a complete profile for Ada Lovelace and sends it. */
export async function register(page: Page, email: string): Promise<void> {
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
}

/** A new customer with a verified e-mail and a complete profile, signed in. */
export async function registerVerified(page: Page, email = uniqueEmail()): Promise<string> {
  await register(page, email);
  const welcome = page.getByRole('heading', { name: /Welcome to BigKeys/ });
  await expect(welcome).toBeVisible();
  const code = verificationCodeIn(await waitForMailTo(email));
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(welcome).toBeHidden();
  return email;
}
