import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** How long a page may take to be the app's after it loaded; the wait is a step, not a check. */
const TAKE_OVER_MS = 15_000;

/**
 * Waits until the app has taken the page over (`<html data-app-ready>`, set by the web app's
 * first commit). The home, catalogue and product pages arrive drawn by the server: their
 * buttons show before any script answers them, and a click in between does nothing. A page
 * without the app (a file, a page with scripts off) simply stops the wait after a while.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page
    .locator('html[data-app-ready]')
    .waitFor({ state: 'attached', timeout: TAKE_OVER_MS })
    .catch(() => undefined);
}

/**
 * Playwright's `test`, whose `page.goto` and `page.reload` also wait for the app to take the
 * page over when they open one of the store's pages.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const thenApp = async (response: Awaited<ReturnType<Page['goto']>>) => {
      const html = response?.headers()['content-type']?.startsWith('text/html');
      // A page revalidated from the browser's cache (304) may come without its type.
      if (html || response?.status() === 304) await waitForApp(page);
      return response;
    };
    page.goto = async (url, options) => thenApp(await goto(url, options));
    page.reload = async (options) => thenApp(await reload(options));
    await use(page);
  },
});
