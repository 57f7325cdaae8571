import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { waitForMailTo } from '../support/outbox';

const uniqueEmail = () => `e2e.${randomBytes(5).toString('hex')}@example.test`;
/** Where the store forwards contact messages (the server's SUPPORT_EMAIL). */
const SUPPORT_EMAIL = process.env.SUPPORT_EMAIL ?? 'support@bigkeys.local';
const ALREADY_APPLIED = 'You have already applied, please be patient until we contact you.';

/** The first open position's Apply button; the demo store always has open positions. */
const firstApplyButton = (page: Page) => page.getByRole('button', { name: /^Apply for / }).first();

test('a contact message reaches the support inbox with the sender as Reply-To', async ({
  page,
}) => {
  const email = uniqueEmail();
  const subject = `Key question ${randomBytes(3).toString('hex')}`;
  await page.goto('/contactus');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();

  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Subject').fill(subject);
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('My key for order 1042 says it was already used.');
  await expect(page.getByText('47 of 5000 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeFocused();
  await expect(page.getByText('Thank you! We will reply within 2 business days.')).toBeVisible();

  const mail = await waitForMailTo(email);
  expect(mail).toMatch(new RegExp(`^To: .*${SUPPORT_EMAIL.replace(/\./g, '\\.')}`, 'im'));
  expect(mail).toMatch(new RegExp(`^Reply-To: .*${email.replace(/\./g, '\\.')}`, 'im'));
  expect(mail).toContain(`Contact form: ${subject}`);
});

test('applying twice to the same position shows the spec message', async ({ page }) => {
  const email = uniqueEmail();
  await page.goto('/Careers');
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();

  await firstApplyButton(page).click();
  const position = page.getByRole('combobox', { name: 'Position' });
  await expect(position).toBeFocused();
  await expect(position).not.toHaveValue('');
  await page.getByLabel('Name').fill('Grace Hopper');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Message' }).fill('I would love to build the checkout.');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Thank you for applying! We will be in touch.')).toBeVisible();

  // Once more for the same position: the form comes back with the applicant kept.
  await firstApplyButton(page).click();
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Message' }).fill('Just making sure you got it.');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ALREADY_APPLIED })).toHaveText(
    ALREADY_APPLIED,
  );
});

test('the careers page stays usable when the positions fail and when offline', async ({
  page,
  context,
}) => {
  await page.route('**/api/v1/careers/positions', (route) => route.abort());
  await page.goto('/careers');
  await expect(page.getByRole('heading', { name: 'Why work at BigKeys' })).toBeVisible();
  await expect(page.getByText("We couldn't load the open positions")).toBeVisible();

  await page.unroute('**/api/v1/careers/positions');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(firstApplyButton(page)).toBeVisible();

  // Offline, the loaded positions stay readable; the form waits for the connection.
  await context.setOffline(true);
  await expect(
    page.getByText("You're offline. You can send this form as soon as you're back online."),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send application' })).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Send application' })).toBeEnabled();
});
