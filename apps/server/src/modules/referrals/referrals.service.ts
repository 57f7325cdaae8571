import { randomInt } from 'node:crypto';
import {
  lifetimeEarnings,
  maskEmail,
  nextMilestone,
  payoutPercentBp,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_MILESTONES,
  type EarningStatus,
  type ReferralStatus,
} from '@store/shared/rules/referrals';
import type {
  PayoutRequest,
  ReferralBalance,
  ReferralEarningsReply,
  ReferralListReply,
  ReferralPayout,
  ReferralPayoutsReply,
  ReferralProfile,
} from '@store/shared/schemas/referrals';
import type { Clock } from '../../adapters/clock/clock';
import type { Db } from '../../db/types';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import { loyaltyLevelOf } from '../loyalty/loyalty-level';
import type { ReferralProgramme } from './referral-programme';
import { minimumPayouts, requestPayout, type PayoutFailure } from './referral-ledger.service';
import {
  countBuyers,
  countEarnings,
  countReferrals,
  findCodeOf,
  findOwnPayout,
  insertCode,
  listEarnings,
  listPayouts,
  listReferrals,
  sumLedger,
  type EarningRow,
  type PayoutRow,
} from './referrals.repository';

/** What the referral routes need: the database, the programme's terms, the store's address. */
export type ReferralContext = {
  db: Db;
  programme: ReferralProgramme;
  publicUrl: string;
  /** The programme's time: the test clock in a store started with one. */
  clock: Clock;
};

export type ReferralFailure = PayoutFailure | Failure<'payout-not-found'>;

const PAYOUTS_SHOWN = 50;

function newCode(): string {
  return Array.from({ length: REFERRAL_CODE_LENGTH }, () =>
    REFERRAL_CODE_ALPHABET.charAt(randomInt(REFERRAL_CODE_ALPHABET.length)),
  ).join('');
}

/** The customer's code, made on first use; a code already taken is drawn again. */
export async function ensureCode(db: Db, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const existing = await findCodeOf(db, userId);
    if (existing) return existing;
    await insertCode(db, userId, newCode());
  }
  const code = await findCodeOf(db, userId);
  if (!code) throw new Error('No free referral code was found');
  return code;
}

/** The customer's code and link, share, counts, balances and milestones. */
export async function getReferralProfile(
  ctx: ReferralContext,
  userId: number,
): Promise<ReferralProfile> {
  const { db, programme } = ctx;
  const code = await ensureCode(db, userId);
  const [level, buyers, referrals, sums] = await Promise.all([
    loyaltyLevelOf(db, userId),
    countBuyers(db, userId),
    countReferrals(db, userId),
    sumLedger(db, userId),
  ]);
  const booster = payoutPercentBp({ baseBp: programme.payoutPercentBp, level, buyers });
  const codes = [...new Set(sums.map((s) => s.currency))].sort();
  const minimums = await minimumPayouts(db, programme, codes);
  const balances = codes.map((currency): ReferralBalance => {
    const of = (account: string) =>
      sums.find((s) => s.currency === currency && s.account === account)?.total ?? 0;
    const parts = {
      pending: of('pending'),
      unpaid: of('unpaid'),
      requested: of('payout'),
      paid: of('paid'),
    };
    const minimumPayout = minimums.get(currency) ?? 0;
    return {
      currency,
      ...parts,
      lifetime: lifetimeEarnings(parts),
      minimumPayout,
      canRequestPayout: parts.unpaid > 0 && parts.unpaid >= minimumPayout,
    };
  });
  const link = new URL('/', ctx.publicUrl);
  link.searchParams.set(programme.queryParam, code);
  return {
    code,
    link: link.toString(),
    payoutPercentBp: booster.percentBp,
    booster: {
      baseBp: programme.payoutPercentBp,
      levelBoostBp: booster.levelBoostBp,
      milestoneBoostBp: booster.milestoneBoostBp,
      level,
    },
    referrals: referrals.count,
    buyers,
    lastReferralAt: referrals.lastAt?.toISOString() ?? null,
    balances,
    milestones: REFERRAL_MILESTONES.map((m) => ({ ...m, reached: buyers >= m.buyers })),
    nextMilestone: nextMilestone(buyers),
  };
}

const pageOf = (query: { page: number; limit: number }) => ({
  offset: (query.page - 1) * query.limit,
  limit: query.limit,
});

/** One page of the friends the customer brought, newest first. */
export async function getReferralList(
  ctx: ReferralContext,
  userId: number,
  query: { page: number; limit: number },
): Promise<ReferralListReply> {
  const now = ctx.clock.now();
  const [{ friends, earned }, counted] = await Promise.all([
    listReferrals(ctx.db, userId, pageOf(query)),
    countReferrals(ctx.db, userId),
  ]);
  return {
    referrals: friends.map((friend) => {
      const amounts = earned
        .filter((e) => e.userId === friend.userId)
        .map((e) => ({ currency: e.currency, amount: e.amount }));
      const status: ReferralStatus =
        friend.windowEndsAt <= now ? 'ended' : amounts.length > 0 ? 'buyer' : 'registered';
      return {
        _id: String(friend.userId),
        email: maskEmail(friend.email),
        joinedAt: friend.attributedAt.toISOString(),
        status,
        windowEndsAt: friend.windowEndsAt.toISOString(),
        earned: amounts,
      };
    }),
    total: counted.count,
    page: query.page,
    pages: Math.ceil(counted.count / query.limit),
  };
}

function earningStatus(earning: EarningRow, payoutStatus: string | null): EarningStatus {
  if (earning.cancelledAt) return 'cancelled';
  if (earning.reversedAt) return 'reversed';
  if (payoutStatus === 'paid') return 'paid';
  if (payoutStatus === 'requested') return 'requested';
  return earning.maturedAt ? 'unpaid' : 'pending';
}

/** One page of what the customer's friends' orders earned, newest first. */
export async function getEarnings(
  ctx: ReferralContext,
  userId: number,
  query: { page: number; limit: number },
): Promise<ReferralEarningsReply> {
  const [rows, total] = await Promise.all([
    listEarnings(ctx.db, userId, pageOf(query)),
    countEarnings(ctx.db, userId),
  ]);
  return {
    earnings: rows.map(({ earning, email, payoutStatus }) => ({
      _id: earning.publicId,
      email: maskEmail(email),
      currency: earning.currency,
      netAmount: earning.netMinor,
      percentBp: earning.percentBp,
      amount: earning.amountMinor,
      status: earningStatus(earning, payoutStatus),
      earnedAt: earning.earnedAt.toISOString(),
      maturesAt: earning.maturesAt.toISOString(),
    })),
    total,
    page: query.page,
    pages: Math.ceil(total / query.limit),
  };
}

export function presentPayout(payout: PayoutRow): ReferralPayout {
  return {
    _id: payout.publicId,
    currency: payout.currency,
    amount: payout.amountMinor,
    status: payout.status,
    requestedAt: payout.requestedAt.toISOString(),
    paidAt: payout.paidAt?.toISOString() ?? null,
  };
}

/** The customer's payout requests, newest first. */
export async function getPayouts(
  ctx: ReferralContext,
  userId: number,
): Promise<ReferralPayoutsReply> {
  const rows = await listPayouts(ctx.db, userId, PAYOUTS_SHOWN);
  return { payouts: rows.map(presentPayout) };
}

/** One of the customer's own payouts; anyone else's is not found. */
export async function getPayout(
  ctx: ReferralContext,
  userId: number,
  publicId: string,
): Promise<Result<ReferralPayout, ReferralFailure>> {
  const payout = await findOwnPayout(ctx.db, userId, publicId);
  return payout ? ok(presentPayout(payout)) : fail('payout-not-found');
}

/** Asks for the available balance of one currency to be paid out. */
export async function askForPayout(
  ctx: ReferralContext,
  userId: number,
  body: PayoutRequest,
  idempotencyKey: string | undefined,
): Promise<Result<ReferralPayout, ReferralFailure>> {
  const result = await requestPayout(
    ctx.db,
    ctx.programme,
    { userId, currency: body.currency, idempotencyKey },
    ctx.clock.now(),
  );
  return result.ok ? ok(presentPayout(result.value)) : result;
}
