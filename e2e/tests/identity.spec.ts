import { expect, test } from '../support/test';
import { gameInStock, openPaymentWith, payWith } from '../support/checkout';
import { registerVerified } from '../support/customers';

// A 1×1 JPEG and PNG: the sandbox reads the photos' first bytes, never their content.
const DOCUMENT = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
const SELFIE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a customer flagged by a rule verifies with the sandbox, watches it live, then buys', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // Ada lives in Switzerland and pays with a card issued in the United Kingdom.
  await registerVerified(page);
  const first = await gameInStock(request);
  await openPaymentWith(page, first.product, first.entry);
  await payWith(page, '4000 0082 6000 0000');
  await expect(page).toHaveURL(/\/cart\/payment\/complete/);

  // The rule asks for an identity check once the payment is in: every page is the welcome gate.
  const step = page.getByRole('heading', { name: 'Verify your identity' });
  await expect(async () => {
    await page.goto('/dashboard');
    await expect(step).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await page.goto('/products');
  await expect(step).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All products' })).toHaveCount(0);

  // The live channel's frames, to see the decision arrive without a reload.
  const frames: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string') frames.push(payload);
    });
  });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Test mode' })).toContainText('Test Verified');
  await page.getByRole('button', { name: 'Start verification' }).click();

  const form = page.getByRole('form', { name: 'Verify your identity' });
  await form.getByLabel('Name as it appears on the document').fill('Test Verified');
  await form.getByLabel(/Photo of your identity document/).setInputFiles({
    name: 'passport.jpg',
    mimeType: 'image/jpeg',
    buffer: DOCUMENT,
  });
  await form.getByLabel(/^Selfie/).setInputFiles({
    name: 'selfie.png',
    mimeType: 'image/png',
    buffer: SELFIE,
  });
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await form.getByRole('button', { name: 'Send for verification' }).click();

  // Verified: the restriction lifts at once, on the same page, told over /identity.
  await expect(page.getByText('Your identity is verified. Thank you!')).toBeVisible({
    timeout: 20_000,
  });
  await expect(step).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'All products' })).toBeVisible();
  expect(loads).toEqual([]);
  expect(
    frames.some((frame) => frame.includes('verificationStatus') && frame.includes('verified')),
  ).toBe(true);

  // And the store is open to Ada again: she buys.
  const second = await gameInStock(request);
  await openPaymentWith(page, second.product, second.entry);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/cart\/payment\/complete\?payment_intent=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
  ).toBeVisible();
  await expect(page.getByText(/^Hidden key for /).first()).toBeVisible({ timeout: 20_000 });
});
