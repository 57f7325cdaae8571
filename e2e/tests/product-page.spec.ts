import { randomBytes } from 'node:crypto';
import { expect, test } from '../support/test';
import { registerVerified } from '../support/customers';

test('a game page from the catalogue: details, cart, favourite and a review', async ({ page }) => {
  await registerVerified(page);

  // The first game on the home page's games shelf.
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Games' }).getByRole('listitem').first();
  const cardLink = card.getByRole('link');
  const title = (await cardLink.textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await cardLink.click();

  await expect(page).toHaveURL(/\/game\/(pc|xb|ps|nt)\/[a-z0-9-]+\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(
    new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} for `),
  );
  const buy = page.getByRole('region', { name: 'Buy' });
  await expect(buy.getByText(/^€\d+\.\d{2}$/).first()).toBeVisible();
  await expect(buy.getByText('In stock', { exact: true })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  for (const fact of ['Developer', 'Publisher', 'Release date', 'Genre', 'Platform']) {
    await expect(details.getByText(fact, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: `Cover art of ${title}` })).toBeVisible();

  // Adding raises the header's count, and the cart drawer opens by itself.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Cart', exact: true })).toBeVisible();
  await buy.getByRole('button', { name: 'Add to cart' }).click();
  await expect(banner.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  const drawer = page.getByRole('dialog', { name: 'Your cart' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const heart = buy.getByRole('button', { name: `Favorite: ${title}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // A review: the stars are a radio group, chosen here from the keyboard.
  const reviews = page.getByRole('region', { name: 'Reviews' });
  const form = reviews.getByRole('form', { name: 'Write a review' });
  const comment = `Sharp controls and a great soundtrack (${randomBytes(3).toString('hex')}).`;
  await form.getByLabel('Your review').fill(comment);
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await form.getByRole('radio', { name: '4 stars' }).focus();
  await page.keyboard.press('Space');
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(reviews.getByText('Thank you! Your review has been posted.')).toBeVisible();
  const mine = reviews.getByRole('article').filter({ hasText: comment });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Your review')).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();

  // The favourite is listed on the dashboard with its price and stock.
  await page.goto('/dashboard/favorites');
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  const saved = page.getByRole('article').filter({
    has: page.getByRole('heading', { level: 2, name: title }),
  });
  await expect(saved).toBeVisible();
  await expect(saved.getByText(/€\d+\.\d{2}/).first()).toBeVisible();
  await expect(saved.getByText('In stock', { exact: true })).toBeVisible();
  await expect(saved.getByRole('switch', { name: /Price drop/ })).not.toBeChecked();
});

test('a gift card page offers its values and notes where it can be redeemed', async ({ page }) => {
  await page.goto('/');
  const shelf = page.getByRole('region', { name: 'Gift cards' });
  await shelf.getByRole('listitem').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/gift-card\/(pc|xb|ps|nt)\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/);

  const buy = page.getByRole('region', { name: 'Buy' });
  const values = buy.getByRole('group', { name: 'Card value' });
  await expect(values.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(buy.getByText(/^Region: .+\.$/)).toBeVisible();
  await expect(buy.getByText(/Redeemable/)).toBeVisible();

  // Another value is another page.
  const before = page.url();
  const other = values.getByRole('radio', { checked: false }).first();
  await other.focus();
  await page.keyboard.press('Space');
  await expect(page).not.toHaveURL(before);
  await expect(page).toHaveURL(/\/gift-card\//);

  // Guests are asked to sign in before saving a favourite.
  await buy.getByRole('button', { name: /^Favorite: / }).click();
  await expect(page).toHaveURL(/\/login\?redirect=\/gift-card\//);
});

test('an unknown product address shows the not-found page', async ({ page }) => {
  await page.goto('/game/pc/steam/no-such-game-at-all');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
