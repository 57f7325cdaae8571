import { expect, test, type Page } from '../support/test';
import { CUSTOMER_PASSWORD, registerVerified } from '../support/customers';
import { waitForMailTo } from '../support/outbox';

const NEW_PASSWORD = 'Green-Harbour-Lantern-77';

/** The path and query of the store link to `page` in a captured mail (its text is quoted-printable). */
function linkIn(raw: string, page: '/reset-password' | '/login/link'): string {
  const decoded = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const token = new RegExp(`${page}\\?token=([A-Za-z0-9_-]{43})`).exec(decoded)?.[1];
  if (!token) throw new Error(`No ${page} link in the mail`);
  return `${page}?token=${token}`;
}

const mailWithLink = (email: string, page: '/reset-password' | '/login/link') =>
  waitForMailTo(email, 15_000, (raw) => {
    try {
      return linkIn(raw, page) !== '';
    } catch {
      return false;
    }
  });

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('forgot password: the mailed link sets a new password, the old one stops working', async ({
  page,
}) => {
  const email = await registerVerified(page);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for that address/)).toBeVisible();

  const link = linkIn(await mailWithLink(email, '/reset-password'), '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been changed.', { exact: false })).toBeVisible();
  await logIn(page, email, CUSTOMER_PASSWORD);
  await expect(page.getByText('The email or password you entered is incorrect.')).toBeVisible();
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hello, Ada!' })).toBeVisible();

  // The link is spent: opening it again says so and offers a new one.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another-Passphrase-99');
  await page.getByLabel('Confirm new password').fill('Another-Passphrase-99');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This link no longer works')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new reset link' })).toBeVisible();
});

test('throttled sign-in: the owner gets in with a sign-in link by e-mail', async ({ page }) => {
  const email = await registerVerified(page);
  await page.context().clearCookies();

  // Wrong passwords until the store pauses sign-in and offers the link instead.
  await page.goto('/login');
  const offer = page.getByRole('button', { name: 'E-mail me a sign-in link' });
  for (let attempt = 0; attempt < 10; attempt++) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/login'));
    await logIn(page, email, 'Not-The-Right-One-1');
    // The pause comes as a 429; the page then offers the link (after its next render, so
    // wait for it rather than look once, or the loop would try again into the pause).
    if ((await answered).status() === 429) break;
  }
  await expect(offer).toBeVisible();
  await offer.click();
  await expect(page.getByText(/If an account exists for that address/)).toBeVisible();

  const link = linkIn(await mailWithLink(email, '/login/link'), '/login/link');
  // A mail scanner fetching the link spends nothing: the page waits for a press.
  expect((await page.request.get(link)).ok()).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Sign in to BigKeys' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign me in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hello, Ada!' })).toBeVisible();

  // Single use: another browser opening the same link is told to ask again.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByRole('button', { name: 'Sign me in' }).click();
  await expect(page.getByText('This link no longer works')).toBeVisible();
  await page.getByRole('link', { name: 'Ask for a new sign-in link' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with an e-mail link' })).toBeVisible();
});
