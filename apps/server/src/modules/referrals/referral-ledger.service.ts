import { convertMinor } from '@store/shared/rules/money';
import {
  maturesAt,
  normaliseEmailForReferral,
  payoutPercentBp,
  referralShareMinor,
  referralWindowEnd,
  type ReferralSource,
} from '@store/shared/rules/referrals';
import { splitVat, vatRateFor } from '@store/shared/rules/vat';
import type { Db } from '../../db/types';
import { newPublicId } from '../../lib/random-ids';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import { loyaltyLevelOf } from '../loyalty/loyalty-level';
import { writeOutbox } from '../outbox/outbox.repository';
import type { ReferralProgramme } from './referral-programme';
import {
  attachEarnings,
  countBuyers,
  countReferralsFromAddress,
  detachEarnings,
  findCodeOwner,
  findCurrencyRates,
  findOrderForEarning,
  findPayoutByKey,
  findReferralOf,
  findUserForReferral,
  insertEarning,
  insertPayout,
  insertReferral,
  listDeliveredOrderIds,
  lockDueEarnings,
  lockEarningOfOrder,
  lockPayout,
  lockReferralAccount,
  markEarningsMatured,
  postMovement,
  postMovements,
  sumAccount,
  updateEarning,
  updatePayout,
  type PayoutRow,
} from './referrals.repository';

// The referral programme's money. Every change is one transaction that first locks the
// referrer's account, moves money between their ledger accounts with a key that names the
// movement once (a replay adds nothing), and stamps the earning or payout it concerns.
//
//   earned           store   -> pending
//   matured          pending -> unpaid     (the order's refund window has closed)
//   refunded, early  pending -> store      (the earning is cancelled)
//   refunded, late   unpaid  -> store      (the earning is reversed)
//   payout asked     unpaid  -> payout
//   payout paid      payout  -> paid
//   payout rejected  payout  -> unpaid

const DAY_MS = 86_400_000;

export type AttributionRefusal = Failure<
  'unknown-code' | 'own-code' | 'same-email' | 'address-limit' | 'already-referred'
>;

/**
 * Records that `code` brought the customer, unless the programme refuses it: an unknown
 * code, the customer's own, one of an account with the same inbox, or an address that has
 * brought too many this week. A refusal is never shown to the friend. Orders the customer
 * received since `at` and before this ran (events can arrive in any order) earn at once.
 */
export async function attributeReferral(
  db: Db,
  programme: ReferralProgramme,
  input: {
    referredUserId: number;
    code: string;
    source: ReferralSource;
    ipHash: string | undefined;
    /** When the friend arrived: their registration, or the order they came with. */
    at: Date;
  },
  now: Date,
): Promise<Result<undefined, AttributionRefusal>> {
  const owner = await findCodeOwner(db, input.code);
  if (!owner) return fail('unknown-code');
  if (owner.userId === input.referredUserId) return fail('own-code');
  const friend = await findUserForReferral(db, input.referredUserId);
  if (!friend) return fail('unknown-code');
  if (normaliseEmailForReferral(owner.email) === normaliseEmailForReferral(friend.email)) {
    return fail('same-email');
  }
  if (input.ipHash !== undefined) {
    const since = new Date(now.getTime() - 7 * DAY_MS);
    const recent = await countReferralsFromAddress(db, input.ipHash, since);
    if (recent >= programme.maxReferralsPerIpPerWeek) return fail('address-limit');
  }
  const inserted = await insertReferral(db, {
    referredUserId: input.referredUserId,
    referrerUserId: owner.userId,
    code: input.code,
    source: input.source,
    ipHash: input.ipHash ?? null,
    attributedAt: input.at,
    windowEndsAt: referralWindowEnd(input.at, programme.windowDays),
  });
  if (!inserted) return fail('already-referred');
  for (const orderId of await listDeliveredOrderIds(db, input.referredUserId)) {
    await earnFromOrder(db, programme, orderId, now);
  }
  return ok();
}

export type EarningOutcome =
  | 'earned'
  | 'already-earned'
  | 'not-referred'
  | 'outside-window'
  | 'refunded'
  | 'nothing-to-share'
  | 'no-order';

/**
 * The referrer's share of a referred customer's delivered order, pending until the order's
 * refund window closes: once per order, at the percent the referrer has when it is earned.
 */
export async function earnFromOrder(
  db: Db,
  programme: ReferralProgramme,
  orderPublicId: string,
  now: Date,
): Promise<EarningOutcome> {
  const order = await findOrderForEarning(db, orderPublicId);
  if (!order?.deliveredAt || !order.paidAt) return 'no-order';
  if (order.refundedAt) return 'refunded';
  const referral = await findReferralOf(db, order.userId);
  if (!referral) return 'not-referred';
  if (order.createdAt < referral.attributedAt || order.paidAt > referral.windowEndsAt) {
    return 'outside-window';
  }
  const netMinor =
    order.invoiceNetMinor ?? splitVat(order.totalMinor, vatRateFor(order.buyerCountry)).netMinor;
  const paidAt = order.paidAt;
  const referrerId = referral.referrerUserId;
  return db.transaction(async (tx): Promise<EarningOutcome> => {
    await lockReferralAccount(tx, referrerId);
    const level = await loyaltyLevelOf(tx, referrerId);
    const buyers = await countBuyers(tx, referrerId);
    const { percentBp } = payoutPercentBp({ baseBp: programme.payoutPercentBp, level, buyers });
    const amountMinor = referralShareMinor(netMinor, percentBp);
    if (amountMinor === 0) return 'nothing-to-share';
    const earning = await insertEarning(tx, {
      publicId: newPublicId('ern'),
      referrerUserId: referrerId,
      referredUserId: order.userId,
      orderId: order.id,
      currency: order.currency,
      netMinor,
      percentBp,
      amountMinor,
      earnedAt: now,
      maturesAt: maturesAt(paidAt),
    });
    if (!earning) return 'already-earned';
    await postMovement(tx, {
      txnKey: `earn:${earning.id}`,
      userId: referrerId,
      currency: earning.currency,
      from: 'store',
      to: 'pending',
      amountMinor,
      earningId: earning.id,
      at: now,
    });
    await writeOutbox(tx, [
      {
        topic: 'referral.earned',
        payload: {
          earningId: earning.publicId,
          referrerUserId: referrerId,
          currency: earning.currency,
          amountMinor,
          maturesAt: earning.maturesAt.toISOString(),
        },
      },
    ]);
    return 'earned';
  });
}

/**
 * A refunded order's earning: cancelled while pending, reversed (taken back from the
 * available balance) once matured. Nothing when the order earned nothing or was settled.
 */
export async function settleRefund(
  db: Db,
  orderPublicId: string,
  now: Date,
): Promise<'cancelled' | 'reversed' | 'none'> {
  return db.transaction(async (tx) => {
    const earning = await lockEarningOfOrder(tx, orderPublicId);
    if (!earning || earning.cancelledAt || earning.reversedAt) return 'none';
    await lockReferralAccount(tx, earning.referrerUserId);
    const matured = earning.maturedAt !== null;
    await updateEarning(tx, earning.id, matured ? { reversedAt: now } : { cancelledAt: now });
    await postMovement(tx, {
      txnKey: `${matured ? 'reverse' : 'cancel'}:${earning.id}`,
      userId: earning.referrerUserId,
      currency: earning.currency,
      from: matured ? 'unpaid' : 'pending',
      to: 'store',
      amountMinor: earning.amountMinor,
      earningId: earning.id,
      at: now,
    });
    return matured ? 'reversed' : 'cancelled';
  });
}

/** Earnings matured per transaction, so one run never holds many locks for long. */
const MATURITY_BATCH = 200;

/**
 * Moves every pending earning whose order can no longer be refunded to the available
 * balance. Safe on several instances at once: each earning is locked by one run and its
 * movement is keyed once. Returns how many earnings it matured.
 */
export async function matureDueEarnings(db: Db, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await lockDueEarnings(tx, now, MATURITY_BATCH);
      const marked = new Set(
        await markEarningsMatured(
          tx,
          due.map((e) => e.id),
          now,
        ),
      );
      await postMovements(
        tx,
        due
          .filter((earning) => marked.has(earning.id))
          .map((earning) => ({
            txnKey: `mature:${earning.id}`,
            userId: earning.referrerUserId,
            currency: earning.currency,
            from: 'pending' as const,
            to: 'unpaid' as const,
            amountMinor: earning.amountMinor,
            earningId: earning.id,
            at: now,
          })),
      );
      return { found: due.length, matured: marked.size };
    });
    total += batch.matured;
    if (batch.found < MATURITY_BATCH || batch.matured === 0) return total;
  }
}

/** The smallest payout in each currency today: the programme's EUR minimum at the day's rate. */
export async function minimumPayouts(
  db: Db,
  programme: ReferralProgramme,
  codes: string[],
): Promise<Map<string, number>> {
  const rates = await findCurrencyRates(db, codes);
  return new Map(
    rates.map((c) => [c.code, convertMinor(programme.minimumPayoutEurMinor, c)] as const),
  );
}

export type PayoutFailure = Failure<'payout-currency' | 'payout-below-minimum'>;

/**
 * Asks for the whole available balance of one currency to be paid. Under the referrer's
 * lock, so fifty requests at once pay the balance once; a repeat with the same idempotency
 * key answers with the payout it made.
 */
export async function requestPayout(
  db: Db,
  programme: ReferralProgramme,
  input: { userId: number; currency: string; idempotencyKey: string | undefined },
  now: Date,
): Promise<Result<PayoutRow, PayoutFailure>> {
  const minimum = (await minimumPayouts(db, programme, [input.currency])).get(input.currency);
  return db.transaction(async (tx): Promise<Result<PayoutRow, PayoutFailure>> => {
    await lockReferralAccount(tx, input.userId);
    if (input.idempotencyKey !== undefined) {
      const repeat = await findPayoutByKey(tx, input.userId, input.idempotencyKey);
      if (repeat) return ok(repeat);
    }
    const unpaid = await sumAccount(tx, input.userId, input.currency, 'unpaid');
    if (unpaid === undefined || minimum === undefined) return fail('payout-currency');
    if (unpaid <= 0 || unpaid < minimum) return fail('payout-below-minimum');
    const payout = await insertPayout(tx, {
      publicId: newPublicId('pay'),
      userId: input.userId,
      currency: input.currency,
      amountMinor: unpaid,
      idempotencyKey: input.idempotencyKey ?? null,
      requestedAt: now,
    });
    await postMovement(tx, {
      txnKey: `payout:${payout.id}`,
      userId: input.userId,
      currency: input.currency,
      from: 'unpaid',
      to: 'payout',
      amountMinor: unpaid,
      payoutId: payout.id,
      at: now,
    });
    await attachEarnings(tx, input.userId, input.currency, payout.id);
    return ok(payout);
  });
}

export type PayoutDecisionFailure = Failure<'payout-not-found' | 'payout-settled'>;

/**
 * Staff's decision on a payout request: paid (the money went out) or rejected (it goes back
 * to the available balance). Once per payout.
 */
export async function decidePayout(
  db: Db,
  publicId: string,
  decision: 'paid' | 'rejected',
  now: Date,
): Promise<Result<PayoutRow, PayoutDecisionFailure>> {
  return db.transaction(async (tx): Promise<Result<PayoutRow, PayoutDecisionFailure>> => {
    const payout = await lockPayout(tx, publicId);
    if (!payout) return fail('payout-not-found');
    if (payout.status !== 'requested') return fail('payout-settled');
    await lockReferralAccount(tx, payout.userId);
    const paid = decision === 'paid';
    await updatePayout(
      tx,
      payout.id,
      paid ? { status: 'paid', paidAt: now } : { status: 'rejected', rejectedAt: now },
    );
    await postMovement(tx, {
      txnKey: `${paid ? 'paid' : 'rejected'}:${payout.id}`,
      userId: payout.userId,
      currency: payout.currency,
      from: 'payout',
      to: paid ? 'paid' : 'unpaid',
      amountMinor: payout.amountMinor,
      payoutId: payout.id,
      at: now,
    });
    if (!paid) await detachEarnings(tx, payout.id);
    return ok({
      ...payout,
      status: decision,
      paidAt: paid ? now : null,
      rejectedAt: paid ? null : now,
    });
  });
}
