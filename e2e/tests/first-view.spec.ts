import { expect, test, type Page } from '../support/test';

/** The first game of the home page's games shelf, as the page arrives from the server. */
async function firstGame(page: Page): Promise<{ title: string; href: string }> {
  await page.goto('/');
  const link = page
    .getByRole('region', { name: 'Games' })
    .getByRole('listitem')
    .first()
    .getByRole('link');
  const title = (await link.textContent())?.trim() ?? '';
  const href = (await link.getAttribute('href')) ?? '';
  expect(title).not.toBe('');
  expect(href).toMatch(/^\/game\//);
  return { title, href };
}

test('home, catalogue and product pages arrive drawn, before any script runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  const game = await firstGame(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/products?type=1');
  await expect(page.getByRole('link', { name: game.title }).first()).toBeVisible();

  await page.goto(game.href);
  await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();
  const buy = page.getByRole('region', { name: 'Buy' });
  await expect(buy.getByText(/^€\d+\.\d{2}$/).first()).toBeVisible();
  const cover = page.getByRole('img', { name: `Cover art of ${game.title}` });
  await expect(cover).toBeVisible();
  // Drawn at its size: the browser picked a candidate and has it.
  expect(
    await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true);
  await context.close();
});

test('the browser takes a drawn product page over without asking again', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    // A guest's session check answers 401, which the browser reports on its own.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const productCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/product\/(title|product-details)\//.test(request.url())) {
      productCalls.push(request.url());
    }
  });

  const game = await firstGame(page);
  productCalls.length = 0;
  // Taken over where it stands: the drawn heading is never removed and drawn again.
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      const removed = records.flatMap((record) => Array.from<Node>(record.removedNodes));
      if (removed.some((node) => node instanceof Element && node.querySelector('h1'))) {
        Reflect.set(window, 'firstViewReplaced', true);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(game.href);
  await expect(page.getByRole('heading', { level: 1, name: game.title })).toBeVisible();

  // Interactive: adding raises the header's count and opens the cart drawer.
  const banner = page.getByRole('banner');
  await page
    .getByRole('region', { name: 'Buy' })
    .getByRole('button', { name: 'Add to cart' })
    .click();
  await expect(banner.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();

  expect(productCalls, 'the product came with the page').toEqual([]);
  expect(await page.evaluate(() => Reflect.get(window, 'firstViewReplaced') === true)).toBe(false);
  expect(problems).toEqual([]);
});
