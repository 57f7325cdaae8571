import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LowStockReply,
  StockEntry,
  StockKeysReply,
  StockListReply,
} from '@store/shared/schemas/key-stock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer, stockedPlatformGroup } from '../../test/factories';
import { putIntent } from '../../test/kits/checkout-test-kit';
import { auditOf, freshKeys, postKeyFile, stockOf } from '../../test/kits/key-stock-test-kit';
import { ADMIN_API, postAdmin, signedInStaff } from '../../test/kits/staff-test-kit';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import type { TestClient } from '../../test/test-client';

// Stock per entry, thresholds and their low-stock alerts, the keys of an entry and voiding one.
let t: TestApp;
let mail: MailCatcher;
let catalogue: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await buildTestApp({ SMTP_URL: mail.smtpUrl });
  catalogue = await signedInStaff(t, 'catalogue');
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const newEntry = (keys: number) => stockedPlatformGroup(t, { priceMinor: 1000, keys });

const putThreshold = (client: TestClient, entryId: number | string, body: unknown) =>
  client.request({
    method: 'PUT',
    url: `${ADMIN_API}/stock/${entryId}/threshold`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const voidKey = (client: TestClient, keyId: number | string, reason: unknown) =>
  postAdmin(client, `/stock/keys/${keyId}/void`, { reason });

async function entryStock(entryId: number) {
  const res = await catalogue.client.request({ url: `${ADMIN_API}/stock/${entryId}` });
  return StockEntry.parse(res.json());
}

async function lowEvents(entryId: number): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(
    `select count(*)::int as n from outbox where topic = 'stock.low' and (payload->>'entryId')::int = $1`,
    [entryId],
  );
  return rows[0]?.n ?? 0;
}

const lowMailsFor = (title: string) =>
  mail.mails().filter((m) => m.subject.startsWith('Low stock:') && m.subject.includes(title));

describe('stock levels', () => {
  it('lists entries with their counts by status, found by title, and one entry alone', async () => {
    const entry = await newEntry(3);
    await voidKey(catalogue.client, entry.keyIds[0] ?? 0, 'Leaked by the supplier');
    const { rows } = await t.database.pool.query<{ title: string }>(
      'select title from products where id = $1',
      [entry.productId],
    );
    const title = rows[0]?.title ?? '';
    const res = await catalogue.client.request({
      url: `${ADMIN_API}/stock?q=${encodeURIComponent(title)}`,
    });
    expect(res.statusCode).toBe(200);
    const list = StockListReply.parse(res.json());
    expect(list.total).toBe(1);
    expect(list.entries[0]).toMatchObject({
      entryId: entry.platformGroupId,
      title,
      available: 2,
      reserved: 0,
      sold: 0,
      voided: 1,
      threshold: null,
      low: false,
    });
    expect(await entryStock(entry.platformGroupId)).toEqual(list.entries[0]);
    const missing = await catalogue.client.request({ url: `${ADMIN_API}/stock/2000000000` });
    expect(missing.statusCode).toBe(404);
  });

  it('sets a threshold on the audit log, and refuses one out of range', async () => {
    const entry = await newEntry(5);
    for (const bad of [-1, 100_001, 2.5, '3', undefined]) {
      const res = await putThreshold(catalogue.client, entry.platformGroupId, { threshold: bad });
      expect([bad, res.statusCode]).toEqual([bad, 400]);
    }
    const set = await putThreshold(catalogue.client, entry.platformGroupId, { threshold: 2 });
    expect(set.statusCode).toBe(200);
    expect(StockEntry.parse(set.json())).toMatchObject({ threshold: 2, low: false });
    const off = await putThreshold(catalogue.client, entry.platformGroupId, { threshold: null });
    expect(off.json()).toMatchObject({ threshold: null });
    expect(await auditOf(t, 'platform_entry', entry.platformGroupId)).toEqual([
      expect.objectContaining({
        action: 'stock.threshold',
        before: { threshold: null },
        after: { threshold: 2 },
      }),
      expect.objectContaining({ before: { threshold: 2 }, after: { threshold: null } }),
    ]);
    const unknown = await putThreshold(catalogue.client, 2_000_000_000, { threshold: 1 });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('voiding a key', () => {
  it('takes an available key off sale for good, with its reason, on the audit log', async () => {
    const entry = await newEntry(2);
    const [keyId] = entry.keyIds;
    const res = await voidKey(catalogue.client, keyId ?? 0, '  Reported as used by a buyer  ');
    expect(res.statusCode).toBe(200);
    expect(StockEntry.parse(res.json())).toMatchObject({ available: 1, voided: 1 });
    const again = await voidKey(catalogue.client, keyId ?? 0, 'Once more');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toMatch(/Only a key on sale can be voided/);
    expect(await auditOf(t, 'product_key', keyId ?? 0)).toEqual([
      {
        action: 'stock.void',
        staff_email: catalogue.email,
        before: { status: 'available', entryId: entry.platformGroupId },
        after: {
          status: 'voided',
          entryId: entry.platformGroupId,
          reason: 'Reported as used by a buyer',
        },
      },
    ]);
  });

  it('refuses a reason too short or too long, an unknown key and a reserved one', async () => {
    const entry = await newEntry(1);
    const [keyId] = entry.keyIds;
    expect((await voidKey(catalogue.client, keyId ?? 0, 'no')).statusCode).toBe(400);
    expect((await voidKey(catalogue.client, keyId ?? 0, 'x'.repeat(501))).statusCode).toBe(400);
    expect((await voidKey(catalogue.client, 'abc', 'A fine reason')).statusCode).toBe(400);
    expect((await voidKey(catalogue.client, 9_000_000_000, 'A fine reason')).statusCode).toBe(404);
    const { client } = await signedInCustomer(t);
    const line = {
      productId: entry.productId,
      platformGroupId: entry.platformGroupId,
      quantity: 1,
    };
    expect((await putIntent(client, { lines: [line] })).statusCode).toBe(200);
    const reserved = await voidKey(catalogue.client, keyId ?? 0, 'A fine reason');
    expect(reserved.statusCode).toBe(409);
    expect(reserved.json()).toMatchObject({ code: 'KEY_NOT_AVAILABLE' });
    expect(await stockOf(t, entry.platformGroupId)).toMatchObject({ reserved: 1, voided: 0 });
  });

  it('never lets checkout hold a voided key', async () => {
    const entry = await newEntry(1);
    expect((await voidKey(catalogue.client, entry.keyIds[0] ?? 0, 'Faulty key')).statusCode).toBe(
      200,
    );
    const { client } = await signedInCustomer(t);
    const line = {
      productId: entry.productId,
      platformGroupId: entry.platformGroupId,
      quantity: 1,
    };
    const res = await putIntent(client, { lines: [line] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'OUT_OF_STOCK' });
    expect(await stockOf(t, entry.platformGroupId)).toMatchObject({ voided: 1, reserved: 0 });
  });

  it('lists the keys of an entry by status, never their text', async () => {
    const entry = await newEntry(0);
    const keys = freshKeys(3);
    await postKeyFile(catalogue.client, entry.platformGroupId, keys.join('\n'));
    const listed = StockKeysReply.parse(
      (
        await catalogue.client.request({ url: `${ADMIN_API}/stock/${entry.platformGroupId}/keys` })
      ).json(),
    );
    expect(listed.total).toBe(3);
    const [newest] = listed.keys;
    await voidKey(catalogue.client, newest?._id ?? 0, 'Duplicate from supplier');
    const res = await catalogue.client.request({
      url: `${ADMIN_API}/stock/${entry.platformGroupId}/keys?status=voided`,
    });
    const voided = StockKeysReply.parse(res.json());
    expect(voided.keys).toEqual([
      expect.objectContaining({
        _id: newest?._id,
        status: 'voided',
        voidReason: 'Duplicate from supplier',
      }),
    ]);
    expect(voided.keys[0]?.fingerprint).toMatch(/^[0-9a-f]{12}$/);
    for (const key of keys) {
      for (const part of key.split('-')) expect(res.body).not.toContain(part);
    }
    const bad = await catalogue.client.request({
      url: `${ADMIN_API}/stock/${entry.platformGroupId}/keys?status=lost`,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('low-stock alerts', () => {
  it('mails staff once per crossing, lists the entry, and re-arms when stock is back above', async () => {
    const entry = await newEntry(3);
    const { rows } = await t.database.pool.query<{ title: string }>(
      'select title from products where id = $1',
      [entry.productId],
    );
    const title = rows[0]?.title ?? '';
    await putThreshold(catalogue.client, entry.platformGroupId, { threshold: 1 });
    await t.app.outbox.drain();
    expect(lowMailsFor(title)).toEqual([]);

    await voidKey(catalogue.client, entry.keyIds[0] ?? 0, 'Faulty key');
    await voidKey(catalogue.client, entry.keyIds[1] ?? 0, 'Faulty key');
    await t.app.outbox.drain();
    await mail.waitForMail((m) => m.subject.includes(title));
    expect(lowMailsFor(title).filter((m) => m.to.includes(catalogue.email))).toHaveLength(1);
    const [sent] = lowMailsFor(title);
    expect(sent?.subject).toContain('1 left');
    expect(sent?.text).toContain(`/admin/keys?entry=${entry.platformGroupId}`);
    const low = LowStockReply.parse(
      (await catalogue.client.request({ url: `${ADMIN_API}/stock/low` })).json(),
    );
    expect(low.entries.find((e) => e.entryId === entry.platformGroupId)).toMatchObject({
      available: 1,
      threshold: 1,
      low: true,
    });
    expect(low.entries.find((e) => e.entryId === entry.platformGroupId)?.lowSince).toEqual(
      expect.any(String),
    );
    const lowOnly = StockListReply.parse(
      (
        await catalogue.client.request({
          url: `${ADMIN_API}/stock?lowOnly=true&q=${encodeURIComponent(title)}`,
        })
      ).json(),
    );
    expect(lowOnly.entries.map((e) => e.entryId)).toEqual([entry.platformGroupId]);

    // Selling the last key (reserved at checkout) stays in the same crossing: no new mail.
    const { client } = await signedInCustomer(t);
    const line = {
      productId: entry.productId,
      platformGroupId: entry.platformGroupId,
      quantity: 1,
    };
    expect((await putIntent(client, { lines: [line] })).statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(await lowEvents(entry.platformGroupId)).toBe(1);
    const mailsSoFar = lowMailsFor(title).length;

    // New keys put it above the threshold: re-armed, off the list.
    await postKeyFile(catalogue.client, entry.platformGroupId, freshKeys(3).join('\n'));
    expect(await entryStock(entry.platformGroupId)).toMatchObject({
      available: 3,
      low: false,
      lowSince: null,
    });
    const after = LowStockReply.parse(
      (await catalogue.client.request({ url: `${ADMIN_API}/stock/low` })).json(),
    );
    expect(after.entries.some((e) => e.entryId === entry.platformGroupId)).toBe(false);

    // A checkout taking it down to the threshold again is a new crossing: one more mail.
    const other = await signedInCustomer(t);
    expect((await putIntent(other.client, { lines: [{ ...line, quantity: 2 }] })).statusCode).toBe(
      200,
    );
    await t.app.outbox.drain();
    await mail.waitForMail(
      (m) => m.subject.includes(title) && lowMailsFor(title).length > mailsSoFar,
    );
    const forMe = lowMailsFor(title).filter((m) => m.to.includes(catalogue.email));
    expect(forMe).toHaveLength(2);
    expect(await lowEvents(entry.platformGroupId)).toBe(2);
  });
});
