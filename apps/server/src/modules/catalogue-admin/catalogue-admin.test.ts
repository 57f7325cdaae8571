import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_CATALOGUE_MESSAGES as M,
  AdminProduct,
  AdminProductList,
} from '@store/shared/schemas/admin-catalogue';
import { AuditReply } from '@store/shared/schemas/staff';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { stockedPlatformGroup } from '../../test/factories';
import { ADMIN_API, postAdmin, signedInStaff } from '../../test/kits/staff-test-kit';
import { createTestClient, type TestClient } from '../../test/test-client';

// The back office's catalogue: every change shows in the store's own answers at once, is on
// the audit log, and bad input changes nothing.
let t: TestApp;
let staff: Awaited<ReturnType<typeof signedInStaff>>;
let shopper: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await signedInStaff(t, 'catalogue');
  shopper = createTestClient(t.app);
});
afterAll(async () => {
  await t.close();
});

const admin = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', path: string, body?: unknown) =>
  staff.client.request({
    method,
    url: `${ADMIN_API}${path}`,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
  });

const readProduct = async (id: number) =>
  AdminProduct.parse((await admin('GET', `/products/${id}`)).json());

async function auditOf(productId: number) {
  const boss = await signedInStaff(t, 'admin');
  const reply = await boss.client.request({ url: `${ADMIN_API}/audit?q=${productId}` });
  return AuditReply.parse(reply.json()).entries.filter((e) => e.targetId === String(productId));
}

/** The lookups of a seeded game, to create products with. */
async function someLookups() {
  const { rows } = await t.database.pool.query<Record<string, number>>(
    `select type_id as "typeId", genre_id as "genreId", developer_id as "developerId",
       publisher_id as "publisherId", rating_id as "ratingId"
     from products where type_id = 1 order by id limit 1`,
  );
  const row = rows[0];
  if (!row) throw new Error('no seeded game');
  return row;
}

const publicList = (search: string) =>
  shopper.request({ url: `/api/v1/product/products?search=${encodeURIComponent(search)}` });

describe('creating and publishing', () => {
  it('creates an unpublished product the store hides until it is published', async () => {
    const word = `Zyx${randomBytes(4).toString('hex')}`;
    const created = await postAdmin(staff.client, '/products', {
      title: `${word} Odyssey`,
      releaseDate: '2024-05-01',
      ...(await someLookups()),
    });
    expect(created.statusCode).toBe(201);
    const product = AdminProduct.parse(created.json());
    expect(product).toMatchObject({ published: false, slug: `${word.toLowerCase()}-odyssey` });
    const id = Number(product._id);

    expect((await publicList(word)).json()).toMatchObject({ total: 0, products: [] });
    expect((await shopper.request({ url: `/api/v1/product/id/${id}` })).statusCode).toBe(404);

    const early = await postAdmin(staff.client, `/products/${id}/publish`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: M.noEntries });

    const region = (
      await t.database.pool.query<{ id: number }>('select min(id) as id from regions')
    ).rows[0]?.id;
    const entry = await postAdmin(staff.client, `/products/${id}/entries`, {
      platformId: 1,
      regionId: region,
      priceMinor: 1999,
      salePriceMinor: 1499,
    });
    expect(entry.statusCode).toBe(200);
    expect(AdminProduct.parse(entry.json()).entries).toHaveLength(1);

    const published = await postAdmin(staff.client, `/products/${id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(AdminProduct.parse(published.json()).published).toBe(true);
    const listed = (await publicList(word)).json<{ total: number; products: { _id: string }[] }>();
    expect(listed.total).toBe(1);
    expect(listed.products[0]?._id).toBe(String(id));

    const found = AdminProductList.parse(
      (await admin('GET', `/products?q=${word}&status=published`)).json(),
    );
    expect(found.products.map((p) => p._id)).toEqual([String(id)]);
    expect(found.products[0]).toMatchObject({ minPriceMinor: 1499, entryCount: 1 });
    const byId = AdminProductList.parse((await admin('GET', `/products?q=${id}`)).json());
    expect(byId.products.map((p) => p._id)).toContain(String(id));

    expect((await auditOf(id)).map((e) => e.action).sort()).toEqual([
      'product.create',
      'product.publish',
      'product_entry.create',
    ]);
  });
});

describe('editing a published product', () => {
  it('shows a new price in the store at once, audited with the changed fields only', async () => {
    const { productId, platformGroupId } = await stockedPlatformGroup(t, {
      priceMinor: 2000,
      keys: 1,
    });
    const edited = await admin('PATCH', `/products/${productId}/entries/${platformGroupId}`, {
      priceMinor: 2500,
      salePriceMinor: 1999,
    });
    expect(edited.statusCode).toBe(200);
    const store = await shopper.request({ url: `/api/v1/product/id/${productId}` });
    expect(store.json()).toMatchObject({
      currency: 'EUR',
      platforms: [{ _id: String(platformGroupId), price: 2500, salePrice: 1999 }],
    });
    const [entry] = await auditOf(productId);
    expect(entry).toMatchObject({
      action: 'product_entry.update',
      staffEmail: staff.email,
      before: { salePriceMinor: null, priceMinor: 2000 },
      after: { salePriceMinor: 1999, priceMinor: 2500 },
    });
    const { rows } = await t.database.pool.query<{ min: number }>(
      'select min_price_minor as min from products where id = $1',
      [productId],
    );
    expect(rows[0]?.min).toBe(1999);
    const events = await t.database.pool.query<{ n: number }>(
      `select count(*)::int as n from outbox where topic = 'catalogue.changed' and payload->>'productId' = $1`,
      [String(productId)],
    );
    expect(events.rows[0]?.n).toBe(1);
  });

  it('unpublishing hides the product from the list, its pages and checkout reads', async () => {
    const { productId } = await stockedPlatformGroup(t, { priceMinor: 1000, keys: 1 });
    const { title } = await readProduct(productId);
    expect((await publicList(title)).json<{ total: number }>().total).toBeGreaterThan(0);
    expect((await postAdmin(staff.client, `/products/${productId}/unpublish`)).statusCode).toBe(
      200,
    );
    const listed = (await publicList(title)).json<{ products: { _id: string }[] }>();
    expect(listed.products.map((p) => p._id)).not.toContain(String(productId));
    for (const url of [
      `/api/v1/product/id/${productId}`,
      `/api/v1/product/product-details/${productId}`,
      `/api/v1/product/id/${productId}/1`,
    ]) {
      expect([url, (await shopper.request({ url })).statusCode]).toEqual([url, 404]);
    }
    expect((await readProduct(productId)).published).toBe(false);
    expect((await auditOf(productId))[0]).toMatchObject({
      action: 'product.unpublish',
      before: { published: true },
      after: { published: false },
    });
  });

  it('edits texts per language, and the product page shows the translated title', async () => {
    const { productId } = await stockedPlatformGroup(t, { priceMinor: 1000, keys: 0 });
    const requirements = {
      os: 'Windows 11',
      processor: 'Intel Core i5',
      memory: '8 Go de RAM',
      graphics: 'GeForce GTX 1060',
      directx: 'Version 12',
      storage: '50 Go',
      notes: null,
    };
    const reply = await admin('PATCH', `/products/${productId}`, {
      titles: { de: 'Die Reise' },
      descriptions: { fr: 'Un voyage.', en: 'A journey.' },
      systemRequirements: { fr: { minimum: requirements, recommended: null } },
      editions: [{ name: 'Standard' }, { name: 'Deluxe Edition' }],
    });
    expect(reply.statusCode).toBe(200);
    const product = AdminProduct.parse(reply.json());
    expect(product.titles).toMatchObject({ de: 'Die Reise', en: null });
    expect(product.descriptions).toMatchObject({ fr: 'Un voyage.', en: 'A journey.', it: '' });
    expect(product.systemRequirements.fr?.minimum).toEqual(requirements);
    expect(product.editions.map((e) => e.slug)).toEqual(['standard', 'deluxe-edition']);

    const de = await shopper.request({
      url: `/api/v1/product/product-details/${productId}?lang=de`,
    });
    expect(de.json()).toMatchObject({ title: 'Die Reise', description: 'A journey.' });
    const fr = await shopper.request({
      url: `/api/v1/product/product-details/${productId}?lang=fr`,
    });
    expect(fr.json()).toMatchObject({
      title: product.title,
      description: 'Un voyage.',
      systemRequirements: { minimum: { memory: '8 Go de RAM' }, recommended: null },
    });
    const [entry] = await auditOf(productId);
    expect(entry?.action).toBe('product.update');
    expect(Object.keys(entry?.after as object).sort()).toEqual([
      'descriptions',
      'editions',
      'systemRequirements',
      'titles',
    ]);
  });
});

describe('bad input', () => {
  it('is refused with a clear message and changes nothing', async () => {
    const { productId, platformGroupId } = await stockedPlatformGroup(t, {
      priceMinor: 1500,
      keys: 1,
    });
    const before = await readProduct(productId);
    const entryUrl = `/products/${productId}/entries/${platformGroupId}`;
    const cases: [string, Awaited<ReturnType<typeof admin>>, number, string][] = [
      ['negative price', await admin('PATCH', entryUrl, { priceMinor: -1 }), 400, M.price],
      ['fractional price', await admin('PATCH', entryUrl, { priceMinor: 12.5 }), 400, M.price],
      [
        'sale not below price',
        await admin('PATCH', entryUrl, { salePriceMinor: 1500 }),
        400,
        M.salePriceNotLower,
      ],
      [
        'unknown language',
        await admin('PATCH', `/products/${productId}`, { titles: { xx: 'Hallo' } }),
        400,
        M.unknownLanguage,
      ],
      [
        'unknown genre',
        await admin('PATCH', `/products/${productId}`, { genreId: 2_000_000_000 }),
        400,
        M.unknownLookup,
      ],
      ['entry with keys removed', await admin('DELETE', entryUrl), 409, M.entryInUse],
    ];
    for (const [name, reply, status, message] of cases) {
      expect([name, reply.statusCode, reply.json<{ message: string }>().message]).toEqual([
        name,
        status,
        message,
      ]);
    }
    const binary = await staff.client.request({
      method: 'PATCH',
      url: `${ADMIN_API}/products/${productId}`,
      headers: { 'content-type': 'application/json' },
      payload: randomBytes(512),
    });
    expect(binary.statusCode).toBe(400);
    expect(await readProduct(productId)).toEqual(before);
    expect(await auditOf(productId)).toEqual([]);
  });
});

describe('pictures', () => {
  const upload = (productId: number, payload: Buffer, query = '', type = 'image/png') =>
    staff.client.request({
      method: 'POST',
      url: `${ADMIN_API}/products/${productId}/images${query}`,
      headers: { 'content-type': type },
      payload,
    });

  it('converts an upload to the store’s sizes and serves it at the product’s image URLs', async () => {
    const { productId } = await stockedPlatformGroup(t, { priceMinor: 1000, keys: 0 });
    const png = await sharp({
      create: { width: 900, height: 1200, channels: 3, background: '#ff0000' },
    })
      .png()
      .toBuffer();
    const reply = await upload(productId, png);
    expect(reply.statusCode).toBe(200);
    const product = AdminProduct.parse(reply.json());
    expect(product.images.cover.uploaded).toBe(true);
    const store = (await shopper.request({ url: `/api/v1/product/id/${productId}` })).json<{
      images: { cover: string; small: string };
    }>();
    expect(store.images.cover).toBe(product.images.cover.url);
    expect(store.images.cover).toMatch(/\?v=\d+$/);
    const image = await shopper.request({ url: store.images.small });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const meta = await sharp(image.rawPayload).stats();
    expect(meta.channels[0]?.mean).toBeGreaterThan(200);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 300, height: 400 });

    const shot = await upload(productId, png, '?kind=screenshot&caption=Harbour');
    expect(shot.statusCode).toBe(200);
    const shots = AdminProduct.parse(shot.json()).images.screenshots;
    expect(shots.at(-1)).toMatchObject({ caption: 'Harbour', uploaded: true });
    const storeShots = await shopper.request({
      url: `/api/v1/product/screenshots?productId=${productId}`,
    });
    expect(storeShots.json<{ images: { caption: string }[] }>().images.at(-1)?.caption).toBe(
      'Harbour',
    );

    const removed = await admin('DELETE', `/products/${productId}/images/cover`);
    expect(AdminProduct.parse(removed.json()).images.cover.uploaded).toBe(false);
    const drawn = await shopper.request({
      url: AdminProduct.parse(removed.json()).images.cover.url,
    });
    expect(drawn.statusCode).toBe(200);
    expect((await sharp(drawn.rawPayload).stats()).channels[0]?.mean).not.toBeGreaterThan(250);
  });

  it('refuses a file that is not an image, and one over 10 MB', async () => {
    const { productId } = await stockedPlatformGroup(t, { priceMinor: 1000, keys: 0 });
    const notImage = await upload(productId, randomBytes(4096));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json()).toMatchObject({ message: M.notAnImage });
    const huge = await upload(productId, Buffer.alloc(11 * 1024 * 1024, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ message: M.imageTooLarge });
    const asJson = await upload(productId, Buffer.from('{}'), '', 'application/json');
    expect(asJson.statusCode).toBe(400);
    expect((await readProduct(productId)).images.cover.uploaded).toBe(false);
    expect(await auditOf(productId)).toEqual([]);
  });
});
