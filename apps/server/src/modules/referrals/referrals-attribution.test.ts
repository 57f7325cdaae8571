import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReferralListReply, ReferralSettings } from '@store/shared/schemas/referrals';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registration, signedInCustomer, uniqueEmail } from '../../test/factories';
import { loyaltyDeps, storedEvent } from '../../test/kits/loyalty-test-kit';
import {
  getReferrals,
  newReferrer,
  referralHandlers,
  referralProfile,
  REFERRALS_API,
} from '../../test/kits/referrals-test-kit';
import { createTestClient, type TestClient } from '../../test/test-client';
import { attributeReferral } from './referral-ledger.service';
import { DEFAULT_REFERRAL_PROGRAMME } from './referral-programme';

// Who brought whom: the link's cookie, the code at registration, social sign-in and the first
// order, and every referral the programme refuses without telling the friend.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const referrerOf = async (userId: number) => {
  const { rows } = await t.database.pool.query<{ referrer_user_id: number; source: string }>(
    'select referrer_user_id, source from referrals where referred_user_id = $1',
    [userId],
  );
  return rows[0];
};

const userIdOf = async (email: string) => {
  const { rows } = await t.database.pool.query<{ id: number }>(
    'select id from users where email = $1',
    [email],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no user ${email}`);
  return id;
};

/** Registers through the API as a browser would (the client's cookies go along). */
async function registerWith(client: TestClient, referralCode?: string) {
  const body = registration(referralCode === undefined ? {} : { referralCode });
  const res = await client.request({ method: 'POST', url: '/api/v1/auth/register', payload: body });
  expect(res.statusCode).toBe(202);
  await t.app.outbox.drain();
  return userIdOf(body.email);
}

describe('GET /api/v1/referrals/settings', () => {
  it('tells the link parameter, cookie, percent, booster and milestones, cacheable for 300 s', async () => {
    const res = await t.app.inject({ url: `${REFERRALS_API}/settings` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const settings = ReferralSettings.parse(res.json());
    expect(settings.attribution).toEqual({
      queryParam: 'ref',
      cookieName: 'bs_referral',
      cookieDays: 60,
    });
    expect(settings.payout).toEqual({
      percentBp: 500,
      maturityDays: 7,
      windowDays: 365,
      minimumEur: 1000,
    });
    expect(settings.milestones.map((m) => m.buyers)).toEqual([1, 5, 10, 25]);
    expect(settings.booster.maxPercentBp).toBe(1000);
  });

  it('follows the environment', async () => {
    const custom = await buildTestApp({
      REFERRAL_QUERY_PARAM: 'via',
      REFERRAL_COOKIE_NAME: 'friend',
      REFERRAL_PAYOUT_PERCENT_BP: '750',
    });
    try {
      const settings = ReferralSettings.parse(
        (await custom.app.inject({ url: `${REFERRALS_API}/settings` })).json(),
      );
      expect(settings.attribution).toMatchObject({ queryParam: 'via', cookieName: 'friend' });
      expect(settings.payout.percentBp).toBe(750);
    } finally {
      await custom.close();
    }
  });
});

describe('the referral cookie', () => {
  const visit = (url: string, cookie?: string) =>
    t.app.inject({ url, ...(cookie ? { headers: { cookie } } : {}) });
  const referralCookie = (res: Awaited<ReturnType<typeof visit>>) =>
    [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('bs_referral='));

  it('is set by the server from ?ref=, trimmed, for 60 days, SameSite=Lax, path /', async () => {
    const { code } = await newReferrer(t);
    const res = await visit(`/?ref=%20${code.toLowerCase()}%20`);
    expect(referralCookie(res)).toBe(`bs_referral=${code}; Max-Age=5184000; Path=/; SameSite=Lax`);
    // Any page, not only the home page.
    expect(referralCookie(await visit(`/product/some-game?ref=${code}`))).toContain(code);
  });

  it('is not set for an empty, blank or unknown code, nor by API calls', async () => {
    const { code } = await newReferrer(t);
    expect(referralCookie(await visit('/?ref='))).toBeUndefined();
    expect(referralCookie(await visit('/?ref=%20%20%20'))).toBeUndefined();
    expect(referralCookie(await visit('/?ref=NOSUCHCODE'))).toBeUndefined();
    expect(referralCookie(await visit(`/api/v1/health?ref=${code}`))).toBeUndefined();
  });

  it('keeps the first valid code while it lives: a later link does not replace it', async () => {
    const first = await newReferrer(t);
    const second = await newReferrer(t);
    const later = await visit(`/?ref=${second.code}`, `bs_referral=${first.code}`);
    expect(referralCookie(later)).toBeUndefined();
    // A cookie whose code no longer belongs to anyone gives way to a valid one.
    const stale = await visit(`/?ref=${second.code}`, 'bs_referral=GONE2024');
    expect(referralCookie(stale)).toContain(`bs_referral=${second.code}`);
  });
});

describe('attribution at registration', () => {
  it('records the referrer of a code given with the form, once', async () => {
    const referrer = await newReferrer(t);
    const friendId = await registerWith(createTestClient(t.app), `  ${referrer.code}  `);
    expect(await referrerOf(friendId)).toEqual({
      referrer_user_id: referrer.userId,
      source: 'registration',
    });
    const profile = await referralProfile(referrer.client);
    expect(profile.referrals).toBe(1);
    expect(profile.lastReferralAt).not.toBeNull();
    const list = ReferralListReply.parse(await getReferrals(referrer.client, '/me/referrals'));
    expect(list.total).toBe(1);
    expect(list.referrals[0]).toMatchObject({ status: 'registered', earned: [] });
    expect(list.referrals[0]?.email).toMatch(/^c\*\*\*\w@example\.test$/);
  });

  it('takes the code from the cookie when the form sends none', async () => {
    const referrer = await newReferrer(t);
    const client = createTestClient(t.app);
    await client.request({ url: `/?ref=${referrer.code}` });
    expect(client.cookie('bs_referral')).toBe(referrer.code);
    const friendId = await registerWith(client);
    expect((await referrerOf(friendId))?.referrer_user_id).toBe(referrer.userId);
  });

  it('refuses an account of the same inbox, silently', async () => {
    const referrer = await newReferrer(t, { email: `jo.doe.${Date.now()}@gmail.com` });
    const [local = ''] = referrer.email.split('@');
    const body = registration({
      email: `${local.replaceAll('.', '')}+second@googlemail.com`,
      referralCode: referrer.code,
    });
    const res = await createTestClient(t.app).request({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: body,
    });
    expect(res.statusCode).toBe(202);
    await t.app.outbox.drain();
    expect(await referrerOf(await userIdOf(body.email))).toBeUndefined();
  });

  it('records no more than three new referrals from one address a week', async () => {
    const referrer = await newReferrer(t);
    const client = createTestClient(t.app);
    const friends: number[] = [];
    for (let i = 0; i < 4; i += 1) friends.push(await registerWith(client, referrer.code));
    const recorded = await Promise.all(friends.map(referrerOf));
    expect(recorded.map((r) => r?.referrer_user_id)).toEqual([
      referrer.userId,
      referrer.userId,
      referrer.userId,
      undefined,
    ]);
    // Another address is not held back by that one.
    expect(
      await referrerOf(await registerWith(createTestClient(t.app), referrer.code)),
    ).toBeTruthy();
  });

  it('refuses the customer’s own code', async () => {
    const referrer = await newReferrer(t);
    const result = await attributeReferral(
      t.database.db,
      DEFAULT_REFERRAL_PROGRAMME,
      {
        referredUserId: referrer.userId,
        code: referrer.code,
        source: 'firstOrder',
        ipHash: undefined,
        at: new Date(),
      },
      new Date(),
    );
    expect(result).toEqual({ ok: false, failure: { reason: 'own-code' } });
    expect(await referrerOf(referrer.userId)).toBeUndefined();
  });

  it('keeps the first referrer: a second code changes nothing', async () => {
    const first = await newReferrer(t);
    const second = await newReferrer(t);
    const { deps } = loyaltyDeps(t);
    const { friendOf, handlers } = referralHandlers(deps);
    const friend = await friendOf(t, first.code);
    await handlers.attributeRegistration(
      storedEvent('user.registered', {
        userId: friend.userId,
        provider: null,
        referralCode: second.code,
      }),
      deps,
    );
    expect((await referrerOf(friend.userId))?.referrer_user_id).toBe(first.userId);
  });
});

describe('attribution at the first order and by social sign-in', () => {
  it('brings a customer without a referrer who checks out with the cookie', async () => {
    const referrer = await newReferrer(t);
    const { deps } = loyaltyDeps(t);
    const { handlers } = referralHandlers(deps);
    const customer = await signedInCustomer(t);
    const { rows } = await t.database.pool.query<{ public_id: string }>(
      `insert into orders (public_id, user_id, status, currency, rate_micros, subtotal_minor,
         discount_minor, loyalty_level, loyalty_discount_minor, total_minor, expires_at)
       values ($1, $2, 'pending', 'EUR', 1000000, 1000, 0, 1, 0, 1000, now() + interval '15 minutes')
       returning public_id`,
      [`ord_ref_${customer.userId}`, customer.userId],
    );
    const orderId = rows[0]?.public_id ?? '';
    const created = (userId: number) =>
      storedEvent('order.created', {
        orderId,
        userId,
        paymentId: 'pi_test',
        currency: 'EUR',
        totalMinor: 1000,
        expiresAt: new Date().toISOString(),
        lines: [],
        referralCode: referrer.code,
      });
    await handlers.attributeFirstOrder(created(customer.userId), deps);
    expect(await referrerOf(customer.userId)).toEqual({
      referrer_user_id: referrer.userId,
      source: 'firstOrder',
    });
  });

  it('does not bring a customer who has bought before', async () => {
    const referrer = await newReferrer(t);
    const { deps } = loyaltyDeps(t);
    const { handlers, deliver } = referralHandlers(deps);
    const customer = await signedInCustomer(t);
    await deliver(t, customer.userId);
    const later = await deliver(t, customer.userId);
    await handlers.attributeFirstOrder(
      storedEvent('order.created', {
        orderId: later,
        userId: customer.userId,
        paymentId: 'pi_test',
        currency: 'EUR',
        totalMinor: 1000,
        expiresAt: new Date().toISOString(),
        lines: [],
        referralCode: referrer.code,
      }),
      deps,
    );
    expect(await referrerOf(customer.userId)).toBeUndefined();
  });

  it('forgets a registrant’s referral when the address’s owner claims the account', async () => {
    const registrants = await newReferrer(t);
    const owners = await newReferrer(t);
    const { deps } = loyaltyDeps(t);
    const { friendOf, handlers } = referralHandlers(deps);
    const claimed = await friendOf(t, registrants.code, { user: { email: uniqueEmail('claim') } });
    await handlers.attributeClaimedAccount(
      storedEvent('user.claimed', {
        userId: claimed.userId,
        provider: 'google',
        referralCode: owners.code,
      }),
      deps,
    );
    expect(await referrerOf(claimed.userId)).toEqual({
      referrer_user_id: owners.userId,
      source: 'social',
    });
  });
});

describe('who may read referral data', () => {
  it('is described in the OpenAPI document, the customer’s routes behind a session', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json<{
      paths: Record<string, Record<string, { tags?: string[] }>>;
    }>();
    for (const path of [
      '/api/v1/referrals/settings',
      '/api/v1/referrals/me',
      '/api/v1/referrals/me/referrals',
      '/api/v1/referrals/me/earnings',
      '/api/v1/referrals/me/payouts',
      '/api/v1/referrals/me/payouts/{id}',
    ]) {
      expect(Object.values(doc.paths[path] ?? {})[0]?.tags).toEqual(['referrals']);
    }
    expect(doc.paths['/dev/clock']).toBeUndefined();
  });

  it('answers a guest 401 on every own route', async () => {
    for (const path of ['/me', '/me/referrals', '/me/earnings', '/me/payouts']) {
      expect((await t.app.inject({ url: `${REFERRALS_API}${path}` })).statusCode).toBe(401);
    }
  });

  it('answers bad paging, a bad currency or idempotency key with 400 and changes nothing', async () => {
    const { client, userId } = await signedInCustomer(t);
    for (const query of ['page=0', 'limit=51', 'page=abc', 'limit=-1']) {
      const res = await client.request({ url: `${REFERRALS_API}/me/earnings?${query}` });
      expect(res.statusCode).toBe(400);
    }
    const post = (payload: string, headers: Record<string, string> = {}) =>
      client.request({
        method: 'POST',
        url: `${REFERRALS_API}/me/payouts`,
        headers: { 'content-type': 'application/json', ...headers },
        payload,
      });
    expect((await post('{"currency":"eur"}')).statusCode).toBe(400);
    expect((await post('{}')).statusCode).toBe(400);
    expect((await post('not json')).statusCode).toBe(400);
    expect((await post('{"currency":"EUR"}', { 'idempotency-key': 'x' })).statusCode).toBe(400);
    const { rows } = await t.database.pool.query(
      'select 1 from referral_payouts where user_id = $1',
      [userId],
    );
    expect(rows).toEqual([]);
  });

  it('gives each customer one code, the same each time, in a link to the store', async () => {
    const { client } = await signedInCustomer(t);
    const first = await referralProfile(client);
    const again = await referralProfile(client);
    expect(first.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(again.code).toBe(first.code);
    expect(first.link).toBe(`${t.config.publicUrl}/?ref=${first.code}`);
    expect(first).toMatchObject({ payoutPercentBp: 500, referrals: 0, buyers: 0, balances: [] });
  });
});
