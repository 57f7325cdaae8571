import { expect, type APIRequestContext, type Page } from '@playwright/test';

// Buying in the browser: a game in stock, the cart as the store keeps it, the card form.

export interface Entry {
  _id: string;
  platformId: string;
  inStock: boolean;
}
export interface Product {
  _id: string;
  title: string;
  platforms: Entry[];
}

/** A game whose entries are all in stock, one of its entries, and its product page. */
export async function gameInStock(request: APIRequestContext) {
  const list = await request.get('/api/v1/product/products?type=1&pageSize=100');
  expect(list.ok()).toBe(true);
  const { products } = (await list.json()) as { products: Product[] };
  // A different one each time, so that many purchases do not empty one game's stock (other
  // tests read the catalogue's first cards).
  const candidates = products.filter(
    (candidate) =>
      candidate.platforms.length > 0 && candidate.platforms.every((entry) => entry.inStock),
  );
  const product = candidates[Math.floor(Math.random() * candidates.length)];
  const entry = product?.platforms[0];
  if (!product || !entry) throw new Error('The seeded catalogue has no game in stock');
  const onPlatform = await request.get(`/api/v1/product/id/${product._id}/${entry.platformId}`);
  expect(onPlatform.ok()).toBe(true);
  const { path } = (await onPlatform.json()) as { path: string };
  return { product, entry, path };
}

/** Puts one unit of the entry in the cart as the browser keeps it, then opens payment. */
export async function openPaymentWith(page: Page, product: Product, entry: Entry) {
  await page.evaluate(
    (line) => {
      localStorage.setItem(
        'bigkeys-cart',
        JSON.stringify({ state: { lines: [line] }, version: 7 }),
      );
    },
    { productId: Number(product._id), platformGroupId: Number(entry._id), quantity: 1 },
  );
  await page.goto('/cart/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}

/** Fills the card form with a sandbox test card and pays. */
export async function payWith(page: Page, number: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry date').fill('12/30');
  await form.getByLabel('Security code').fill('123');
  await form.getByLabel('Name on card').fill('Ada Lovelace');
  const pay = form.getByRole('button', { name: /^Pay / });
  await expect(pay).toBeEnabled();
  await pay.click();
}
