import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminPayoutDetail,
  AdminPayoutsReply,
  ReferralPayout,
} from '@store/shared/schemas/referrals';
import { AuditReply } from '@store/shared/schemas/staff';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { loyaltyDeps } from '../../test/kits/loyalty-test-kit';
import {
  askPayout,
  newReferrer,
  referralHandlers,
  referralProfile,
} from '../../test/kits/referrals-test-kit';
import { ADMIN_API, postAdmin, signedInStaff } from '../../test/kits/staff-test-kit';
import { matureDueEarnings } from './referral-ledger.service';

// Finance settles referral payouts from the back office, each decision on the audit log.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function requestedPayout() {
  const referrer = await newReferrer(t);
  const { deps } = loyaltyDeps(t);
  const { friendOf, deliver } = referralHandlers(deps);
  const friend = await friendOf(t, referrer.code);
  await deliver(t, friend.userId, { totalMinor: 30_000 });
  await matureDueEarnings(t.database.db, new Date(Date.now() + 8 * 86_400_000));
  const payout = ReferralPayout.parse((await askPayout(referrer.client, 'EUR')).json());
  return { referrer, payout };
}

describe('referral payouts in the back office', () => {
  it('lists the requests and marks one paid, once, on the audit log', async () => {
    const { referrer, payout } = await requestedPayout();
    const finance = await signedInStaff(t, 'finance');
    const listed = await finance.client.request({ url: `${ADMIN_API}/referral-payouts` });
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ payouts: { _id: string; email: string }[] }>().payouts).toContainEqual(
      expect.objectContaining({ _id: payout._id, email: referrer.email }),
    );
    const paid = await postAdmin(finance.client, `/referral-payouts/${payout._id}/pay`);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid' });
    const twice = await postAdmin(finance.client, `/referral-payouts/${payout._id}/reject`);
    expect(twice.statusCode).toBe(409);
    expect((await referralProfile(referrer.client)).balances[0]).toMatchObject({
      requested: 0,
      paid: payout.amount,
    });
    const admin = await signedInStaff(t, 'admin');
    const audit = AuditReply.parse(
      (await admin.client.request({ url: `${ADMIN_API}/audit?q=${payout._id}` })).json(),
    );
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({
      action: 'referral_payout.paid',
      staffEmail: finance.email,
      before: { status: 'requested' },
      after: { status: 'paid', amount: payout.amount, currency: 'EUR' },
    });
  });

  it('gives a rejected payout back and answers an unknown one 404', async () => {
    const { referrer, payout } = await requestedPayout();
    const admin = await signedInStaff(t, 'admin');
    const rejected = await postAdmin(admin.client, `/referral-payouts/${payout._id}/reject`);
    expect(rejected.statusCode).toBe(200);
    expect((await referralProfile(referrer.client)).balances[0]).toMatchObject({
      unpaid: payout.amount,
      requested: 0,
    });
    const unknown = await postAdmin(admin.client, '/referral-payouts/pay_unknown/pay');
    expect(unknown.statusCode).toBe(404);
  });

  it('shows a payout with both rows of each ledger movement it made', async () => {
    const { referrer, payout } = await requestedPayout();
    const finance = await signedInStaff(t, 'finance');
    const open = await finance.client.request({
      url: `${ADMIN_API}/referral-payouts/${payout._id}`,
    });
    expect(open.statusCode).toBe(200);
    const before = AdminPayoutDetail.parse(open.json());
    expect(before.payout).toMatchObject({
      _id: payout._id,
      email: referrer.email,
      status: 'requested',
      rejectedAt: null,
    });
    expect(before.entries.map(({ kind, account, amount }) => [kind, account, amount])).toEqual([
      ['requested', 'unpaid', -payout.amount],
      ['requested', 'payout', payout.amount],
    ]);
    expect(before.entries.every((e) => e.currency === 'EUR')).toBe(true);

    await postAdmin(finance.client, `/referral-payouts/${payout._id}/pay`);
    const after = AdminPayoutDetail.parse(
      (await finance.client.request({ url: `${ADMIN_API}/referral-payouts/${payout._id}` })).json(),
    );
    expect(after.payout.status).toBe('paid');
    expect(after.entries.map(({ kind, account, amount }) => [kind, account, amount])).toEqual([
      ['requested', 'unpaid', -payout.amount],
      ['requested', 'payout', payout.amount],
      ['paid', 'payout', -payout.amount],
      ['paid', 'paid', payout.amount],
    ]);
    expect(after.entries.reduce((total, e) => total + e.amount, 0)).toBe(0);

    const unknown = await finance.client.request({
      url: `${ADMIN_API}/referral-payouts/pay_unknown`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Payout not found.' });
  });

  it('lists settled payouts newest first, paged, apart from the open ones', async () => {
    const first = await requestedPayout();
    const second = await requestedPayout();
    const waiting = await requestedPayout();
    const finance = await signedInStaff(t, 'finance');
    await postAdmin(finance.client, `/referral-payouts/${first.payout._id}/pay`);
    await postAdmin(finance.client, `/referral-payouts/${second.payout._id}/reject`);
    const list = async (query: string) => {
      const res = await finance.client.request({ url: `${ADMIN_API}/referral-payouts${query}` });
      expect(res.statusCode).toBe(200);
      return AdminPayoutsReply.parse(res.json());
    };

    const settled = await list('?status=settled&limit=50');
    const ids = settled.payouts.map((p) => p._id);
    expect(ids.indexOf(second.payout._id)).toBeLessThan(ids.indexOf(first.payout._id));
    expect(ids).not.toContain(waiting.payout._id);
    expect(settled.payouts.find((p) => p._id === second.payout._id)).toMatchObject({
      status: 'rejected',
      paidAt: null,
      rejectedAt: expect.any(String) as string,
    });
    expect(settled.payouts.every((p) => p.status !== 'requested')).toBe(true);

    const onePage = await list('?status=settled&limit=1');
    expect(onePage.payouts).toHaveLength(1);
    expect(onePage.pages).toBe(onePage.total);
    expect(onePage.total).toBeGreaterThanOrEqual(2);
    const secondPage = await list('?status=settled&limit=1&page=2');
    expect(secondPage.payouts[0]?._id).not.toBe(onePage.payouts[0]?._id);

    const open = await list('?limit=50');
    expect(open.payouts.map((p) => p._id)).toContain(waiting.payout._id);
    expect(open.payouts.every((p) => p.status === 'requested')).toBe(true);

    const bad = await finance.client.request({ url: `${ADMIN_API}/referral-payouts?status=paid` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: expect.stringContaining('open or settled') as string,
    });
  });

  it('is not for support agents', async () => {
    const support = await signedInStaff(t, 'support');
    const res = await support.client.request({ url: `${ADMIN_API}/referral-payouts` });
    expect(res.statusCode).toBe(403);
  });
});
