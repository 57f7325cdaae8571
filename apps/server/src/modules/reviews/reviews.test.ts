import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewList, ReviewReply } from '@store/shared/schemas/reviews';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import { createTestClient, type TestClient } from '../../test/test-client';
import { reviewAuthorName } from './reviews.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** A product nobody else in this file reviews, so counts stay exact. */
let nextProduct = 30;
const freshProductId = () => nextProduct++;

/** A customer with a verified e-mail, as writing a review requires. */
async function signedIn(overrides: Parameters<typeof signedInCustomer>[1] = {}) {
  const { client, userId } = await signedInCustomer(t, overrides);
  return { client, userId };
}

const post = (client: TestClient, payload: unknown) =>
  client.request({ method: 'POST', url: '/api/v1/product/reviews', payload: payload as object });

async function storedReviews(productId: number, userId: number) {
  const { rows } = await t.database.pool.query<{ comment: string; rating: number }>(
    'select comment, rating from reviews where product_id = $1 and user_id = $2',
    [productId, userId],
  );
  return rows;
}

describe('POST /api/v1/product/reviews', () => {
  it('stores a signed-in customer’s review under first name and last initial', async () => {
    const { client, userId } = await signedIn({ firstName: 'Ada', lastName: 'lovelace' });
    const productId = freshProductId();
    const res = await post(client, {
      productId: String(productId),
      rating: 4,
      comment: '  Great value, instant key.  ',
    });
    expect(res.statusCode).toBe(201);
    const { review, replaced } = ReviewReply.parse(res.json());
    expect(replaced).toBe(false);
    expect(review).toMatchObject({
      productId: String(productId),
      user: 'Ada L.',
      rating: 4,
      comment: 'Great value, instant key.',
      verifiedPurchase: false,
      own: true,
    });
    expect(await storedReviews(productId, userId)).toEqual([
      { comment: 'Great value, instant key.', rating: 4 },
    ]);
  });

  it('replaces the customer’s earlier review of the same product', async () => {
    const { client, userId } = await signedIn();
    const productId = freshProductId();
    expect(
      (await post(client, { productId, rating: 2, comment: 'First thoughts' })).statusCode,
    ).toBe(201);
    const second = await post(client, { productId, rating: 5, comment: 'Changed my mind!' });
    expect(second.statusCode).toBe(200);
    expect(ReviewReply.parse(second.json())).toMatchObject({
      replaced: true,
      review: { rating: 5, comment: 'Changed my mind!' },
    });
    expect(await storedReviews(productId, userId)).toEqual([
      { comment: 'Changed my mind!', rating: 5 },
    ]);
    const list = ReviewList.parse(
      (await client.request({ url: `/api/v1/product/reviews/${productId}` })).json(),
    );
    expect(list.reviews.filter((r) => r.own)).toHaveLength(1);
  });

  it('keeps markup in a comment as the exact text it is', async () => {
    const { client, userId } = await signedIn();
    const productId = freshProductId();
    const comment = `<script>alert("x")</script> & <b>bold</b> 'quoted' <!-- -->`;
    const res = await post(client, { productId, rating: 3, comment });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ review: { comment: string } }>().review.comment).toBe(comment);
    expect(res.body).toContain(JSON.stringify(comment).slice(1, -1));
    expect((await storedReviews(productId, userId))[0]?.comment).toBe(comment);
    const list = ReviewList.parse(
      (await t.app.inject(`/api/v1/product/reviews/${productId}`)).json(),
    );
    expect(list.reviews.find((r) => r.comment === comment)).toBeDefined();
  });

  it.each([
    ['rating 0', { rating: 0 }],
    ['rating 6', { rating: 6 }],
    ['rating 2.5', { rating: 2.5 }],
    ['rating as text', { rating: '5' }],
    ['no rating', { rating: undefined }],
    ['a blank comment', { comment: '   ' }],
    ['a two-letter comment', { comment: ' ok ' }],
    ['a comment over 2000 characters', { comment: 'x'.repeat(2001) }],
    ['a non-numeric product id', { productId: 'abc' }],
    ['no product id', { productId: undefined }],
  ])('refuses %s with 400', async (_name, change) => {
    const { client, userId } = await signedIn();
    const productId = freshProductId();
    const res = await post(client, { productId, rating: 4, comment: 'Works fine', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await storedReviews(productId, userId)).toEqual([]);
  });

  it('names the rule in the message', async () => {
    const { client } = await signedIn();
    const res = await post(client, {
      productId: freshProductId(),
      rating: 9,
      comment: 'Works fine',
    });
    expect(res.json<{ message: string }>().message).toBe(
      'Rating must be a whole number from 1 to 5.',
    );
  });

  it('accepts exactly 2000 characters', async () => {
    const { client } = await signedIn();
    const res = await post(client, {
      productId: freshProductId(),
      rating: 1,
      comment: 'y'.repeat(2000),
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers 404 for an unknown product', async () => {
    const { client } = await signedIn();
    const res = await post(client, { productId: 999999, rating: 4, comment: 'Works fine' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Product not found' });
  });

  it('refuses a guest with 401', async () => {
    const guest = createTestClient(t.app);
    const res = await post(guest, {
      productId: freshProductId(),
      rating: 4,
      comment: 'Works fine',
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a cookie session without the CSRF token', async () => {
    const { client } = await signedIn();
    const res = await client.request({
      method: 'POST',
      url: '/api/v1/product/reviews',
      payload: { productId: freshProductId(), rating: 4, comment: 'Works fine' },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/v1/product/reviews/{productId}', () => {
  it('pages the reviews newest first with the average and count of all', async () => {
    const productId = freshProductId();
    const ratings = [5, 3, 4];
    for (const [i, rating] of ratings.entries()) {
      const { client } = await signedIn({ firstName: `Reviewer${i}` });
      expect(
        (await post(client, { productId, rating, comment: `Review number ${i}` })).statusCode,
      ).toBe(201);
    }
    const { rows } = await t.database.pool.query<{ n: number; avg: number }>(
      'select count(*)::int as n, round(avg(rating), 1)::float8 as avg from reviews where product_id = $1',
      [productId],
    );
    const res = await t.app.inject(`/api/v1/product/reviews/${productId}?pageSize=2`);
    expect(res.statusCode).toBe(200);
    const first = ReviewList.parse(res.json());
    expect(first).toMatchObject({ count: rows[0]?.n, average: rows[0]?.avg, page: 1, pageSize: 2 });
    expect(first.reviews).toHaveLength(2);
    expect(first.reviews[0]?.comment).toBe('Review number 2');
    expect(first.reviews.every((r) => !r.own)).toBe(true);
    const dates = first.reviews.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = ReviewList.parse(
      (await t.app.inject(`/api/v1/product/reviews/${productId}?pageSize=2&page=2`)).json(),
    );
    expect(second.reviews[0]?._id).not.toBe(first.reviews[1]?._id);
  });

  it('refuses a bad id or page with 400 and an unknown product with 404', async () => {
    for (const url of [
      '/reviews/abc',
      '/reviews/1?pageSize=51',
      '/reviews/1?pageSize=0',
      '/reviews/1?page=x',
    ]) {
      expect((await t.app.inject(`/api/v1/product${url}`)).statusCode, url).toBe(400);
    }
    expect((await t.app.inject('/api/v1/product/reviews/999999')).statusCode).toBe(404);
  });
});

describe('reviewAuthorName', () => {
  it.each([
    [{ firstName: 'Ada', lastName: 'Lovelace' }, 'Ada L.'],
    [{ firstName: ' Élodie ', lastName: 'élan' }, 'Élodie É.'],
    [{ firstName: 'Ada', lastName: null }, 'Ada'],
    [{ firstName: 'Unknown', lastName: 'Lovelace' }, 'BigKeys customer L.'],
    [{ firstName: null, lastName: 'Unknown' }, 'BigKeys customer'],
  ])('%j → %s', (user, expected) => {
    expect(reviewAuthorName(user)).toBe(expected);
  });
});
