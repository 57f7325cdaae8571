import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { productPath } from '@store/shared/rules/product-path';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { drawFirstView, type FirstViewRenderer } from './first-view';

const WEB_ENTRY = fileURLToPath(new URL('../../../../web/src/entry-server.tsx', import.meta.url));
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>BigKeys – Game keys, gift cards and subscriptions</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index-abc123.js"></script>
  </body>
</html>
`;
const STATE_BLOCK = /<script type="application\/json" id="first-view-state">([\s\S]*?)<\/script>/;

let root: string;
let t: TestApp;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'store-first-view-'));
  await mkdir(path.join(root, 'dist'));
  await mkdir(path.join(root, 'dist-server'));
  await writeFile(path.join(root, 'dist', 'index.html'), INDEX_HTML);
  // The web app's server entry, from its sources, where the build puts it.
  await writeFile(
    path.join(root, 'dist-server', 'entry-server.js'),
    `export * from ${JSON.stringify(WEB_ENTRY)};\n`,
  );
  t = await buildTestApp({ WEB_DIST_DIR: path.join(root, 'dist') });
  // The first page loads the web app's modules from source, which on a busy machine can take
  // longer than the store waits for a drawing; the tests are about the pages after that.
  await t.app.inject('/');
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

type Game = {
  product_id: number;
  slug: string;
  title: string;
  category_id: string;
  platform_slug: string;
  price: number;
};

/** A game with an entry without edition: the first one, or the last (that no other test asks for). */
async function aGame(which: 'first' | 'last' = 'first'): Promise<Game & { url: string }> {
  const { rows } = await t.database.pool.query<Game>(`
    select p.id as product_id, p.slug, p.title, pl.category_id, pl.slug as platform_slug,
           coalesce(pp.sale_price_minor, pp.price_minor) as price
    from product_platforms pp
    join products p on p.id = pp.product_id
    join platforms pl on pl.id = pp.platform_id
    where p.type_id = 1 and pp.edition_id is null
    order by pp.id ${which === 'first' ? 'asc' : 'desc'} limit 1`);
  const game = rows[0];
  if (!game) throw new Error('no game');
  const url = productPath(
    { slug: game.slug, title: game.title, typeId: 1 },
    { editionName: null },
    { categoryId: game.category_id, slug: game.platform_slug },
  );
  return { ...game, url };
}

/**
 * Renames a product behind the store's back (no change event) while `run` runs, then restores
 * its title and forgets the cached answers and pages.
 */
async function withTitle(productId: number, title: string, run: () => Promise<void>) {
  const { rows } = await t.database.pool.query<{ title: string }>(
    'select title from products where id = $1',
    [productId],
  );
  const original = rows[0]?.title;
  await t.database.pool.query('update products set title = $1 where id = $2', [title, productId]);
  try {
    await run();
  } finally {
    await t.database.pool.query('update products set title = $1 where id = $2', [
      original,
      productId,
    ]);
    t.app.catalogueCache.forget();
  }
}

/** The first-view data block of a page, read back as the browser reads it. */
function readState(html: string): { language: string; queries: { queries: unknown[] } } {
  const block = STATE_BLOCK.exec(html)?.[1];
  if (!block) throw new Error('no first-view data');
  return JSON.parse(block) as { language: string; queries: { queries: unknown[] } };
}

const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.search(STATE_BLOCK));

describe('pages drawn on the server', () => {
  it('draws a product page with its title, price, cover preload and data', async () => {
    const game = await aGame();
    const res = await t.app.inject(game.url);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const head = html.slice(0, html.indexOf('</head>'));

    // The search engines' head stays as it was.
    expect(head).toMatch(new RegExp(`<title>${game.title}[^<]*</title>`));
    expect(head).toContain('application/ld+json');
    // The cover is asked for first, at the size the page draws it.
    expect(head).toMatch(
      /<link rel="preload" as="image" href="[^"]+\/cover\.webp[^"]*" imagesrcset="[^"]+small\.webp[^"]* 300w, [^"]+" imagesizes="[^"]+" fetchpriority="high" \/>/,
    );
    const markup = rootOf(html);
    expect(markup).toContain(`>${game.title}</h1>`);
    expect(markup).toContain(`€${(game.price / 100).toFixed(2)}`);
    const cover = new RegExp(`<img [^>]*alt="Cover art of ${game.title}"[^>]*>`).exec(markup)?.[0];
    expect(cover).toContain('fetchPriority="high"');
    expect(cover).toMatch(/srcSet="[^"]+ 300w, [^"]+ 600w" sizes="[^"]+"/);

    const state = readState(html);
    expect(state.language).toBe('en');
    expect(JSON.stringify(state.queries)).toContain(
      `"queryKey":["products","slug","${game.slug}"]`,
    );
  });

  it('draws in the language of the visitor’s region and prices in their currency', async () => {
    const game = await aGame();
    const res = await t.app.inject({
      url: game.url,
      headers: { cookie: 'region=DE; currency=EUR' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="de">');
    expect(rootOf(res.body)).toContain('In den Warenkorb');
    expect(readState(res.body).language).toBe('de');
  });

  it('keeps a title that tries to close the data block inside it', async () => {
    // Changed before the store is first asked for it, so no cached answer has the old title.
    const game = await aGame('last');
    const evil = `${game.title} </script><script>alert(1)</script><!--`;
    await withTitle(game.product_id, evil, async () => {
      const res = await t.app.inject(game.url);
      expect(res.statusCode).toBe(200);
      const block = STATE_BLOCK.exec(res.body)?.[1] ?? '';
      expect(block).not.toMatch(/<\/script|<!--|<script/i);
      expect(JSON.stringify(readState(res.body))).toContain(JSON.stringify(evil).slice(1, -1));
      expect(rootOf(res.body)).not.toContain('<script>alert(1)');
    });
  });

  it('keeps a drawn page with the catalogue answers and forgets it with them', async () => {
    const game = await aGame();
    const first = await t.app.inject(game.url);
    expect(rootOf(first.body)).toContain(game.title);
    const etag = String(first.headers.etag);
    // Changed behind the store's back: the kept page is still sent, and revalidates.
    const renamed = `${game.title} Remastered`;
    await withTitle(game.product_id, renamed, async () => {
      const again = await t.app.inject(game.url);
      expect(again.body).toBe(first.body);
      const revalidated = await t.app.inject({ url: game.url, headers: { 'if-none-match': etag } });
      expect(revalidated.statusCode).toBe(304);
      // Every change of the catalogue forgets it with the answers it was drawn from.
      t.app.catalogueCache.forget();
      const fresh = await t.app.inject(game.url);
      expect(fresh.statusCode).toBe(200);
      expect(rootOf(fresh.body)).toContain(renamed);
      expect(fresh.headers.etag).not.toBe(etag);
    });
  });

  it('answers a URL naming no product with the plain page and a 404, as before', async () => {
    const res = await t.app.inject('/game/pc/steam/no-such-product-anywhere');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(INDEX_HTML);
  });

  it('draws the home page and the catalogue with their products', async () => {
    const game = await aGame();
    const home = await t.app.inject('/');
    expect(home.statusCode).toBe(200);
    expect(rootOf(home.body)).toContain('</h1>');
    expect(readState(home.body).queries.queries.length).toBeGreaterThan(4);

    const list = await t.app.inject('/products?type=1&sort=title');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(STATE_BLOCK.test(list.body)).toBe(true);
    expect(rootOf(list.body)).toContain('href="/game/');
    expect(rootOf(list.body)).not.toContain(`>${game.title}</h1>`);
  });

  it('leaves other pages to the browser', async () => {
    const res = await t.app.inject('/about');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
  });
});

describe('drawFirstView', () => {
  const request = () => {
    const error = vi.fn();
    const value = {
      url: '/',
      cookies: {},
      locale: { currency: { code: 'EUR', symbol: '€', rateMicros: 1_000_000 }, region: 'EU' },
      log: { error },
    };
    return { request: value as unknown as FastifyRequest, error };
  };

  it('answers the plain page, and logs, when drawing fails', async () => {
    const renderer: FirstViewRenderer = {
      FIRST_VIEW_STATE_ID: 'first-view-state',
      render: () => Promise.reject(new Error('broken page')),
    };
    const { request: failing, error } = request();
    await expect(drawFirstView(t.app, renderer, failing, INDEX_HTML)).resolves.toEqual({
      kind: 'plain',
    });
    expect(error).toHaveBeenCalledOnce();
  });

  it('answers the plain page when the built page has no empty root to fill', async () => {
    const renderer: FirstViewRenderer = {
      FIRST_VIEW_STATE_ID: 'first-view-state',
      render: () => Promise.resolve({ kind: 'page', html: '<p>x</p>', preload: null, state: {} }),
    };
    const page = INDEX_HTML.replace('<div id="root"></div>', '<main></main>');
    await expect(drawFirstView(t.app, renderer, request().request, page)).resolves.toEqual({
      kind: 'plain',
    });
  });
});
