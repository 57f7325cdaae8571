import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@store/shared/schemas/reviews';
import { buildTestApp, countRows, type TestApp } from '../test/build-test-app';
import { signedInCustomer } from '../test/factories';
import type { TestClient } from '../test/test-client';

// Security item 11: only customers with a confirmed address write reviews, and a review body
// sets nothing but its own three fields.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** Products nobody else in this file reviews. */
let nextProduct = 60;
const freshProductId = () => nextProduct++;

const post = (client: TestClient, payload: object) =>
  client.request({ method: 'POST', url: '/api/v1/product/reviews', payload });

const reviewsOf = async (userId: number) =>
  (
    await t.database.pool.query<{ n: number }>(
      'select count(*)::int as n from reviews where user_id = $1',
      [userId],
    )
  ).rows[0]?.n;

describe('writing a review', () => {
  it('is refused with 403 to a customer whose e-mail is not verified', async () => {
    const { client, userId } = await signedInCustomer(t, { emailVerified: false });
    const res = await post(client, {
      productId: String(freshProductId()),
      rating: 5,
      comment: 'Best shop ever, buy here!',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: REVIEW_MESSAGES.emailUnverified,
      code: 'EMAIL_UNVERIFIED',
    });
    expect(await reviewsOf(userId)).toBe(0);
  });

  it('is open to a verified customer', async () => {
    const { client, userId } = await signedInCustomer(t);
    const res = await post(client, {
      productId: String(freshProductId()),
      rating: 4,
      comment: 'Key arrived at once.',
    });
    expect(res.statusCode).toBe(201);
    expect(await reviewsOf(userId)).toBe(1);
  });

  it('refuses unknown fields with 400 and stores nothing', async () => {
    const { client } = await signedInCustomer(t);
    const before = await countRows(t, 'reviews');
    for (const extra of [
      { verifiedPurchase: true },
      { authorName: 'Store Staff' },
      { userId: 1 },
      { createdAt: '2001-01-01T00:00:00Z' },
    ]) {
      const res = await post(client, {
        productId: String(freshProductId()),
        rating: 5,
        comment: 'Looks legitimate.',
        ...extra,
      });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json(), JSON.stringify(extra)).toMatchObject({ code: 'VALIDATION_ERROR' });
      expect(res.json<{ message: string }>().message).toMatch(/unrecognized key/i);
    }
    expect(await countRows(t, 'reviews')).toBe(before);
  });
});
