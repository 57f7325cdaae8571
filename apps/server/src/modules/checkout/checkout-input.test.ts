import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@store/shared/schemas/checkout';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer, stockedPlatformGroup } from '../../test/factories';
import {
  checkoutRowCounts,
  INTENT_URL,
  keyStatuses,
  newKey,
  putIntent,
} from '../../test/kits/checkout-test-kit';

let t: TestApp;
let group: { productId: number; platformGroupId: number };
let otherGroup: { productId: number; platformGroupId: number };
beforeAll(async () => {
  t = await buildTestApp();
  group = await stockedPlatformGroup(t, { priceMinor: 1999, keys: 3 });
  otherGroup = await stockedPlatformGroup(t, { priceMinor: 2999, keys: 3 });
});
afterAll(async () => {
  await t.close();
});

type Case = [label: string, body: () => unknown, status: number, key?: string | null];
const withLine = (overrides: Record<string, unknown>) => () => ({
  lines: [
    {
      productId: group.productId,
      platformGroupId: group.platformGroupId,
      quantity: 1,
      ...overrides,
    },
  ],
});

const CASES: Case[] = [
  ['quantity 0', withLine({ quantity: 0 }), 400],
  ['quantity -1', withLine({ quantity: -1 }), 400],
  ['quantity 4 (over the cap of 3)', withLine({ quantity: 4 }), 400],
  ['quantity 1.5', withLine({ quantity: 1.5 }), 400],
  [
    'quantity 1e9',
    () =>
      `{"lines":[{"productId":${group.productId},"platformGroupId":${group.platformGroupId},"quantity":1e9}]}`,
    400,
  ],
  ['quantity "x"', withLine({ quantity: 'x' }), 400],
  ['quantity "2" as a string', withLine({ quantity: '2' }), 400],
  ['quantity null', withLine({ quantity: null }), 400],
  ['no quantity', withLine({ quantity: undefined }), 400],
  ['an unknown product', withLine({ productId: 2_000_000_000 }), 404],
  ['a product id beyond any row', withLine({ productId: '999999999999' }), 404],
  ['a product id that is not a number', withLine({ productId: 'abc' }), 400],
  ['an unknown platform group', withLine({ platformGroupId: 2_000_000_000 }), 400],
  ['a platform group id beyond any row', withLine({ platformGroupId: 99_999_999_999 }), 400],
  ['a negative platform group id', withLine({ platformGroupId: -5 }), 400],
  [
    'a platform group of another product',
    () => ({
      lines: [
        { productId: otherGroup.productId, platformGroupId: group.platformGroupId, quantity: 1 },
      ],
    }),
    400,
  ],
  ['empty lines', () => ({ lines: [] }), 400],
  ['no lines', () => ({}), 400],
  ['lines that are not a list', () => ({ lines: 'all of them' }), 400],
  ['a body that is a list', () => [], 400],
  ['a body that is not JSON', () => '{"lines": [', 400],
  [
    'duplicate lines',
    () => ({
      lines: [
        { productId: group.productId, platformGroupId: group.platformGroupId, quantity: 1 },
        { productId: group.productId, platformGroupId: group.platformGroupId, quantity: 2 },
      ],
    }),
    400,
  ],
  [
    'more lines than a cart holds',
    () => ({
      lines: Array.from({ length: 26 }, (_, i) => ({
        productId: group.productId,
        platformGroupId: group.platformGroupId + i,
        quantity: 1,
      })),
    }),
    400,
  ],
  ['a huge body', () => ({ ...withLine({})(), note: 'x'.repeat(200_000) }), 400],
  ['no idempotency key', withLine({}), 400, null],
  ['a short idempotency key', withLine({}), 400, 'abc'],
  ['an idempotency key with spaces', withLine({}), 400, 'not a valid key at all'],
  ['an idempotency key too long', withLine({}), 400, 'k'.repeat(129)],
];

describe('create payment intent with bad input', () => {
  it.each(CASES)('refuses %s and changes nothing', async (_label, body, status, key) => {
    // A fresh customer per case, so the failure limit never answers in its place.
    const { client } = await signedInCustomer(t);
    const before = await checkoutRowCounts(t);
    const res = await putIntent(client, body(), key === undefined ? newKey() : key);
    expect(res.statusCode, res.body).toBe(status);
    const reply = res.json<{ message: string; code: string }>();
    expect(reply.message).toEqual(expect.any(String));
    expect(reply.code).not.toBe('INTERNAL_ERROR');
    expect(await checkoutRowCounts(t)).toEqual(before);
    expect(await keyStatuses(t, group.platformGroupId)).toEqual({
      available: 3,
      reserved: 0,
      sold: 0,
    });
  });

  it('names the problem: quantity over the cap gets the cart tooltip text', async () => {
    const { client } = await signedInCustomer(t);
    const res = await putIntent(client, withLine({ quantity: 4 })());
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Maximum of 3 products allowed',
    });
  });

  it('names a platform group that is not the product’s own', async () => {
    const { client } = await signedInCustomer(t);
    const res = await putIntent(client, {
      lines: [
        { productId: otherGroup.productId, platformGroupId: group.platformGroupId, quantity: 1 },
      ],
    });
    expect(res.json()).toEqual({
      message: 'Platform not found in product data',
      code: 'PLATFORM_GROUP_MISMATCH',
    });
  });
});

describe('bad input in German', () => {
  it('names the problem in the request’s language', async () => {
    const { client } = await signedInCustomer(t);
    const put = (payload: unknown, key: string) =>
      client.request({
        method: 'PUT',
        url: INTENT_URL,
        headers: { 'accept-language': 'de', [IDEMPOTENCY_HEADER]: key },
        payload: payload as object,
      });
    const tooMany = await put(withLine({ quantity: 4 })(), newKey());
    expect(tooMany.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Maximal 3 Produkte erlaubt',
    });
    const shortKey = await put(withLine({})(), 'short');
    expect(shortKey.statusCode).toBe(400);
    expect(shortKey.json()).toMatchObject({
      message: 'Der Idempotenzschlüssel muss 8 bis 128 Zeichen lang sein',
    });
  });
});
