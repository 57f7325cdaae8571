import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductList } from '@store/shared/schemas/products';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/**
 * What customers type and what they must find, on the seeded test catalogue (the fixed
 * generator seed, TEST_PRODUCTS products). `top` is how high the expected product must
 * rank: 1 where nothing else may come first, 3 where close relatives may tie.
 */
const CASES: readonly { what: string; search: string; expected: string | RegExp; top: 1 | 3 }[] = [
  { what: 'an exact title', search: 'Wicked Harbor', expected: 'Wicked Harbor', top: 1 },
  { what: 'a missing letter', search: 'wicked harbr', expected: 'Wicked Harbor', top: 3 },
  { what: 'swapped letters', search: 'Wikced Harbor', expected: 'Wicked Harbor', top: 3 },
  { what: 'swapped letters, one word', search: 'sunshroe', expected: 'Sunshore', top: 3 },
  { what: 'a missing letter, one word', search: 'glasskeper', expected: 'Glasskeeper', top: 1 },
  { what: 'a missing double letter', search: 'thunderise', expected: /^Thunderrise/, top: 3 },
  {
    what: 'a typo and a number',
    search: 'heist descnt 2',
    expected: 'Heist Descent 2',
    top: 3,
  },
  { what: 'a title and a PC store', search: 'bloodhelm steam', expected: 'Bloodhelm', top: 1 },
  {
    what: 'a title and a console',
    search: 'frontier orbit ps5',
    expected: 'Frontier Orbit',
    top: 1,
  },
  {
    what: 'a title and a console family',
    search: 'lords of qadira switch',
    expected: 'Lords of Qadira',
    top: 1,
  },
  {
    what: 'a title and a platform name',
    search: 'silver islands nintendo',
    expected: 'Silver Islands',
    top: 1,
  },
  { what: 'a prefix as typed', search: 'ashhun', expected: /^Ashhunter/, top: 1 },
  { what: 'a short prefix as typed', search: 'thund', expected: /^Thunderrise/, top: 1 },
  { what: 'two prefixes', search: 'phan sta', expected: /^Phantom Station/, top: 1 },
  { what: 'upper case', search: 'STEEL SAGA', expected: 'Steel Saga', top: 1 },
  { what: 'extra spaces', search: '   steel     saga  ', expected: 'Steel Saga', top: 1 },
  { what: 'accents', search: 'Émerald Kíngdom', expected: 'Emerald Kingdom', top: 1 },
  {
    what: 'a franchise name',
    search: 'storms of the old gods',
    expected: 'Storms of the Old Gods',
    top: 1,
  },
  { what: 'a place in a title', search: 'xandria', expected: /^Heirs of Xandria/, top: 1 },
  { what: 'a subtitle', search: 'kaldera arena', expected: 'Dreams of Kaldera: Arena', top: 1 },
  {
    what: 'a sequel by its subtitle',
    search: 'quiet vanguard origins',
    expected: 'Quiet Vanguard 2: Origins',
    top: 1,
  },
  {
    what: 'a numbered sequel',
    search: 'dawncrest 3',
    expected: 'Dawncrest 3: Open Road',
    top: 1,
  },
  {
    what: 'a long title in full',
    search: 'phantom station deep space',
    expected: 'Phantom Station: Deep Space',
    top: 1,
  },
  { what: 'the end of a title', search: 'rusted blade', expected: 'The Rusted Blade', top: 1 },
  { what: 'a DLC', search: 'shadow run raid pack', expected: 'Shadow Run – Raid Pack', top: 1 },
  {
    what: 'an apostrophe',
    search: "director's cut",
    expected: /Director’s Cut Upgrade$/,
    top: 3,
  },
  { what: 'a developer', search: 'Nimbus Nine', expected: /^Lords of Qadira/, top: 1 },
  {
    what: 'a developer by prefix',
    search: 'stonecirc',
    expected: /^(Frontier Orbit|Dawnhunter)/,
    top: 1,
  },
  { what: 'a publisher', search: 'Trident Publishing', expected: /^Steel Saga/, top: 1 },
  {
    what: 'a genre',
    search: 'roguelike',
    expected: /^(Phantom Station|Hyper Tide)/,
    top: 1,
  },
  { what: 'a gift card', search: 'steam wallet', expected: /^Steam Wallet Card/, top: 1 },
  {
    what: 'a gift card by region',
    search: 'eshop card eu',
    expected: 'Nintendo eShop Card (EU)',
    top: 1,
  },
  {
    what: 'a subscription',
    search: 'playstation plus',
    expected: 'PlayStation Plus Extra (US)',
    top: 1,
  },
  { what: 'a dotted name', search: 'battle.net', expected: /^Battle\.net Balance Card/, top: 1 },
  { what: 'a card by platform', search: 'xbox gift card', expected: 'Xbox Gift Card (EU)', top: 1 },
];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

describe('search relevance', () => {
  it.each(CASES)('$what: "$search"', async ({ search, expected, top }) => {
    const res = await t.app.inject(
      `/api/v1/product/products?pageSize=10&search=${encodeURIComponent(search)}`,
    );
    expect(res.statusCode).toBe(200);
    const titles = ProductList.parse(res.json()).products.map((p) => p.title);
    const rank = titles.findIndex((title) =>
      typeof expected === 'string' ? title === expected : expected.test(title),
    );
    expect(rank, `${search} → ${titles.join(' | ')}`).toBeGreaterThanOrEqual(0);
    expect(rank, `${search} → ${titles.join(' | ')}`).toBeLessThan(top);
  });

  it('has at least thirty cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });
});
