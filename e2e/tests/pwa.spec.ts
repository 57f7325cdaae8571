import { expect, test } from '../support/test';

const OFFLINE_TITLE = "You're offline";

// What this file checks is the service worker's (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('the service worker, manifest and icons are served from the site root', async ({ page }) => {
  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  const manifestResponse = await page.request.get('/manifest.webmanifest');
  expect(manifestResponse.headers()['content-type']).toContain('application/manifest+json');
  expect(manifestResponse.headers()['cache-control']).toBe('no-cache');
  const manifest = (await manifestResponse.json()) as {
    name: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'BigKeys', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const response = await page.request.get(icon.src);
    expect(response.headers()['content-type'], icon.src).toBe('image/png');
  }

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/icons/apple-touch-icon.png',
  );
});

test('after one visit the pages that need no API open offline', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();
  // Active and in control means everything precached is in the cache.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });

  await context.setOffline(true);
  try {
    for (const path of ['/about', '/about/pos', '/about/api', '/terms', '/privacy', '/careers']) {
      await page.goto(path);
      await expect(page.getByRole('banner'), path).toBeVisible();
      await expect(page.locator('main h1').first(), path).toBeVisible();
      await expect(page.getByRole('heading', { name: OFFLINE_TITLE }), path).toHaveCount(0);
    }
    // Each language's texts are chunks of their own; any of them loads offline.
    for (const [language, skipLink] of [
      ['de', 'Zum Hauptinhalt springen'],
      ['fr', 'Aller au contenu principal'],
      ['en', 'Skip to main content'],
    ] as const) {
      await page.evaluate((chosen) => {
        localStorage.setItem('userLanguage', chosen);
      }, language);
      await page.goto('/terms');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('link', { name: skipLink })).toBeAttached();
      await expect(page.locator('main h1').first()).toBeVisible();
    }

    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
