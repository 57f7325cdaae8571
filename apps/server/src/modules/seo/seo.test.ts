import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertMinor, currencyExponent, formatMoney } from '@store/shared/rules/money';
import { productPath } from '@store/shared/rules/product-path';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { listProductPageUrls } from './seo.service';

type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

const PUBLIC_URL = 'https://shop.example.test';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Game keys, DLC, gift cards and subscription cards > all in one place."
    />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>BigKeys – Game keys, gift cards and subscriptions</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index-abc123.js"></script>
  </body>
</html>
`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'store-seo-dist-'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  t = await buildTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

function elements(node: Node): Element[] {
  const found: Element[] = [];
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) {
    if ('tagName' in child) found.push(child, ...elements(child));
  }
  return found;
}
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const text = (el: Element) => el.childNodes.map((c) => ('value' in c ? c.value : '')).join('');

/** The page's head as search engines read it. */
function readHead(html: string) {
  const all = elements(parse(html));
  const metas = all.filter((el) => el.tagName === 'meta');
  const metaValues = (key: string) =>
    metas
      .filter((m) => attr(m, 'name') === key || attr(m, 'property') === key)
      .map((m) => attr(m, 'content'));
  const scripts = all.filter((el) => el.tagName === 'script');
  const jsonLd = scripts.filter((s) => attr(s, 'type') === 'application/ld+json');
  return {
    titles: all.filter((el) => el.tagName === 'title').map(text),
    meta: metaValues,
    canonical: all
      .filter((el) => el.tagName === 'link' && attr(el, 'rel') === 'canonical')
      .map((el) => attr(el, 'href')),
    scripts,
    jsonLd: jsonLd.map((s) => JSON.parse(text(s)) as JsonLdProduct),
    hasRoot: all.some((el) => attr(el, 'id') === 'root'),
  };
}

type JsonLdProduct = {
  '@type': string;
  name: string;
  description: string;
  image: string[];
  url: string;
  offers: {
    '@type': string;
    price: string;
    priceCurrency: string;
    availability: string;
    url: string;
    sku: string;
  }[];
};

type EntryFixture = {
  product_id: number;
  type_id: number;
  slug: string;
  title: string;
  category_id: string;
  platform_slug: string;
  platform_id: number;
  edition_name: string | null;
  entry_id: number;
  effective: number;
  in_stock: boolean;
};

const ENTRIES_SQL = `
  select p.id as product_id, p.type_id, p.slug, p.title, pl.category_id, pl.slug as platform_slug,
         pl.id as platform_id, e.name as edition_name, pp.id as entry_id,
         coalesce(pp.sale_price_minor, pp.price_minor) as effective,
         exists (select 1 from product_keys k where k.product_platform_id = pp.id and k.status = 'available') as in_stock
  from product_platforms pp
  join products p on p.id = pp.product_id
  join platforms pl on pl.id = pp.platform_id
  left join editions e on e.id = pp.edition_id`;

async function entries(where = 'true'): Promise<EntryFixture[]> {
  return (await t.database.pool.query<EntryFixture>(`${ENTRIES_SQL} where ${where} order by pp.id`))
    .rows;
}

const pathOf = (e: EntryFixture) =>
  productPath(
    { slug: e.slug, title: e.title, typeId: e.type_id },
    { editionName: e.edition_name },
    { categoryId: e.category_id, slug: e.platform_slug },
  );

describe('product pages for search engines', () => {
  it('carries the title, description, canonical URL, OpenGraph tags and a JSON-LD Product', async () => {
    const [first] = await entries('p.type_id = 1');
    if (!first) throw new Error('no game');
    const onPlatform = await entries(
      `pp.product_id = ${first.product_id} and pp.platform_id = ${first.platform_id}`,
    );
    const url = pathOf(first);
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const head = readHead(res.body);
    const canonical = `${PUBLIC_URL}${url}`;

    expect(head.titles).toHaveLength(1);
    expect(head.titles[0]).toContain(first.title);
    expect(head.meta('description')).toHaveLength(1);
    expect(head.meta('description')[0]?.length).toBeGreaterThan(20);
    expect(head.meta('description')[0]).not.toContain('all in one place');
    expect(head.canonical).toEqual([canonical]);
    expect(head.meta('og:type')).toEqual(['product']);
    expect(head.meta('og:title')[0]).toContain(first.title);
    expect(head.meta('og:description')).toEqual(head.meta('description'));
    expect(head.meta('og:url')).toEqual([canonical]);
    expect(head.meta('og:image')).toEqual([
      `${PUBLIC_URL}/media/products/${first.product_id}/cover.webp`,
    ]);
    expect(head.hasRoot).toBe(true);

    expect(head.jsonLd).toHaveLength(1);
    const product = head.jsonLd[0];
    expect(product).toMatchObject({ '@type': 'Product', name: first.title, url: canonical });
    expect(product?.offers).toHaveLength(onPlatform.length);
    for (const entry of onPlatform) {
      const offer = product?.offers.find((o) => o.sku === String(entry.entry_id));
      expect(offer).toEqual({
        '@type': 'Offer',
        sku: String(entry.entry_id),
        ...(entry.edition_name ? { name: entry.edition_name } : {}),
        price: (entry.effective / 100).toFixed(2),
        priceCurrency: 'EUR',
        availability: entry.in_stock
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: canonical,
      });
    }
  });

  it('prices the offers in the reader’s currency', async () => {
    const [first] = await entries('p.type_id = 2');
    if (!first) throw new Error('no DLC');
    const res = await t.app.inject({ url: pathOf(first), headers: { cookie: 'currency=CHF' } });
    expect(res.statusCode).toBe(200);
    const offers = readHead(res.body).jsonLd[0]?.offers ?? [];
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((o) => o.priceCurrency === 'CHF')).toBe(true);
  });

  it.each([
    ['JPY', /^\d+$/],
    ['KRW', /^\d+$/],
    ['KWD', /^\d+\.\d\d0$/],
    ['BHD', /^\d+\.\d\d0$/],
  ])('writes offer prices in %s with the currency’s own decimals', async (code, shape) => {
    const [first] = await entries('p.type_id = 2');
    if (!first) throw new Error('no DLC');
    const { rows } = await t.database.pool.query<{ rate_micros: string }>(
      'select rate_micros from currencies where code = $1',
      [code],
    );
    const currency = { code, rateMicros: Number(rows[0]?.rate_micros) };
    const res = await t.app.inject({ url: pathOf(first), headers: { cookie: `currency=${code}` } });
    const offer = readHead(res.body).jsonLd[0]?.offers.find(
      (o) => o.sku === String(first.entry_id),
    );
    expect(offer?.priceCurrency).toBe(code);
    expect(offer?.price).toMatch(shape);
    const minor = convertMinor(first.effective, currency);
    expect(offer?.price).toBe(formatMoney(minor, '', currencyExponent(code)));
  });

  it('gives a card page the offers of its own edition only', async () => {
    const [card] = await entries('p.type_id = 3');
    if (!card) throw new Error('no gift card');
    const url = pathOf(card);
    expect(url).toMatch(/^\/gift-card\/[a-z]+\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/);
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    const product = readHead(res.body).jsonLd[0];
    expect(product?.offers.map((o) => o.sku)).toEqual([String(card.entry_id)]);
    const head = readHead(res.body);
    expect(head.titles[0]).toContain(card.edition_name ?? '');
    expect((await t.app.inject(`${url.slice(0, url.lastIndexOf('/'))}/999-xyz`)).statusCode).toBe(
      404,
    );
  });

  it('escapes a title and description that try to break out of the page', async () => {
    const [victim] = await entries('p.type_id = 1 and p.id > 20');
    if (!victim) throw new Error('no game');
    const evil = `Evil </script><script>alert("x")</script> & 'Co' <!--`;
    const evilText = `He said "hi" </title><img src=x onerror=alert(1)> & left.`;
    await t.database.pool.query('update products set title = $1 where id = $2', [
      evil,
      victim.product_id,
    ]);
    await t.database.pool.query(
      "update product_descriptions set description = $1 where product_id = $2 and lang = 'en'",
      [evilText, victim.product_id],
    );
    const res = await t.app.inject(pathOf(victim));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x');
    const head = readHead(res.body);
    // Only the JSON-LD block and the app's own module script.
    expect(head.scripts).toHaveLength(2);
    expect(head.titles).toHaveLength(1);
    expect(head.titles[0]).toContain(evil);
    expect(head.meta('og:title')[0]).toContain(evil);
    expect(head.meta('description')).toEqual([evilText]);
    expect(head.jsonLd[0]?.name).toBe(evil);
    expect(head.jsonLd[0]?.description).toBe(evilText);
    expect(head.hasRoot).toBe(true);
  });

  it('answers a URL naming no product with the plain page and a 404', async () => {
    const [game] = await entries('p.type_id = 1');
    if (!game) throw new Error('no game');
    const wrong = [
      '/game/pc/steam/no-such-product-anywhere',
      `/dlc/${game.category_id}/${game.platform_slug}/${game.slug}`,
      `/game/${game.category_id}/no-such-platform/${game.slug}`,
      `/game/${game.category_id === 'pc' ? 'xb' : 'pc'}/${game.platform_slug}/${game.slug}`,
      `/gift-card/pc/steam/${game.slug}/standard`,
    ];
    for (const url of wrong) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toBe(INDEX_HTML);
    }
  });

  it('leaves other pages to the web app', async () => {
    const res = await t.app.inject('/about');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
  });
});

/** Reads an XML document strictly; throws on anything that is not well-formed. */
function readXml(xml: string): { root: string; locs: string[] } {
  const parser = new SaxesParser();
  let root = '';
  let loc: string | undefined;
  const locs: string[] = [];
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    if (!root) root = tag.name;
    if (tag.name === 'loc') loc = '';
  });
  parser.on('text', (value) => {
    if (loc !== undefined) loc += value;
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'loc' && loc !== undefined) locs.push(loc);
    loc = undefined;
  });
  parser.write(xml).close();
  return { root, locs };
}

describe('sitemaps and robots.txt', () => {
  it('indexes the static pages and the product sitemap files', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const { root, locs } = readXml(res.body);
    expect(root).toBe('sitemapindex');
    expect(locs).toEqual([
      `${PUBLIC_URL}/sitemaps/pages.xml`,
      `${PUBLIC_URL}/sitemaps/products-1.xml`,
    ]);
  });

  it('lists the static pages', async () => {
    const { root, locs } = readXml((await t.app.inject('/sitemaps/pages.xml')).body);
    expect(root).toBe('urlset');
    expect(locs).toEqual(
      [
        '/',
        '/products',
        '/about',
        '/about/pos',
        '/about/api',
        '/terms',
        '/privacy',
        '/contactus',
        '/Careers',
      ].map((p) => `${PUBLIC_URL}${p}`),
    );
  });

  it('lists every product page once, as the web app builds its URL', async () => {
    const expected = new Set((await entries()).map((e) => `${PUBLIC_URL}${pathOf(e)}`));
    const res = await t.app.inject('/sitemaps/products-1.xml');
    expect(res.statusCode).toBe(200);
    const { root, locs } = readXml(res.body);
    expect(root).toBe('urlset');
    expect(locs).toHaveLength(expected.size);
    expect(new Set(locs)).toEqual(expected);
    const sample = locs[0] ?? '';
    expect((await t.app.inject(sample.slice(PUBLIC_URL.length))).statusCode).toBe(200);
  });

  it('splits product pages into files of at most the page size', async () => {
    const all = (await listProductPageUrls(t.database.db, PUBLIC_URL, 1, 1_000_000)) ?? [];
    const size = 100;
    const files = Math.ceil(all.length / size);
    const joined: string[] = [];
    for (let file = 1; file <= files; file++) {
      const urls = (await listProductPageUrls(t.database.db, PUBLIC_URL, file, size)) ?? [];
      expect(urls.length).toBeLessThanOrEqual(size);
      joined.push(...urls);
    }
    expect(joined).toEqual(all);
    expect(await listProductPageUrls(t.database.db, PUBLIC_URL, files + 1, size)).toBeUndefined();
  });

  it('answers 404 for a sitemap file that does not exist', async () => {
    for (const url of ['/sitemaps/products-2.xml', '/sitemaps/products-0.xml', '/sitemaps/x.xml']) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
    }
  });

  it('serves robots.txt that keeps crawlers out of private paths and names the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /dashboard',
        'Disallow: /cart',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
      ]),
    );
  });
});
