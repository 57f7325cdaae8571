import { expect, test } from '../support/test';

test('the about page shows its four sections and the API plans with their quotas', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Games, gift cards and subscriptions, delivered in an instant',
  );
  await expect(page).toHaveTitle('About us – BigKeys');

  for (const id of ['products', 'highlights', 'pricing', 'faqs']) {
    const section = page.locator(`section#${id}`);
    await expect(section).toBeVisible();
    await expect(section.getByRole('heading', { level: 2 })).toHaveCount(1);
  }

  const pricing = page.locator('#pricing');
  await expect(pricing.getByRole('article', { name: 'Basic' })).toContainText('100');
  await expect(pricing.getByRole('article', { name: 'Pro' })).toContainText('10,000');
  await expect(pricing.getByRole('article', { name: 'Enterprise' })).toContainText('Unlimited');
  await expect(pricing.getByRole('link', { name: 'Ask about Pro' })).toHaveAttribute(
    'href',
    '/contactus',
  );
});

test('a FAQ answer opens and closes by keyboard', async ({ page }) => {
  await page.goto('/about');
  const faqs = page.locator('#faqs');
  const question = faqs.getByRole('button', { name: 'What happens when I reveal a key?' });
  const answer = faqs.getByText('Revealing a key is irreversible.', { exact: false });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();

  await question.focus();
  await page.keyboard.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();
  await expect(question).toBeFocused();

  await page.keyboard.press('Space');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
});

test('a section anchor lands below the sticky header', async ({ page }) => {
  await page.goto('/about#faqs');
  await expect
    .poll(() => page.locator('#faqs').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBe(128);

  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'Pricing' })
    .click();
  await expect(page).toHaveURL(/\/about#pricing$/);
  await expect
    .poll(() =>
      page.locator('#pricing').evaluate((el) => Math.round(el.getBoundingClientRect().top)),
    )
    .toBe(128);
});

test('the POS terminals page explains the offering and leads to the contact form', async ({
  page,
}) => {
  await page.goto('/about/pos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sell game cards and keys at your counter',
  );
  await expect(page).toHaveTitle('POS terminals – BigKeys');
  await expect(page.locator('#how-it-works').getByRole('listitem')).toHaveCount(4);
  await expect(page.locator('#benefits')).toContainText('No stock on the shelf');

  await page.getByRole('link', { name: 'Talk to our team' }).click();
  await expect(page).toHaveURL(/\/contactus$/);
});

test('the wholesale API page shows the plans, an example and the resale rules', async ({
  page,
}) => {
  await page.goto('/about/api');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The BigKeys wholesale API');
  await expect(page).toHaveTitle('Wholesale API – BigKeys');

  const plans = page.locator('#plans');
  await expect(plans.getByRole('article', { name: 'Basic' })).toContainText('100');
  await expect(plans.getByRole('article', { name: 'Pro' })).toContainText('10,000');
  await expect(plans.getByRole('article', { name: 'Enterprise' })).toContainText('Unlimited');

  await expect(page.getByRole('region', { name: 'Request' })).toContainText(
    'POST /wholesale/v1/orders',
  );
  await expect(page.locator('#resale')).toContainText('resale is forbidden');
});
