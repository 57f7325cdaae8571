import { expect, test } from '../support/test';
import { banner, openPlatformMenu, searchParams } from '../support/header';

test('a platform entry opens the catalogue filtered by type and platform', async ({
  page,
  isMobile,
}) => {
  await page.goto('/about');
  const menu = await openPlatformMenu(page, isMobile, 'PC');
  await menu.getByRole('link', { name: 'Steam games' }).click();

  await expect(page).toHaveURL(/\/products\?/);
  expect(searchParams(page).get('type')).toBe('1');
  expect(searchParams(page).get('platform')).toBe('2');
  // Following an entry closes the menu or the drawer.
  if (isMobile) await expect(page.getByRole('dialog')).toHaveCount(0);
  else await expect(page.getByRole('link', { name: 'Steam games' })).toBeHidden();
});

test('the card shortcuts and the Gift Cards menu open cards of one platform', async ({
  page,
  isMobile,
}) => {
  await page.goto('/about');
  let menu = await openPlatformMenu(page, isMobile, 'PlayStation');
  await menu.getByRole('link', { name: 'PlayStation subscriptions' }).click();
  await expect(page).toHaveURL(/\/products\?type=4&platform=10$/);

  menu = await openPlatformMenu(page, isMobile, 'Gift Cards');
  await menu.getByRole('link', { name: 'Nintendo gift cards' }).click();
  await expect(page).toHaveURL(/\/products\?type=3&platform=13$/);
});

test('the desktop menus work from the keyboard', async ({ page, isMobile }) => {
  test.skip(isMobile, 'Phones use the drawer');
  await page.goto('/about');
  const nav = banner(page).getByRole('navigation', { name: 'Main navigation' });
  const button = nav.getByRole('button', { name: 'Xbox menu' });

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Xbox games' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Xbox games' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('link', { name: 'Xbox games' })).toBeFocused();
  await page.getByRole('main').click({ position: { x: 5, y: 300 } });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('the phone drawer opens and closes from the keyboard', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'Desktop shows the menus in the header');
  await page.goto('/about');
  const button = banner(page).getByRole('button', { name: 'Open menu' });

  await button.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await expect(drawer.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Register' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(button).toBeFocused();

  // The header stays one row on a phone.
  const box = await banner(page).boundingBox();
  expect(box?.height).toBeLessThanOrEqual(72);
});

test('search writes the URL as it is typed, and Escape returns to /products', async ({ page }) => {
  await page.goto('/products?type=1');
  await banner(page).getByRole('button', { name: 'Search', exact: true }).click();
  const field = banner(page).getByRole('searchbox', { name: 'Search products' });
  await expect(field).toBeFocused();

  await field.pressSequentially('elden ring');
  await expect(page).toHaveURL(/\/products\?type=1&search=elden%20ring$/);

  await field.press('Escape');
  await expect(page).toHaveURL(/\/products$/);
  await expect(field).toHaveCount(0);
  await expect(banner(page).getByRole('button', { name: 'Search', exact: true })).toBeFocused();
});

test('search closes when the visitor leaves /products', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Search', exact: true }).click();
  await banner(page).getByRole('searchbox').pressSequentially('fifa');
  await expect(page).toHaveURL(/\/products\?search=fifa$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner(page).getByRole('searchbox')).toHaveCount(0);
});

test('the cart button counts the items kept from an earlier visit', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'bigkeys-cart',
      '{"state":{"lines":[{"productId":1,"platformGroupId":1,"quantity":2}]},"version":7}',
    );
  });
  await page.goto('/about');

  const cart = banner(page).getByRole('button', { name: 'Cart, 2 items' });
  await expect(cart).toBeVisible();
  await expect(cart.getByText('2', { exact: true })).toBeVisible();
  // Coming back with a filled cart opens nothing by itself.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await cart.click();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer.getByText('2 items in your cart')).toBeVisible();
  await drawer.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(drawer).toHaveCount(0);
});
