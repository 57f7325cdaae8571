import { expect, test, type Page } from '../support/test';
import { CUSTOMER_PASSWORD, registerVerified, uniqueEmail } from '../support/customers';
import { waitForMailTo } from '../support/outbox';

/** A captured mail's text with quoted-printable soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The path and token of the newest mailed link to `page` for `email`. */
async function mailedLink(email: string, page: '/account/email/confirm' | '/account/email/undo') {
  const pattern = new RegExp(`${page.replaceAll('/', '\\/')}\\?token=[A-Za-z0-9_-]{43}`);
  const raw = await waitForMailTo(email, 15_000, (mail) => pattern.test(decoded(mail)));
  const link = pattern.exec(decoded(raw))?.[0];
  if (!link) throw new Error(`No ${page} link for ${email}`);
  return link;
}

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** In the user settings, asks to move the signed-in account to `newEmail`. */
async function askForNewAddress(page: Page, newEmail: string) {
  await page.goto('/dashboard/user-settings');
  await page.getByLabel('New e-mail address').fill(newEmail);
  await page.getByLabel('Current password').fill(CUSTOMER_PASSWORD);
  await page.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(
    page.getByText(
      `We sent a confirmation link to ${newEmail}; your address changes when you open it.`,
      {
        exact: false,
      },
    ),
  ).toBeVisible();
}

test('a new address works once its link is confirmed, and the old one no longer', async ({
  page,
}) => {
  const oldEmail = await registerVerified(page);
  const newEmail = uniqueEmail('moved');
  await askForNewAddress(page, newEmail);

  // Until the link is opened the account keeps its address.
  await logIn(page, newEmail);
  await expect(page.getByText('The email or password you entered is incorrect.')).toBeVisible();

  await page.goto(await mailedLink(newEmail, '/account/email/confirm'));
  await page.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(
    page.getByText(`Done: your account’s e-mail address is now ${newEmail}.`, { exact: false }),
  ).toBeVisible();

  await logIn(page, oldEmail);
  await expect(page.getByText('The email or password you entered is incorrect.')).toBeVisible();
  await logIn(page, newEmail);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/user-settings');
  await expect(page.getByText(newEmail, { exact: true })).toBeVisible();
});

test('the old address undoes a confirmed change and signs every device out', async ({
  page,
  browser,
  baseURL,
}) => {
  const oldEmail = await registerVerified(page);
  const newEmail = uniqueEmail('thief');
  await askForNewAddress(page, newEmail);
  await page.goto(await mailedLink(newEmail, '/account/email/confirm'));
  await page.getByRole('button', { name: 'Confirm new address' }).click();
  await expect(page.getByText(/Done: your account’s e-mail address is now/)).toBeVisible();
  await logIn(page, newEmail);
  await expect(page).toHaveURL(/\/dashboard$/);

  // The owner of the old address, in another browser (a returning visitor, like every test's).
  const ownerBrowser = await browser.newContext({
    baseURL,
    storageState: test.info().project.use.storageState,
  });
  const owner = await ownerBrowser.newPage();
  await owner.goto(await mailedLink(oldEmail, '/account/email/undo'));
  await owner.getByRole('button', { name: 'Undo the change' }).click();
  await expect(
    owner.getByText(`Your account’s e-mail address is ${oldEmail}`, { exact: false }),
  ).toBeVisible();
  await expect(owner.getByRole('link', { name: 'Choose a new password' })).toBeVisible();
  await ownerBrowser.close();

  // The session that used the new address has ended.
  await page.goto('/dashboard/user-settings');
  await expect(page).toHaveURL(/\/login/);
  await logIn(page, newEmail);
  await expect(page.getByText('The email or password you entered is incorrect.')).toBeVisible();
  await logIn(page, oldEmail);
  await expect(page).toHaveURL(/\/dashboard$/);
});
