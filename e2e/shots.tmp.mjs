import { chromium } from 'playwright-core';
const base = process.argv[2];
const paths = process.argv.slice(3);
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
      const file = `/tmp/shots/${p.replace(/\W+/g, '_') || 'home'}-${name}-${scheme}.png`;
      await page.screenshot({ path: file, fullPage: name === 'desktop' ? false : false });
      console.log(file);
    }
    await ctx.close();
  }
await browser.close();
