import { z } from 'zod';
import { EARNING_STATUSES, PAYOUT_STATUSES, REFERRAL_STATUSES } from '../rules/referrals';

/**
 * The referral programme as the API tells it (spec sections 3, 7 and 9). Every amount is in
 * minor units of the currency beside it; percentages are basis points (500 = 5 %).
 */
export const REFERRAL_MESSAGES = {
  payoutNotFound: 'Payout not found.',
  payoutSettled: 'This payout was already settled.',
  payoutBelowMinimum: 'Your available balance is below the minimum payout.',
  payoutCurrency: 'Choose a currency you have earned in.',
  /** Spec section 8: copying the link failed, so the page selects it for the customer. */
  copyFailed: 'Could not copy the link. Please copy it manually.',
} as const;

const Currency = z
  .string()
  .regex(/^[A-Z]{3}$/, 'Must be a three-letter currency code')
  .describe('ISO 4217 code');
const Money = z.number().int();
const Timestamp = z.string().describe('ISO 8601');

/** GET /api/v1/referrals/settings (public, cached 300 s). */
export const ReferralSettings = z.object({
  attribution: z.object({
    /** The link's query parameter, `ref` by default. */
    queryParam: z.string(),
    /** The cookie that keeps the code until registration, `bs_referral` by default. */
    cookieName: z.string(),
    cookieDays: z.number().int(),
  }),
  payout: z.object({
    /** The base share of a referred order's net amount. */
    percentBp: z.number().int(),
    /** Days after payment before an earning can be paid (the refund window). */
    maturityDays: z.number().int(),
    /** Days after a friend's registration during which their orders earn. */
    windowDays: z.number().int(),
    /** The smallest payout in EUR minor units; other currencies at the day's rate. */
    minimumEur: Money,
  }),
  booster: z.object({
    /** The boost each loyalty level adds, levels 1–5. */
    levelBoostBp: z.array(z.object({ level: z.number().int(), boostBp: z.number().int() })),
    /** No share goes above this. */
    maxPercentBp: z.number().int(),
  }),
  milestones: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      /** Referred buyers needed. */
      buyers: z.number().int(),
      boostBp: z.number().int(),
    }),
  ),
});
export type ReferralSettings = z.infer<typeof ReferralSettings>;

/** One currency's balance; `lifetime` is everything earned and not taken back. */
export const ReferralBalance = z.object({
  currency: Currency,
  pending: Money,
  unpaid: Money,
  requested: Money,
  paid: Money,
  lifetime: Money,
  /** The smallest payout in this currency today. */
  minimumPayout: Money,
  /** Whether `unpaid` can be asked for now. */
  canRequestPayout: z.boolean(),
});
export type ReferralBalance = z.infer<typeof ReferralBalance>;

export const ReferralMilestone = z.object({
  key: z.string(),
  name: z.string(),
  buyers: z.number().int(),
  boostBp: z.number().int(),
  reached: z.boolean(),
});
export type ReferralMilestone = z.infer<typeof ReferralMilestone>;

/** GET /api/v1/referrals/me: the signed-in customer's code, share and balances. */
export const ReferralProfile = z.object({
  code: z.string(),
  /** The store's home page with the code, to share. */
  link: z.string(),
  /** The share the next referred order earns: base + level + milestone boost, capped. */
  payoutPercentBp: z.number().int(),
  booster: z.object({
    baseBp: z.number().int(),
    levelBoostBp: z.number().int(),
    milestoneBoostBp: z.number().int(),
    level: z.number().int(),
  }),
  /** Friends who registered with the code. */
  referrals: z.number().int(),
  /** Friends with an order that earned something and was not refunded. */
  buyers: z.number().int(),
  lastReferralAt: Timestamp.nullable(),
  balances: z.array(ReferralBalance),
  milestones: z.array(ReferralMilestone),
  nextMilestone: z.object({ buyers: z.number().int(), remaining: z.number().int() }).nullable(),
});
export type ReferralProfile = z.infer<typeof ReferralProfile>;

export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

const Paging = {
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
};

export const TrackedReferral = z.object({
  _id: z.string(),
  /** The friend's address, masked (`j***e@example.com`). */
  email: z.string(),
  joinedAt: Timestamp,
  status: z.enum(REFERRAL_STATUSES),
  /** When the friend's orders stop earning. */
  windowEndsAt: Timestamp,
  /** What this friend's orders earned, per currency, cancelled and reversed ones left out. */
  earned: z.array(z.object({ currency: Currency, amount: Money })),
});
export type TrackedReferral = z.infer<typeof TrackedReferral>;

/** GET /api/v1/referrals/me/referrals?page=&limit=, newest first. */
export const ReferralListReply = z.object({ referrals: z.array(TrackedReferral), ...Paging });
export type ReferralListReply = z.infer<typeof ReferralListReply>;

export const ReferralEarning = z.object({
  _id: z.string(),
  /** The friend whose order earned it, masked. */
  email: z.string(),
  currency: Currency,
  /** The order's net amount (VAT taken out) and the share of it. */
  netAmount: Money,
  percentBp: z.number().int(),
  amount: Money,
  status: z.enum(EARNING_STATUSES),
  earnedAt: Timestamp,
  /** When it stops being pending. */
  maturesAt: Timestamp,
});
export type ReferralEarning = z.infer<typeof ReferralEarning>;

/** GET /api/v1/referrals/me/earnings?page=&limit=, newest first. */
export const ReferralEarningsReply = z.object({ earnings: z.array(ReferralEarning), ...Paging });
export type ReferralEarningsReply = z.infer<typeof ReferralEarningsReply>;

export const ReferralPayout = z.object({
  _id: z.string(),
  currency: Currency,
  amount: Money,
  status: z.enum(PAYOUT_STATUSES),
  requestedAt: Timestamp,
  paidAt: Timestamp.nullable(),
});
export type ReferralPayout = z.infer<typeof ReferralPayout>;

/** GET /api/v1/referrals/me/payouts, newest first. */
export const ReferralPayoutsReply = z.object({ payouts: z.array(ReferralPayout) });
export type ReferralPayoutsReply = z.infer<typeof ReferralPayoutsReply>;

/** POST /api/v1/referrals/me/payouts: the whole unpaid balance of one currency. */
export const PayoutRequest = z.object({ currency: Currency });
export type PayoutRequest = z.infer<typeof PayoutRequest>;

export const PayoutParams = z.object({ id: z.string().min(1).max(64) });

// ---- the back office (finance) ---------------------------------------------------------

/** Which payouts GET /api/v1/admin/referral-payouts lists. */
export const ADMIN_PAYOUT_VIEWS = ['open', 'settled'] as const;
export type AdminPayoutView = (typeof ADMIN_PAYOUT_VIEWS)[number];

/**
 * GET /api/v1/admin/referral-payouts?status=&page=&limit=: `open` (the default) lists the
 * requests waiting to be paid, oldest first; `settled` the paid and rejected ones, newest
 * settlement first.
 */
export const AdminPayoutsQuery = PageQuery.extend({
  status: z.enum(ADMIN_PAYOUT_VIEWS, { message: 'Status must be open or settled' }).default('open'),
});
export type AdminPayoutsQuery = z.infer<typeof AdminPayoutsQuery>;

/** A payout as finance sees it: with the referrer's e-mail and when it was rejected. */
export const AdminPayout = ReferralPayout.extend({
  email: z.string(),
  rejectedAt: Timestamp.nullable(),
});
export type AdminPayout = z.infer<typeof AdminPayout>;

export const AdminPayoutsReply = z.object({ payouts: z.array(AdminPayout), ...Paging });
export type AdminPayoutsReply = z.infer<typeof AdminPayoutsReply>;

/** What a ledger movement of a payout was: asked for, paid out, or given back. */
export const PAYOUT_MOVEMENT_KINDS = ['requested', 'paid', 'rejected'] as const;
export type PayoutMovementKind = (typeof PAYOUT_MOVEMENT_KINDS)[number];

/** One row of the referral ledger: an amount taken from (negative) or given to an account. */
export const PayoutLedgerEntry = z.object({
  kind: z.enum(PAYOUT_MOVEMENT_KINDS),
  account: z.enum(['store', 'pending', 'unpaid', 'payout', 'paid']),
  amount: Money,
  currency: Currency,
  at: Timestamp,
});
export type PayoutLedgerEntry = z.infer<typeof PayoutLedgerEntry>;

/**
 * GET /api/v1/admin/referral-payouts/:id: the payout with the ledger movements it made,
 * both rows of each, in the order they were posted.
 */
export const AdminPayoutDetail = z.object({
  payout: AdminPayout,
  entries: z.array(PayoutLedgerEntry),
});
export type AdminPayoutDetail = z.infer<typeof AdminPayoutDetail>;
