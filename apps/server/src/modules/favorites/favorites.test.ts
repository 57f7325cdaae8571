import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount } from '@store/shared/rules/localized-format';
import { convertMinor } from '@store/shared/rules/money';
import { FavoriteList, FavoriteReply } from '@store/shared/schemas/favorites';
import { createMailer, type Mailer } from '../../adapters/mailer/mailer';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registerCustomer } from '../../test/factories';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestClient, type TestClient } from '../../test/test-client';
import { drainOutbox } from '../../test/kits/fulfilment-test-kit';
import { checkFavoriteAlerts } from './favorite-alerts';

const PUBLIC_URL = 'https://shop.example.test';
let t: TestApp;
let catcher: MailCatcher;
let mailer: Mailer;
let mailDir: string;

beforeAll(async () => {
  catcher = await startMailCatcher();
  mailDir = await mkdtemp(path.join(os.tmpdir(), 'store-favorites-mail-'));
  mailer = createMailer({ smtpUrl: catcher.smtpUrl, dataDir: mailDir });
  t = await buildTestApp({ PUBLIC_URL }, { mailer });
});
afterAll(async () => {
  await t.close();
  await catcher.close();
  await rm(mailDir, { recursive: true, force: true });
});

type Group = { id: number; product_id: number; price: number };
let groups: Group[] = [];
beforeAll(async () => {
  // Platform groups with keys in stock, each test taking its own.
  groups = (
    await t.database.pool.query<Group>(
      `select pp.id, pp.product_id, coalesce(pp.sale_price_minor, pp.price_minor) as price
       from product_platforms pp
       where exists (select 1 from product_keys k where k.product_platform_id = pp.id and k.status = 'available')
       order by pp.product_id, pp.id`,
    )
  ).rows.filter((g, i, all) => all.findIndex((o) => o.product_id === g.product_id) === i);
});
let taken = 0;
function takeGroup(): Group {
  const group = groups[taken++];
  if (!group) throw new Error('out of platform groups');
  return group;
}

async function customer(overrides: Parameters<typeof registerCustomer>[1] = {}) {
  const client = createTestClient(t.app);
  const { body, userId } = await registerCustomer(client, overrides);
  return { client, email: body.email, userId: Number(userId) };
}

const add = (client: TestClient, payload: Record<string, unknown>) =>
  client.request({ method: 'POST', url: '/api/v1/users/favorites/add', payload });
const remove = (client: TestClient, payload: Record<string, unknown>) =>
  client.request({ method: 'POST', url: '/api/v1/users/favorites/remove', payload });
const list = async (client: TestClient, cookie?: string) => {
  if (cookie) client.setCookie('currency', cookie);
  const res = await client.request({ url: '/api/v1/users/favorites' });
  expect(res.statusCode).toBe(200);
  return FavoriteList.parse(res.json());
};
const favoriteRows = async (userId: number) =>
  (
    await t.database.pool.query<{ platform_group_id: number; notify_price_drop: boolean }>(
      'select platform_group_id, notify_price_drop from favorites where user_id = $1',
      [userId],
    )
  ).rows;

describe('favourites', () => {
  it('adds, lists with the current price and stock, and removes a favourite', async () => {
    const { client } = await customer();
    const group = takeGroup();
    const res = await add(client, {
      productId: String(group.product_id),
      platformGroupId: String(group.id),
    });
    expect(res.statusCode).toBe(200);
    const { favorite } = FavoriteReply.parse(res.json());
    expect(favorite).toMatchObject({
      platformGroupId: String(group.id),
      productId: String(group.product_id),
      notifyPriceDrop: false,
      notifyBackInStock: false,
      entry: { _id: String(group.id), inStock: true },
    });
    const listed = await list(client);
    expect(listed.favorites.map((f) => f.platformGroupId)).toEqual([String(group.id)]);
    const entry = listed.favorites[0]?.entry;
    expect(entry?.salePrice ?? entry?.price).toBe(group.price);
    expect(listed.favorites[0]?.product.platforms.length).toBeGreaterThan(0);

    const removed = await remove(client, { platformGroupId: String(group.id) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, removed: true });
    const again = await remove(client, { platformGroupId: group.id });
    expect(again.json()).toEqual({ success: true, removed: false });
    expect((await list(client)).favorites).toEqual([]);
  });

  it('keeps one favourite when added twice, updating its alert flags', async () => {
    const { client, userId } = await customer();
    const group = takeGroup();
    const body = { productId: group.product_id, platformGroupId: group.id };
    expect((await add(client, body)).statusCode).toBe(200);
    const second = await add(client, { ...body, notifyPriceDrop: true });
    expect(FavoriteReply.parse(second.json()).favorite).toMatchObject({
      notifyPriceDrop: true,
      notifyBackInStock: false,
    });
    const third = await add(client, { ...body, notifyBackInStock: true });
    expect(FavoriteReply.parse(third.json()).favorite).toMatchObject({
      notifyPriceDrop: true,
      notifyBackInStock: true,
    });
    expect(await favoriteRows(userId)).toEqual([
      { platform_group_id: group.id, notify_price_drop: true },
    ]);
  });

  it('switches alerts with PATCH, and 404s a group that is not a favourite', async () => {
    const { client } = await customer();
    const group = takeGroup();
    await add(client, { productId: group.product_id, platformGroupId: group.id });
    const res = await client.request({
      method: 'PATCH',
      url: `/api/v1/users/favorites/${group.id}`,
      payload: { notifyBackInStock: true },
    });
    expect(res.statusCode).toBe(200);
    expect(FavoriteReply.parse(res.json()).favorite).toMatchObject({
      notifyPriceDrop: false,
      notifyBackInStock: true,
    });
    const other = takeGroup();
    const missing = await client.request({
      method: 'PATCH',
      url: `/api/v1/users/favorites/${other.id}`,
      payload: { notifyPriceDrop: true },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'This product is not in your favourites.' });
    for (const [url, payload] of [
      [`/api/v1/users/favorites/${group.id}`, {}],
      [`/api/v1/users/favorites/${group.id}`, { notifyPriceDrop: 'yes' }],
      ['/api/v1/users/favorites/abc', { notifyPriceDrop: true }],
    ] as const) {
      const bad = await client.request({ method: 'PATCH', url, payload });
      expect(bad.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
    }
  });

  it('prices favourites in the announced currency', async () => {
    const { client } = await customer();
    const group = takeGroup();
    await add(client, { productId: group.product_id, platformGroupId: group.id });
    const [usd] = (
      await t.database.pool.query<{ rate_micros: string }>(
        "select rate_micros from currencies where code = 'USD'",
      )
    ).rows;
    const listed = await list(client, 'USD');
    expect(listed.currency).toBe('USD');
    const entry = listed.favorites[0]?.entry;
    expect(entry?.salePrice ?? entry?.price).toBe(
      convertMinor(group.price, { code: 'USD', rateMicros: Number(usd?.rate_micros) }),
    );
  });

  it('refuses a platform group of another product with 400', async () => {
    const { client, userId } = await customer();
    const mine = takeGroup();
    const theirs = takeGroup();
    const res = await add(client, { productId: mine.product_id, platformGroupId: theirs.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Platform not found in product data',
      code: 'PLATFORM_GROUP_MISMATCH',
    });
    expect(
      (await add(client, { productId: mine.product_id, platformGroupId: 99_999_999 })).statusCode,
    ).toBe(400);
    const unknownProduct = await add(client, { productId: 999_999, platformGroupId: mine.id });
    expect(unknownProduct.statusCode).toBe(404);
    for (const payload of [
      { productId: 'abc', platformGroupId: mine.id },
      { productId: mine.product_id },
      { productId: mine.product_id, platformGroupId: -4 },
      { productId: mine.product_id, platformGroupId: mine.id, notifyPriceDrop: 'true' },
    ]) {
      expect((await add(client, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await remove(client, { platformGroupId: 'x' })).statusCode).toBe(400);
    expect(await favoriteRows(userId)).toEqual([]);
  });

  it('keeps each customer’s favourites to themselves', async () => {
    const ada = await customer();
    const bob = await customer();
    const group = takeGroup();
    await add(ada.client, { productId: group.product_id, platformGroupId: group.id });
    expect((await list(bob.client)).favorites).toEqual([]);
    const res = await remove(bob.client, { platformGroupId: group.id });
    expect(res.json()).toEqual({ success: true, removed: false });
    const patch = await bob.client.request({
      method: 'PATCH',
      url: `/api/v1/users/favorites/${group.id}`,
      payload: { notifyPriceDrop: true },
    });
    expect(patch.statusCode).toBe(404);
    expect((await list(ada.client)).favorites).toHaveLength(1);
  });

  it('needs a signed-in customer', async () => {
    const guest = createTestClient(t.app);
    const group = takeGroup();
    expect((await guest.request({ url: '/api/v1/users/favorites' })).statusCode).toBe(401);
    expect(
      (await add(guest, { productId: group.product_id, platformGroupId: group.id })).statusCode,
    ).toBe(401);
    expect((await remove(guest, { platformGroupId: group.id })).statusCode).toBe(401);
  });
});

describe('favourite alerts by e-mail', () => {
  // A round of checks announces on the event spine; the outbox tells the customer.
  const run = async () => {
    await checkFavoriteAlerts(t.database.db, new Date('2026-03-14T09:00:00Z'));
    await drainOutbox(t);
  };
  // Registration sends its verification mail too; alerts are the other ones.
  const mailsTo = (email: string) =>
    catcher.mails().filter((m) => m.to.includes(email) && !m.text.includes('/register/verify?'));

  async function productTitle(productId: number): Promise<string> {
    const { rows } = await t.database.pool.query<{ title: string }>(
      'select title from products where id = $1',
      [productId],
    );
    return rows[0]?.title ?? '';
  }

  it('mails a price drop once, with the product and its new price', async () => {
    const { client, email } = await customer({ country: 'US' });
    const watched = await customer({ country: 'US' });
    const group = takeGroup();
    await add(client, {
      productId: group.product_id,
      platformGroupId: group.id,
      notifyPriceDrop: true,
    });
    // Someone who saved the same group without the alert hears nothing.
    await add(watched.client, { productId: group.product_id, platformGroupId: group.id });
    const lowered = group.price - 300;
    await t.database.pool.query(
      'update product_platforms set price_minor = $1, sale_price_minor = null where id = $2',
      [lowered, group.id],
    );
    await run();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const [usd] = (
      await t.database.pool.query<{ rate_micros: string }>(
        "select rate_micros from currencies where code = 'USD'",
      )
    ).rows;
    const newPrice = formatAmount(
      'en',
      convertMinor(lowered, { code: 'USD', rateMicros: Number(usd?.rate_micros) }),
      'USD',
    );
    const title = await productTitle(group.product_id);
    expect(mails[0]?.subject).toBe(`Price drop: ${title}`);
    expect(mails[0]?.text).toContain(`now ${newPrice}`);
    expect(mails[0]?.html).toContain(PUBLIC_URL);
    expect(mailsTo(watched.email)).toHaveLength(0);

    await run();
    expect(mailsTo(email)).toHaveLength(1);

    // A further drop below the announced price is news again.
    await t.database.pool.query(
      'update product_platforms set sale_price_minor = $1 where id = $2',
      [lowered - 100, group.id],
    );
    await run();
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('mails a restock once, in the customer’s language, after the group ran out', async () => {
    // The language is the customer's own choice, whatever their country's would be.
    const { client, email } = await customer({ country: 'US' });
    await client.request({
      method: 'PUT',
      url: '/api/v1/users/me/language',
      payload: { language: 'de' },
    });
    const group = takeGroup();
    await add(client, {
      productId: group.product_id,
      platformGroupId: group.id,
      notifyBackInStock: true,
    });
    const keys = await t.database.pool.query<{ id: number }>(
      "update product_keys set status = 'sold' where product_platform_id = $1 and status = 'available' returning id",
      [group.id],
    );
    await run();
    expect(mailsTo(email)).toHaveLength(0);
    await t.database.pool.query("update product_keys set status = 'available' where id = $1", [
      keys.rows[0]?.id,
    ]);
    await run();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Wieder verfügbar: ${await productTitle(group.product_id)}`);
    const [usd] = (
      await t.database.pool.query<{ rate_micros: string }>(
        "select rate_micros from currencies where code = 'USD'",
      )
    ).rows;
    const price = formatAmount(
      'de',
      convertMinor(group.price, { code: 'USD', rateMicros: Number(usd?.rate_micros) }),
      'USD',
    );
    expect(price).toMatch(/^\d+,\d\d\u00a0\$$/);
    expect(mails[0]?.text).toContain(`wieder verfügbar für ${price}`);
    expect(mails[0]?.text).toContain('14. März 2026');
    await run();
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('sends one mail for several favourites of the same product', async () => {
    const { rows } = await t.database.pool.query<{ product_id: number; ids: number[] }>(
      `select product_id, array_agg(id order by id) as ids from product_platforms
       group by product_id having count(*) >= 2 order by product_id desc limit 1`,
    );
    const product = rows[0];
    if (!product) throw new Error('no product with two platform groups');
    const { client, email } = await customer({ country: 'US' });
    for (const id of product.ids.slice(0, 2)) {
      await add(client, {
        productId: product.product_id,
        platformGroupId: id,
        notifyPriceDrop: true,
      });
    }
    await t.database.pool.query(
      'update product_platforms set sale_price_minor = 99 where id = any($1::int[])',
      [product.ids.slice(0, 2)],
    );
    await run();
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]?.text.match(/now US\$/g)).toHaveLength(2);
  });
});
