import { expect, test, type Page } from '../support/test';
import { animationsDone, seriousViolations } from '../support/axe';

/** The shell around every page, and every page a visitor reaches without an account. */
const PATHS = [
  '/',
  '/about',
  '/about/pos',
  '/about/api',
  '/terms',
  '/privacy',
  '/contactus',
  '/Careers',
  '/login',
  '/register',
  '/__uc',
  '/no-such-page',
];

const SCHEMES = ['light', 'dark'] as const;

/** Waits until the page has drawn its content and its entrance transitions are over. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1').first()).toBeVisible();
  await animationsDone(page);
}

for (const scheme of SCHEMES) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    for (const path of PATHS) {
      test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
        await page.goto(path);
        await settle(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('the open help widget has no serious or critical violation', async ({ page }) => {
      await page.goto('/about');
      await settle(page);
      await page.getByRole('button', { name: 'Help', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'BigKeys Help' })).toBeVisible();
      await animationsDone(page);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the first-visit consent dialog has no serious or critical violation', async ({
      browser,
    }) => {
      const context = await browser.newContext({
        colorScheme: scheme,
        baseURL: test.info().project.use.baseURL,
        viewport: test.info().project.use.viewport,
        storageState: { cookies: [], origins: [] },
      });
      try {
        const page = await context.newPage();
        await page.goto('/');
        await expect(page.getByRole('dialog')).toBeVisible();
        await animationsDone(page);
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
}
