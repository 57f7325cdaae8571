import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralShareMinor } from '@store/shared/rules/referrals';
import { splitVat, vatRateFor } from '@store/shared/rules/vat';
import {
  ReferralEarningsReply,
  ReferralListReply,
  ReferralPayout,
  ReferralPayoutsReply,
} from '@store/shared/schemas/referrals';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import {
  deliveredEvent,
  insertDeliveredOrder,
  loyaltyDeps,
  storedEvent,
} from '../../test/kits/loyalty-test-kit';
import {
  askPayout,
  earningsOf,
  getReferrals,
  ledgerBalances,
  newReferrer,
  referralHandlers,
  referralProfile,
  REFERRALS_API,
  unbalancedMovements,
} from '../../test/kits/referrals-test-kit';
import { decidePayout, matureDueEarnings } from './referral-ledger.service';
import { DEFAULT_REFERRAL_PROGRAMME } from './referral-programme';

// The programme's money: what a friend's order earns, maturity after the refund window,
// refunds before and after it, payouts, and a ledger whose sums are the balances shown.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 86_400_000;
const later = (days: number) => new Date(Date.now() + days * DAY_MS);
/** The share of an order of `total` from a buyer in Switzerland (VAT 8.1 %), at `bp`. */
const shareOf = (total: number, bp = 500) =>
  referralShareMinor(splitVat(total, vatRateFor('CH')).netMinor, bp);

async function programmeWithFriend() {
  const referrer = await newReferrer(t);
  const { deps } = loyaltyDeps(t);
  const kit = referralHandlers(deps);
  const friend = await kit.friendOf(t, referrer.code);
  return { referrer, friend, deps, ...kit };
}

describe('earning from a friend’s order', () => {
  it('earns the percent of the net amount, pending until the refund window closes', async () => {
    const { referrer, friend, deliver } = await programmeWithFriend();
    await deliver(t, friend.userId, { totalMinor: 2000 });
    const [earning] = await earningsOf(t, referrer.userId);
    // €20.00 with 8.1 % VAT is €18.50 net; 5 % of it is 92.5 cents, rounded down.
    expect(earning).toMatchObject({ net: 1850, percent_bp: 500, amount: 92, matured_at: null });
    expect(shareOf(2000)).toBe(92);
    const profile = await referralProfile(referrer.client);
    expect(profile.balances).toEqual([
      {
        currency: 'EUR',
        pending: 92,
        unpaid: 0,
        requested: 0,
        paid: 0,
        lifetime: 92,
        minimumPayout: 1000,
        canRequestPayout: false,
      },
    ]);
    expect(profile.buyers).toBe(1);
    const { earnings } = ReferralEarningsReply.parse(
      await getReferrals(referrer.client, '/me/earnings'),
    );
    expect(earnings).toHaveLength(1);
    expect(earnings[0]).toMatchObject({ amount: 92, netAmount: 1850, status: 'pending' });
    const list = ReferralListReply.parse(await getReferrals(referrer.client, '/me/referrals'));
    expect(list.referrals[0]).toMatchObject({
      status: 'buyer',
      earned: [{ currency: 'EUR', amount: 92 }],
    });
    expect(await ledgerBalances(t, referrer.userId)).toEqual({
      'EUR:store': -92,
      'EUR:pending': 92,
    });
    expect(await unbalancedMovements(t)).toEqual([]);
  });

  it('earns once per order, however often the delivery is announced', async () => {
    const { referrer, friend, deps, handlers, deliver } = await programmeWithFriend();
    const orderId = await deliver(t, friend.userId);
    await handlers.recordDeliveredOrder(deliveredEvent(orderId, friend.userId), deps);
    await handlers.recordDeliveredOrder(deliveredEvent(orderId, friend.userId), deps);
    expect(await earningsOf(t, referrer.userId)).toHaveLength(1);
  });

  it('keeps each currency apart', async () => {
    const { referrer, friend, deliver } = await programmeWithFriend();
    await deliver(t, friend.userId, { totalMinor: 2000 });
    await deliver(t, friend.userId, { totalMinor: 2500, currency: 'USD', rateMicros: 1_080_000 });
    const profile = await referralProfile(referrer.client);
    expect(profile.balances.map((b) => [b.currency, b.pending])).toEqual([
      ['EUR', 92],
      ['USD', shareOf(2500, 550)],
    ]);
  });

  it('raises the percent after a milestone and at a higher loyalty level', async () => {
    const { referrer, friend, friendOf, deliver } = await programmeWithFriend();
    await deliver(t, friend.userId, { totalMinor: 10_000 });
    // One buyer reached First Ally: +0.5 point for the next order.
    const second = await friendOf(t, referrer.code);
    await deliver(t, second.userId, { totalMinor: 10_000 });
    // Elite Raider (level 3, 750 XP) adds another 0.5 point.
    await t.database.pool.query(
      `insert into loyalty_points (user_id, kind, xp, source_key, created_at)
       values ($1, 'quest', 750, $2, now())`,
      [referrer.userId, `test-xp:${referrer.userId}`],
    );
    await deliver(t, second.userId, { totalMinor: 10_000 });
    expect((await earningsOf(t, referrer.userId)).map((e) => e.percent_bp)).toEqual([
      500, 550, 600,
    ]);
    const profile = await referralProfile(referrer.client);
    expect(profile).toMatchObject({ payoutPercentBp: 600, buyers: 2 });
    expect(profile.booster).toEqual({
      baseBp: 500,
      levelBoostBp: 50,
      milestoneBoostBp: 50,
      level: 3,
    });
    expect(profile.nextMilestone).toEqual({ buyers: 5, remaining: 3 });
  });

  it('earns nothing for orders paid after the programme’s window', async () => {
    const referrer = await newReferrer(t);
    const { deps } = loyaltyDeps(t);
    const { friendOf, deliver } = referralHandlers(deps, {
      ...DEFAULT_REFERRAL_PROGRAMME,
      windowDays: 30,
    });
    const friend = await friendOf(t, referrer.code);
    await deliver(t, friend.userId, { deliveredAt: later(31) });
    expect(await earningsOf(t, referrer.userId)).toEqual([]);
    await deliver(t, friend.userId, { deliveredAt: later(29) });
    expect(await earningsOf(t, referrer.userId)).toHaveLength(1);
  });

  it('earns from orders delivered before the referral was recorded', async () => {
    const referrer = await newReferrer(t);
    const { deps } = loyaltyDeps(t);
    const { handlers, deliver } = referralHandlers(deps);
    const friend = await signedInCustomer(t);
    await deliver(t, friend.userId, { totalMinor: 2000 });
    await handlers.attributeRegistration(
      storedEvent('user.registered', {
        userId: friend.userId,
        provider: null,
        referralCode: referrer.code,
      }),
      deps,
    );
    expect((await earningsOf(t, referrer.userId)).map((e) => e.amount)).toEqual([92]);
  });

  it('gives nothing to a customer who was not referred', async () => {
    const { deps } = loyaltyDeps(t);
    const { deliver } = referralHandlers(deps);
    const loner = await signedInCustomer(t);
    await deliver(t, loner.userId);
    const { rows } = await t.database.pool.query(
      'select 1 from referral_earnings where referred_user_id = $1',
      [loner.userId],
    );
    expect(rows).toEqual([]);
  });
});

describe('maturity', () => {
  it('makes an earning available once its order’s refund window has closed', async () => {
    const { referrer, friend, deliver } = await programmeWithFriend();
    await deliver(t, friend.userId, { totalMinor: 2000 });
    await matureDueEarnings(t.database.db, later(6));
    expect((await referralProfile(referrer.client)).balances[0]?.pending).toBe(92);
    await matureDueEarnings(t.database.db, later(8));
    const [balance] = (await referralProfile(referrer.client)).balances;
    expect(balance).toMatchObject({ pending: 0, unpaid: 92, lifetime: 92 });
    const { earnings } = ReferralEarningsReply.parse(
      await getReferrals(referrer.client, '/me/earnings'),
    );
    expect(earnings[0]?.status).toBe('unpaid');
  });

  it('moves each earning once when three workers mature at the same time', async () => {
    const { referrer, friend, friendOf, deliver } = await programmeWithFriend();
    const second = await friendOf(t, referrer.code);
    for (let i = 0; i < 12; i += 1) {
      await deliver(t, i % 2 === 0 ? friend.userId : second.userId, { totalMinor: 2000 + i });
    }
    const earnings = await earningsOf(t, referrer.userId);
    const total = earnings.reduce((sum, e) => sum + e.amount, 0);
    const runs = await Promise.all([1, 2, 3].map(() => matureDueEarnings(t.database.db, later(8))));
    // Other tests' earnings may mature in the same runs; ours are each moved by exactly one.
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(12);
    const { rows } = await t.database.pool.query<{ n: number }>(
      `select count(*)::int as n from referral_ledger
       where user_id = $1 and txn_key like 'mature:%'`,
      [referrer.userId],
    );
    expect(rows[0]?.n).toBe(24);
    expect(await ledgerBalances(t, referrer.userId)).toEqual({
      'EUR:store': -total,
      'EUR:pending': 0,
      'EUR:unpaid': total,
    });
    const [balance] = (await referralProfile(referrer.client)).balances;
    expect(balance).toMatchObject({ pending: 0, unpaid: total, lifetime: total });
    expect(await unbalancedMovements(t)).toEqual([]);
  });
});

describe('refunds', () => {
  it('cancel a pending earning: nothing is left to anyone', async () => {
    const { referrer, friend, refund, deliver } = await programmeWithFriend();
    const orderId = await deliver(t, friend.userId, { totalMinor: 2000 });
    await refund(t, orderId, friend.userId);
    await refund(t, orderId, friend.userId);
    await matureDueEarnings(t.database.db, later(8));
    const [balance] = (await referralProfile(referrer.client)).balances;
    expect(balance).toMatchObject({ pending: 0, unpaid: 0, lifetime: 0 });
    expect((await earningsOf(t, referrer.userId))[0]?.cancelled_at).not.toBeNull();
    const profile = await referralProfile(referrer.client);
    expect(profile.buyers).toBe(0);
    expect(await unbalancedMovements(t)).toEqual([]);
  });

  it('reverse a matured earning with an entry of its own', async () => {
    const { referrer, friend, refund, deliver } = await programmeWithFriend();
    const orderId = await deliver(t, friend.userId, { totalMinor: 2000 });
    await matureDueEarnings(t.database.db, later(8));
    await refund(t, orderId, friend.userId);
    const [balance] = (await referralProfile(referrer.client)).balances;
    expect(balance).toMatchObject({ pending: 0, unpaid: 0, lifetime: 0 });
    const { rows } = await t.database.pool.query<{ txn_key: string }>(
      `select distinct txn_key from referral_ledger where user_id = $1 order by txn_key`,
      [referrer.userId],
    );
    expect(rows.map((r) => r.txn_key.split(':')[0])).toEqual(['earn', 'mature', 'reverse']);
    const { earnings } = ReferralEarningsReply.parse(
      await getReferrals(referrer.client, '/me/earnings'),
    );
    expect(earnings[0]?.status).toBe('reversed');
  });

  it('give nothing for an order refunded before its delivery was announced', async () => {
    const { referrer, friend, deps, handlers } = await programmeWithFriend();
    const orderId = await insertDeliveredOrder(t, friend.userId);
    await t.database.pool.query(`update orders set refunded_at = now() where public_id = $1`, [
      orderId,
    ]);
    await handlers.recordDeliveredOrder(deliveredEvent(orderId, friend.userId), deps);
    expect(await earningsOf(t, referrer.userId)).toEqual([]);
  });
});

describe('payouts', () => {
  /** A referrer whose friend's order of `totalMinor` euro cents has matured. */
  async function referrerWithAvailable(totalMinor: number) {
    const setup = await programmeWithFriend();
    await setup.deliver(t, setup.friend.userId, { totalMinor });
    await matureDueEarnings(t.database.db, later(8));
    return setup;
  }

  it('refuses a balance below the minimum and a currency without earnings', async () => {
    const { referrer } = await referrerWithAvailable(2000);
    const below = await askPayout(referrer.client, 'EUR');
    expect(below.statusCode).toBe(400);
    expect(below.json()).toMatchObject({
      message: 'Your available balance is below the minimum payout.',
      code: 'PAYOUT_BELOW_MINIMUM',
    });
    const other = await askPayout(referrer.client, 'GBP');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ message: 'Choose a currency you have earned in.' });
    const bad = await askPayout(referrer.client, 'euro');
    expect(bad.statusCode).toBe(400);
    const { rows } = await t.database.pool.query(
      'select 1 from referral_payouts where user_id = $1',
      [referrer.userId],
    );
    expect(rows).toEqual([]);
  });

  it('moves the whole available balance to a payout, then to paid by finance', async () => {
    const { referrer } = await referrerWithAvailable(30_000);
    const amount = shareOf(30_000);
    expect((await referralProfile(referrer.client)).balances[0]?.canRequestPayout).toBe(true);
    const res = await askPayout(referrer.client, 'EUR', 'payout-key-0001');
    expect(res.statusCode).toBe(201);
    const payout = ReferralPayout.parse(res.json());
    expect(payout).toMatchObject({ currency: 'EUR', amount, status: 'requested', paidAt: null });
    const repeat = await askPayout(referrer.client, 'EUR', 'payout-key-0001');
    expect(ReferralPayout.parse(repeat.json())._id).toBe(payout._id);
    expect((await referralProfile(referrer.client)).balances[0]).toMatchObject({
      unpaid: 0,
      requested: amount,
      lifetime: amount,
      canRequestPayout: false,
    });
    const paid = await decidePayout(t.database.db, payout._id, 'paid', new Date());
    expect(paid).toMatchObject({ ok: true, value: { status: 'paid' } });
    const again = await decidePayout(t.database.db, payout._id, 'paid', new Date());
    expect(again).toMatchObject({ ok: false, failure: { reason: 'payout-settled' } });
    expect((await referralProfile(referrer.client)).balances[0]).toMatchObject({
      pending: 0,
      unpaid: 0,
      requested: 0,
      paid: amount,
      lifetime: amount,
    });
    const { earnings } = ReferralEarningsReply.parse(
      await getReferrals(referrer.client, '/me/earnings'),
    );
    expect(earnings[0]?.status).toBe('paid');
    const { payouts } = ReferralPayoutsReply.parse(
      await getReferrals(referrer.client, '/me/payouts'),
    );
    expect(payouts[0]).toMatchObject({ _id: payout._id, status: 'paid' });
    expect(await unbalancedMovements(t)).toEqual([]);
  });

  it('gives a rejected payout back to the available balance', async () => {
    const { referrer } = await referrerWithAvailable(30_000);
    const payout = ReferralPayout.parse((await askPayout(referrer.client, 'EUR')).json());
    const rejected = await decidePayout(t.database.db, payout._id, 'rejected', new Date());
    expect(rejected.ok).toBe(true);
    expect((await referralProfile(referrer.client)).balances[0]).toMatchObject({
      unpaid: shareOf(30_000),
      requested: 0,
      canRequestPayout: true,
    });
  });

  it('pays a balance once when fifty requests arrive at the same time', async () => {
    const { referrer } = await referrerWithAvailable(30_000);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => askPayout(referrer.client, 'EUR')),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(1);
    expect(codes.filter((code) => code === 400)).toHaveLength(49);
    expect(await ledgerBalances(t, referrer.userId)).toMatchObject({
      'EUR:unpaid': 0,
      'EUR:payout': shareOf(30_000),
    });
  });

  it('keeps every customer’s payouts their own (404)', async () => {
    const { referrer } = await referrerWithAvailable(30_000);
    const payout = ReferralPayout.parse((await askPayout(referrer.client, 'EUR')).json());
    const own = await referrer.client.request({ url: `${REFERRALS_API}/me/payouts/${payout._id}` });
    expect(own.statusCode).toBe(200);
    const stranger = await signedInCustomer(t);
    const theirs = await stranger.client.request({
      url: `${REFERRALS_API}/me/payouts/${payout._id}`,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: 'Payout not found.' });
    const strangerProfile = await referralProfile(stranger.client);
    expect(strangerProfile.balances).toEqual([]);
    const { earnings } = ReferralEarningsReply.parse(
      await getReferrals(stranger.client, '/me/earnings'),
    );
    expect(earnings).toEqual([]);
  });
});
