import { expect, test, type Page } from '../support/test';

/** Spec section 2: a section reached by its hash sits 128 px below the top edge. */
const SCROLL_OFFSET_PX = 128;

async function expectSectionAtOffset(page: Page, id: string) {
  const section = page.locator(`#${id}`);
  await expect(section).toBeInViewport();
  await expect
    .poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBeGreaterThanOrEqual(SCROLL_OFFSET_PX - 2);
  await expect
    .poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBeLessThanOrEqual(SCROLL_OFFSET_PX + 2);
}

test('the terms show their heading and contents, and a contents link moves to its section', async ({
  page,
}) => {
  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(page).toHaveTitle('Terms and conditions – BigKeys');
  await expect(page.getByText('22 November 2026')).toBeVisible();

  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents).toBeVisible();
  await expect(contents.getByRole('link')).toHaveCount(16);

  await contents.getByRole('link', { name: 'Returns and refunds' }).click();
  await expect(page).toHaveURL(/\/terms#returns$/);
  await expectSectionAtOffset(page, 'returns');
  await expect(page.locator('#returns')).toBeFocused();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Returns and refunds' }),
  ).toBeInViewport();

  // On a phone the contents are far above; each section links back to them.
  const back = page.locator('#returns').getByRole('link', { name: 'Back to contents' });
  if (await back.isVisible()) {
    await back.click();
    await expect(contents).toBeInViewport();
  }
});

test('the privacy policy shows its heading and contents, and a link moves to its section', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link', { name: 'Your rights' })).toBeVisible();

  await contents.getByRole('link', { name: 'Cookies and local storage' }).click();
  await expect(page).toHaveURL(/\/privacy#cookies$/);
  await expectSectionAtOffset(page, 'cookies');
  await expect(page.locator('#cookies')).toContainText('bs_referral');
});

test('a link from elsewhere opens the page at its section, once the texts are there', async ({
  page,
}) => {
  await page.goto('/privacy#rights');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expectSectionAtOffset(page, 'rights');
});

test.describe('with the service worker', () => {
  // The pages work offline from what the worker cached (the config blocks it elsewhere).
  test.use({ serviceWorkers: 'allow' });

  test('the legal pages keep working offline after one visit', async ({ page, context }) => {
    await page.goto('/terms');
    await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();

    await context.setOffline(true);
    await footer.getByRole('link', { name: 'Terms and conditions' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and conditions' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
    await expect(
      page.getByText(/^All prices are stated in Swiss francs|^Prices are shown in/),
    ).toBeVisible();
    await context.setOffline(false);
  });
});
