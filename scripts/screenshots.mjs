// Screenshots of store pages in light and dark, at desktop and phone size, for looking at them:
//   node scripts/screenshots.mjs <base URL> <out dir> <path>...
// e.g. node scripts/screenshots.mjs http://localhost:3000 ./shots / /about
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [base, outDir, ...paths] = process.argv.slice(2);
if (!base || !outDir || paths.length === 0) {
  console.error('usage: node scripts/screenshots.mjs <base URL> <out dir> <path>...');
  process.exit(2);
}
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
for (const scheme of ['light', 'dark'])
  for (const [name, vp] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ]) {
    const ctx = await browser.newContext({
      viewport: vp,
      colorScheme: scheme,
      deviceScaleFactor: 1,
    });
    const page = await ctx.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') console.log('console error', m.text());
    });
    for (const p of paths) {
      await page.goto(base + p, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const file = path.join(outDir, `${p.replace(/\W+/g, '_') || 'home'}-${name}-${scheme}.png`);
      await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE === '1' });
      console.log(file);
    }
    await ctx.close();
  }
await browser.close();
