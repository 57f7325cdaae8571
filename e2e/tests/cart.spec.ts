import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { seriousViolations } from '../support/axe';

interface Entry {
  _id: string;
  platformId: string;
  price: number;
  salePrice: number | null;
  inStock: boolean;
}
interface Product {
  _id: string;
  title: string;
  platforms: Entry[];
}

/** Two decimals and the symbol, as the store shows money. */
const money = (minor: number, symbol: string) =>
  `${symbol}${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

/**
 * A game on sale whose entries are all in stock, and the URL of its product page; the page's
 * own choice of platform and edition can then be added whatever it is.
 */
async function gameOnSale(request: APIRequestContext) {
  const list = await request.get('/api/v1/product/products?type=1&pageSize=100');
  expect(list.ok()).toBe(true);
  const { products, currencySymbol } = (await list.json()) as {
    products: Product[];
    currencySymbol: string;
  };
  const product = products.find(
    (candidate) =>
      candidate.platforms.every((entry) => entry.inStock) &&
      candidate.platforms.some(
        (entry) => entry.salePrice !== null && entry.salePrice < entry.price,
      ),
  );
  if (!product) throw new Error('The seeded catalogue has no game on sale that is in stock');
  const first = product.platforms[0];
  if (!first) throw new Error(`${product.title} has no entries`);
  const onPlatform = await request.get(`/api/v1/product/id/${product._id}/${first.platformId}`);
  expect(onPlatform.ok()).toBe(true);
  const { path } = (await onPlatform.json()) as { path: string };
  return { product, path, currencySymbol };
}

/** The cart as the browser keeps it (ids and quantities only). */
async function storedLines(page: Page) {
  return page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('bigkeys-cart') ?? '{}') as {
          state?: { lines?: { productId: number; platformGroupId: number; quantity: number }[] };
        }
      ).state?.lines ?? [],
  );
}

test('a guest fills the cart from a product page, adjusts it and empties it', async ({
  page,
  request,
}) => {
  const { product, path, currencySymbol } = await gameOnSale(request);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();

  // Adding raises the count and the drawer opens by itself with the line.
  await page
    .getByRole('region', { name: 'Buy' })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('1 item in your cart')).toBeVisible();
  await expect(drawer.getByRole('link', { name: product.title })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Log in to pay' })).toHaveAttribute(
    'href',
    '/login?redirect=/cart',
  );
  await expect(drawer.getByRole('link', { name: 'Go to payment' })).toHaveCount(0);

  const [line] = await storedLines(page);
  const entry = product.platforms.find((e) => e._id === String(line?.platformGroupId));
  if (!entry) throw new Error('The added platform group is not among the product entries');

  await drawer.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(drawer).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();

  const lines = page.getByRole('list', { name: 'Products in your cart' });
  const plus = lines.getByRole('button', { name: `Increase quantity of ${product.title}` });
  const quantity = lines.getByRole('textbox', { name: `Quantity of ${product.title}` });
  await plus.click();
  await expect(quantity).toHaveValue('2');
  await plus.click();
  await expect(quantity).toHaveValue('3');
  await expect(plus).toBeDisabled();
  // The limit is told on focus too, for keyboard and screen-reader users.
  await plus.focus();
  await expect(page.getByRole('tooltip')).toHaveText('Maximum of 3 products allowed');
  await expect(plus).toHaveAccessibleDescription('Maximum of 3 products allowed');

  const summary = page.getByRole('region', { name: 'Order summary' });
  const sale = entry.salePrice !== null && entry.salePrice < entry.price ? entry.salePrice : null;
  const discount = sale === null ? 0 : (entry.price - sale) * 3;
  await expect(summary.getByRole('definition').nth(0)).toHaveText(
    money(entry.price * 3, currencySymbol),
  );
  await expect(summary.getByRole('definition').nth(1)).toHaveText(
    discount > 0 ? `−${money(discount, currencySymbol)}` : money(0, currencySymbol),
  );
  await expect(summary.getByRole('definition').nth(2)).toHaveText(
    money(entry.price * 3 - discount, currencySymbol),
  );
  await expect(summary.getByText('Prices include VAT')).toBeVisible();

  // The typed quantity follows the spec's rule: anything non-numeric becomes 1.
  await quantity.fill('abc');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('1');
  await quantity.fill('7');
  await quantity.press('Tab');
  await expect(quantity).toHaveValue('3');
  const minus = lines.getByRole('button', { name: `Decrease quantity of ${product.title}` });
  await minus.click();
  await minus.click();
  await expect(quantity).toHaveValue('1');
  await expect(minus).toBeDisabled();

  // Guests pay after signing in, and come back to the cart.
  await summary.getByRole('link', { name: 'Log in to pay' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);

  await lines.getByRole('button', { name: `Remove ${product.title} from the cart` }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Browse products' }),
  ).toHaveAttribute('href', '/products');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Cart', exact: true }),
  ).toBeVisible();
  expect(await storedLines(page)).toEqual([]);
});

test('a guest who opens the payment page is asked to sign in first', async ({ page }) => {
  await page.goto('/cart/payment');
  await expect(page).toHaveURL(/\/login\?redirect=\/cart\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`a filled cart page and drawer read well in the ${scheme} theme`, async ({
    page,
    request,
  }) => {
    const { product } = await gameOnSale(request);
    const [entry] = product.platforms;
    if (!entry) throw new Error(`${product.title} has no entries`);
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript(
      (line) => {
        localStorage.setItem(
          'bigkeys-cart',
          JSON.stringify({ state: { lines: [line] }, version: 7 }),
        );
      },
      { productId: Number(product._id), platformGroupId: Number(entry._id), quantity: 3 },
    );

    await page.goto('/cart');
    const lines = page.getByRole('list', { name: 'Products in your cart' });
    await expect(lines.getByRole('link', { name: product.title })).toBeVisible();
    await lines.getByRole('button', { name: `Increase quantity of ${product.title}` }).focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
    await page.goto('/about');
    await page.getByRole('banner').getByRole('button', { name: 'Cart, 3 items' }).click();
    const drawer = page.getByRole('dialog', { name: 'Your cart' });
    await expect(drawer.getByRole('link', { name: product.title })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
