import { expect, test, type Page } from '../support/test';
import { gameInStock, openPaymentWith, payWith } from '../support/checkout';
import { registerVerified } from '../support/customers';
import { seriousViolations } from '../support/axe';

async function expectThankYou(page: Page) {
  await expect(page).toHaveURL(/\/cart\/payment\/complete\?payment_intent=/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your order' }),
  ).toBeVisible();
  await expect(page.getByText(/^(Paid|Delivered)$/)).toBeVisible();
  // Delivered within seconds: the keys appear on the page, hidden until revealed.
  await expect(page.getByText(/^Hidden key for /).first()).toBeVisible({ timeout: 20_000 });
  // The order is done with: the cart is empty again.
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Cart', exact: true }),
  ).toBeVisible();
}

test('a guest fills the cart, signs up to pay and pays by card', async ({ page, request }) => {
  const { product, path } = await gameInStock(request);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await page
    .getByRole('region', { name: 'Buy' })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();

  await page.goto('/cart');
  const summary = page.getByRole('region', { name: 'Order summary' });
  await summary.getByRole('link', { name: 'Log in to pay' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=\/cart$/);
  await registerVerified(page);

  await page.goto('/cart');
  await expect(
    page.getByRole('list', { name: 'Products in your cart' }).getByRole('link', {
      name: product.title,
    }),
  ).toBeVisible();
  await summary.getByRole('link', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/cart\/payment$/);

  const order = page.getByRole('region', { name: 'Order summary' });
  await expect(order.getByText(/^Order ord_/)).toBeVisible();
  await expect(order.getByText(/^(9|10):\d\d$/)).toBeVisible();
  await expect(page.getByText('4242 4242 4242 4242')).toBeVisible();
  await payWith(page, '4242 4242 4242 4242');
  await expectThankYou(page);
  // The live progress ends, and the key shows after the warning.
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await page.getByRole('button', { name: `Reveal key: ${product.title}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Reveal this key?' })
    .getByRole('button', { name: 'Reveal key' })
    .click();
  await expect(page.getByText(`Key for ${product.title}:`)).toBeVisible();
});

test('a declined card is told, and another card pays', async ({ page, request }) => {
  const { product, entry } = await gameInStock(request);
  await registerVerified(page);
  await openPaymentWith(page, product, entry);

  await payWith(page, '4000 0000 0000 0002');
  const alert = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('You can try again with another card.');
  await expect(page).toHaveURL(/\/cart\/payment$/);

  await payWith(page, '4242 4242 4242 4242');
  await expectThankYou(page);
});

test('a card that asks for 3-D Secure pays once the customer approves', async ({
  page,
  request,
}) => {
  const { product, entry } = await gameInStock(request);
  await registerVerified(page);
  await openPaymentWith(page, product, entry);

  await payWith(page, '4000 0027 6000 3184');
  const check = page.getByRole('region', { name: '3-D Secure check' });
  await expect(check.getByText(/with your card ending in 3184\.$/)).toBeVisible();
  await expect(check.getByRole('heading', { name: '3-D Secure check' })).toBeFocused();
  await check.getByRole('button', { name: 'Approve' }).click();
  await expectThankYou(page);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the card form, its errors and the 3-D Secure check read well in the ${scheme} theme`, async ({
    page,
    request,
  }) => {
    const { product, entry } = await gameInStock(request);
    await page.emulateMedia({ colorScheme: scheme });
    await registerVerified(page);
    await openPaymentWith(page, product, entry);

    const form = page.getByRole('form', { name: 'Card details' });
    await form.getByRole('button', { name: /^Pay / }).click();
    await expect(form.getByText('Your card number is invalid.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await payWith(page, '4000 0027 6000 3184');
    await expect(page.getByRole('region', { name: '3-D Secure check' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
