import { expect, test } from '../support/test';
import {
  CUSTOMER_PASSWORD as PASSWORD,
  register,
  registerVerified,
  uniqueEmail,
} from '../support/customers';
import { verificationCodeIn, waitForMailTo } from '../support/outbox';

test('register, verify the e-mail with the mailed code, and reach the dashboard', async ({
  page,
}) => {
  const email = uniqueEmail();
  await register(page, email);
  await expect(page.getByText(`We sent an e-mail to ${email}.`)).toBeVisible();

  const code = verificationCodeIn(await waitForMailTo(email));
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Hello, Ada!' })).toBeVisible();
});

test('registering an address that has an account looks the same; its owner gets a mail', async ({
  page,
}) => {
  const email = await registerVerified(page);
  await page.context().clearCookies();
  await register(page, email);
  await expect(page.getByText(`We sent an e-mail to ${email}.`)).toBeVisible();
  const notice = await waitForMailTo(email, 15_000, (raw) =>
    raw.includes('Someone tried to sign up with your e-mail address'),
  );
  expect(notice).toContain('/login');
});

test('an unverified customer who signs in sees only the welcome page until verified', async ({
  page,
}) => {
  const email = uniqueEmail();
  await register(page, email);
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  const welcome = page.getByRole('heading', { name: /Welcome to BigKeys/ });
  await expect(welcome).toBeVisible();

  // The restricted layout: every path shows only the welcome page until verified.
  await page.goto('/products');
  await expect(welcome).toBeVisible();

  const code = verificationCodeIn(await waitForMailTo(email));
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(welcome).toBeHidden();
});

test('a wrong password shows the spec message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill('Not-The-Right-One-1');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('The email or password you entered is incorrect.')).toBeVisible();
});

test('a guest on the dashboard is sent to sign in and comes back after it', async ({
  page,
  isMobile,
}) => {
  const email = await registerVerified(page);

  await page.context().clearCookies();
  await page.goto('/dashboard/security');
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/security$/);
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();

  // Logout lands on /login and the dashboard is closed again. Phones have it in the drawer.
  if (isMobile) {
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Logout' })
      .click();
  } else {
    await page.getByRole('button', { name: /Ada/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
  }
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});
