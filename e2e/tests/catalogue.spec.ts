import { expect, test, type Locator, type Page } from '../support/test';
import { banner, openPlatformMenu, searchParams } from '../support/header';
import { registerVerified } from '../support/customers';

const main = (page: Page) => page.getByRole('main');
/** The product cards' links: each names its product by title. */
const productLinks = (page: Page) => main(page).getByRole('article').getByRole('link');

type Box = { x: number; y: number; width: number; height: number };

/** Whether two boxes share any area. */
function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not drawn');
  return box;
}

async function openSearch(page: Page) {
  await banner(page).getByRole('button', { name: 'Search', exact: true }).click();
  return banner(page).getByRole('searchbox', { name: 'Search products' });
}

test('a header menu entry lands on the catalogue filtered by type and platform', async ({
  page,
  isMobile,
}) => {
  await page.goto('/about');
  const menu = await openPlatformMenu(page, isMobile, 'PC');
  await menu.getByRole('link', { name: 'Steam games' }).click();

  await expect(page).toHaveURL(/\/products\?/);
  expect(searchParams(page).get('type')).toBe('1');
  expect(searchParams(page).get('platform')).toBe('2');
  await expect(page.getByRole('heading', { level: 1, name: 'Games for Steam' })).toBeVisible();
  await expect(page.getByText(/^[\d,]+ products?$/)).toBeVisible();
  await expect(productLinks(page).first()).toBeVisible();
  // Every card shown is one of Steam's.
  const cards = main(page).getByRole('article');
  await expect(cards.first()).toContainText('Steam');
  await expect(
    main(page).getByRole('button', { name: 'Remove filter: Steam', exact: true }),
  ).toBeVisible();

  // Reloading the URL shows the same list: the URL is the whole state.
  const first = await productLinks(page).first().textContent();
  await page.reload();
  await expect(productLinks(page).first()).toHaveText(first ?? '');
});

test('typing in the header search updates the URL and the results, marking the words', async ({
  page,
}) => {
  await page.goto('/products?type=1');
  await expect(productLinks(page).first()).toBeVisible();
  // A word of a real title, so the search is sure to find it.
  const title = (await productLinks(page).nth(1).textContent()) ?? '';
  const word = title.split(/[^\p{L}\p{N}]+/u).find((part) => part.length >= 4) ?? title;

  const field = await openSearch(page);
  await field.pressSequentially(word.toLowerCase(), { delay: 30 });
  await expect(page).toHaveURL(
    new RegExp(`/products\\?type=1&search=${encodeURIComponent(word.toLowerCase())}$`),
  );
  await expect(
    page.getByRole('heading', { level: 1, name: `Results for “${word.toLowerCase()}”` }),
  ).toBeVisible();
  await expect(main(page).getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(productLinks(page).first().locator('mark').first()).toHaveText(
    new RegExp(`^${word}$`, 'i'),
  );
});

test("a search without results says 'No products found.' and the reset shows products again", async ({
  page,
}) => {
  await page.goto('/products');
  await expect(productLinks(page).first()).toBeVisible();

  const field = await openSearch(page);
  await field.pressSequentially('qqqqxxxxzzzz');
  await expect(page).toHaveURL(/\/products\?search=qqqqxxxxzzzz$/);
  const empty = main(page).getByRole('status').filter({ hasText: 'No products found.' });
  await expect(empty).toBeVisible();
  await expect(productLinks(page)).toHaveCount(0);

  await empty.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
  await expect(productLinks(page).first()).toBeVisible();
  await expect(page.getByText('No products found.')).toHaveCount(0);
});

test('filters change the URL, and Back and Forward step through them', async ({
  page,
  isMobile,
}) => {
  await page.goto('/products?type=1&platform=2');
  await expect(productLinks(page).first()).toBeVisible();
  if (isMobile) {
    const toggle = main(page).getByRole('button', { name: /^Filters/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }

  // The choice shows once the URL has it, so the test waits for the URL, not the radio.
  await main(page).getByRole('radio', { name: 'DLC' }).click();
  await expect(page).toHaveURL(/\/products\?type=2&platform=2$/);
  await expect(main(page).getByRole('radio', { name: 'DLC' })).toBeChecked();
  await expect(page.getByRole('heading', { level: 1, name: 'DLC for Steam' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/products\?type=1&platform=2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Games for Steam' })).toBeVisible();

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'DLC for Steam' })).toBeVisible();
});

test('from a header menu to a product page, into the favourites and on the favourites page', async ({
  page,
  isMobile,
}) => {
  await registerVerified(page);
  const menu = await openPlatformMenu(page, isMobile, 'PC');
  await menu.getByRole('link', { name: 'Steam games' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Games for Steam' })).toBeVisible();

  const link = productLinks(page).first();
  const title = ((await link.textContent()) ?? '').trim();
  await link.click();
  await expect(page).toHaveURL(/\/game\/pc\/steam\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const heart = page
    .getByRole('region', { name: 'Buy' })
    .getByRole('button', { name: `Favorite: ${title}` });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/dashboard/favorites');
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
});

test('the help launcher leaves the buy controls and the page’s last lines clear', async ({
  page,
}) => {
  await page.goto('/products?type=1');
  await productLinks(page).first().click();
  const buy = page.getByRole('region', { name: 'Buy' });
  const launcher = page.getByRole('button', { name: 'Help', exact: true });
  await expect(launcher).toBeVisible();

  // Brought into view as the browser does (focus, find in page), the panel stops above it.
  await buy.evaluate((panel) => panel.scrollIntoView({ block: 'end' }));
  const heart = buy.getByRole('button', { name: /^Favorite:/ });
  const lastNote = buy.getByRole('listitem').last();
  await expect(lastNote).toBeInViewport();
  for (const clear of [heart, lastNote]) {
    expect(overlaps(await boxOf(launcher), await boxOf(clear))).toBe(false);
  }

  // Scrolled to the bottom, the footer's last lines end above or beside it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = page.getByRole('contentinfo');
  for (const line of [
    footer.getByText(/All rights reserved/),
    footer.getByText('All prices include VAT.'),
  ]) {
    await expect(line).toBeInViewport();
    expect(overlaps(await boxOf(launcher), await boxOf(line))).toBe(false);
  }
});
