import { expect, test } from '../support/test';

test('the home page shows products with their cover images and prices', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(4);

  const firstImage = cards.first().getByRole('img').first();
  await expect(firstImage).toBeVisible();
  await expect
    .poll(() =>
      firstImage.evaluate(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth,
      ),
    )
    .toBeGreaterThan(0);

  await expect(cards.first()).toContainText(/€\d+\.\d{2}/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|404/i);
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
});
