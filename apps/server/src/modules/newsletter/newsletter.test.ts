import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DUPLICATE_SUBSCRIPTION_CODE,
  FormReply,
  NEWSLETTER_MESSAGES,
} from '@store/shared/schemas/contact';
import { buildTestApp, countRows, type TestApp } from '../../test/build-test-app';
import { registerCustomer, uniqueEmail } from '../../test/factories';
import { createTestClient, type TestClient } from '../../test/test-client';
import { NEWSLETTER_LIMIT } from './newsletter.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const URL = '/api/v1/email/subscribe';
const subscribe = (client: TestClient, payload: unknown) =>
  client.request({ method: 'POST', url: URL, payload: payload as object });

async function subscriptionOf(email: string) {
  const { rows } = await t.database.pool.query<{ email: string; user_id: number | null }>(
    'select email, user_id from newsletter_subscriptions where lower(email) = lower($1)',
    [email],
  );
  return rows;
}

describe('POST /api/v1/email/subscribe', () => {
  it('subscribes a guest', async () => {
    const email = uniqueEmail();
    const res = await subscribe(createTestClient(t.app), { email: `  ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(201);
    expect(FormReply.parse(res.json())).toEqual({ message: NEWSLETTER_MESSAGES.subscribed });
    expect(await subscriptionOf(email)).toEqual([{ email, user_id: null }]);
  });

  it('refuses the same address again, in any letter case', async () => {
    const email = uniqueEmail();
    expect((await subscribe(createTestClient(t.app), { email })).statusCode).toBe(201);
    const before = await countRows(t, 'newsletter_subscriptions');
    const again = await subscribe(createTestClient(t.app), { email: email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: NEWSLETTER_MESSAGES.duplicate,
      code: DUPLICATE_SUBSCRIPTION_CODE,
    });
    expect(await countRows(t, 'newsletter_subscriptions')).toBe(before);
  });

  it('lets exactly one of two racing sign-ups for one address through', async () => {
    const email = uniqueEmail();
    const [a, b] = [createTestClient(t.app), createTestClient(t.app)];
    await Promise.all([a.request({ url: '/api/v1/health' }), b.request({ url: '/api/v1/health' })]);
    const replies = await Promise.all([subscribe(a, { email }), subscribe(b, { email })]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await subscriptionOf(email)).toHaveLength(1);
  });

  it("links the signed-in customer's own id and ignores anyone else's", async () => {
    const client = createTestClient(t.app);
    const { userId } = await registerCustomer(client);
    const other = await registerCustomer(createTestClient(t.app));

    const own = uniqueEmail();
    expect((await subscribe(client, { email: own, userId })).statusCode).toBe(201);
    expect(await subscriptionOf(own)).toEqual([{ email: own, user_id: Number(userId) }]);

    const foreign = uniqueEmail();
    expect((await subscribe(client, { email: foreign, userId: other.userId })).statusCode).toBe(
      201,
    );
    expect(await subscriptionOf(foreign)).toEqual([{ email: foreign, user_id: null }]);

    const guest = uniqueEmail();
    expect((await subscribe(createTestClient(t.app), { email: guest, userId })).statusCode).toBe(
      201,
    );
    expect(await subscriptionOf(guest)).toEqual([{ email: guest, user_id: null }]);
  });

  it.each([
    ['an empty address', { email: '' }],
    ['only spaces', { email: '   ' }],
    ['no @', { email: 'someone.example.test' }],
    ['no domain', { email: 'someone@' }],
    ['a number', { email: 42 }],
    ['null', { email: null }],
    ['a missing address', { userId: '1' }],
    ['an overlong address', { email: `${'a'.repeat(250)}@example.test` }],
  ])("answers 'Invalid Email' for %s", async (_case, payload) => {
    const before = await countRows(t, 'newsletter_subscriptions');
    const res = await subscribe(createTestClient(t.app), payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: NEWSLETTER_MESSAGES.invalidEmail,
      code: 'VALIDATION_ERROR',
    });
    expect(await countRows(t, 'newsletter_subscriptions')).toBe(before);
  });

  it.each([
    ['an empty body', {}],
    ['an array', []],
    ['an unknown field', { email: 'extra@example.test', role: 'admin' }],
    ['a numeric userId', { email: 'typed@example.test', userId: 7 }],
    ['a 10 MB string', { email: `${'x'.repeat(10 * 1024 * 1024)}@example.test` }],
  ])('refuses %s with 400 and stores nothing', async (_case, payload) => {
    const before = await countRows(t, 'newsletter_subscriptions');
    const res = await subscribe(createTestClient(t.app), payload);
    expect(res.statusCode).toBe(400);
    expect(await countRows(t, 'newsletter_subscriptions')).toBe(before);
  });

  it('limits sign-ups per IP address with 429', async () => {
    const client = createTestClient(t.app);
    for (let i = 0; i < NEWSLETTER_LIMIT.limit; i++) {
      expect((await subscribe(client, { email: uniqueEmail() })).statusCode).toBe(201);
    }
    const before = await countRows(t, 'newsletter_subscriptions');
    const res = await subscribe(client, { email: uniqueEmail() });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countRows(t, 'newsletter_subscriptions')).toBe(before);
    // Another visitor is not held back by this one.
    expect((await subscribe(createTestClient(t.app), { email: uniqueEmail() })).statusCode).toBe(
      201,
    );
  });
});
