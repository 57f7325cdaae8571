import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReferralPayout } from '@store/shared/schemas/referrals';
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

  it('is not for support agents', async () => {
    const support = await signedInStaff(t, 'support');
    const res = await support.client.request({ url: `${ADMIN_API}/referral-payouts` });
    expect(res.statusCode).toBe(403);
  });
});
