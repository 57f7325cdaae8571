import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  sum,
} from 'drizzle-orm';
import type { ReferralSource } from '@store/shared/rules/referrals';
import { users } from '../../db/schema/accounts';
import { invoices } from '../../db/schema/fulfilment';
import { currencies } from '../../db/schema/lookups';
import { orders } from '../../db/schema/orders';
import {
  referralAccounts,
  referralCodes,
  referralEarnings,
  referralLedger,
  referralPayouts,
  referrals,
  type ReferralLedgerAccount,
} from '../../db/schema/referrals';
import type { Db } from '../../db/types';

export type ReferralRow = typeof referrals.$inferSelect;
export type EarningRow = typeof referralEarnings.$inferSelect;
export type PayoutRow = typeof referralPayouts.$inferSelect;

// ---- codes ----------------------------------------------------------------------------

/** The customer's code, if they have one yet. */
export async function findCodeOf(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId));
  return row?.code;
}

/** Stores a code for the customer; false when they have one already or the code is taken. */
export async function insertCode(db: Db, userId: number, code: string): Promise<boolean> {
  const inserted = await db
    .insert(referralCodes)
    .values({ userId, code })
    .onConflictDoNothing()
    .returning({ code: referralCodes.code });
  return inserted.length > 0;
}

/** Who owns a code, with their address; undefined for a code nobody has. */
export async function findCodeOwner(db: Db, code: string) {
  const [row] = await db
    .select({ userId: referralCodes.userId, email: users.email })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(eq(referralCodes.code, code));
  return row;
}

/** Whether a code belongs to anyone. */
export async function codeExists(db: Db, code: string): Promise<boolean> {
  return (await findCodeOwner(db, code)) !== undefined;
}

// ---- referrals ------------------------------------------------------------------------

export async function findUserForReferral(db: Db, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The customer's referral: who brought them, and until when their orders earn. */
export async function findReferralOf(
  db: Db,
  referredUserId: number,
): Promise<ReferralRow | undefined> {
  const [row] = await db
    .select()
    .from(referrals)
    .where(eq(referrals.referredUserId, referredUserId));
  return row;
}

/** Referrals recorded from one client address since `since`. */
export async function countReferralsFromAddress(
  db: Db,
  ipHash: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(referrals)
    .where(and(eq(referrals.ipHash, ipHash), gte(referrals.attributedAt, since)));
  return row?.n ?? 0;
}

/** Records who brought the customer, once: false when they already have a referrer. */
export async function insertReferral(
  db: Db,
  row: {
    referredUserId: number;
    referrerUserId: number;
    code: string;
    source: ReferralSource;
    ipHash: string | null;
    attributedAt: Date;
    windowEndsAt: Date;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(referrals)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: referrals.referredUserId });
  return inserted.length > 0;
}

/**
 * Forgets the customer's referral when none of their orders has earned anything yet (an
 * account taken over by its address's owner); false when it was kept or there was none.
 */
export async function deleteReferralWithoutEarnings(
  db: Db,
  referredUserId: number,
): Promise<boolean> {
  const deleted = await db
    .delete(referrals)
    .where(
      and(
        eq(referrals.referredUserId, referredUserId),
        sql`not exists (select 1 from ${referralEarnings} where ${referralEarnings.referredUserId} = ${referredUserId})`,
      ),
    )
    .returning({ id: referrals.referredUserId });
  return deleted.length > 0;
}

/** Whether the customer has any order that was paid, other than `exceptOrder`. */
export async function hasPaidOrder(
  db: Db,
  userId: number,
  exceptOrderPublicId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        isNotNull(orders.paidAt),
        sql`${orders.publicId} <> ${exceptOrderPublicId}`,
      ),
    );
  return (row?.n ?? 0) > 0;
}

/** When an order was created, by its public id. */
export async function findOrderCreatedAt(db: Db, orderPublicId: string) {
  const [row] = await db
    .select({ userId: orders.userId, createdAt: orders.createdAt })
    .from(orders)
    .where(eq(orders.publicId, orderPublicId));
  return row;
}

/** The public ids of the customer's delivered orders that were not refunded. */
export async function listDeliveredOrderIds(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ publicId: orders.publicId })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.deliveredAt), isNull(orders.refundedAt)))
    .orderBy(asc(orders.id));
  return rows.map((r) => r.publicId);
}

// ---- earnings -------------------------------------------------------------------------

/** An order as an earning needs it: its amounts, times, and the invoice's net if issued. */
export async function findOrderForEarning(db: Db, orderPublicId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      currency: orders.currency,
      totalMinor: orders.totalMinor,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
      deliveredAt: orders.deliveredAt,
      refundedAt: orders.refundedAt,
      invoiceNetMinor: invoices.netMinor,
      buyerCountry: users.country,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(invoices, eq(invoices.orderId, orders.id))
    .where(eq(orders.publicId, orderPublicId));
  return row;
}

/** Stores an order's earning once; undefined when the order has one already. */
export async function insertEarning(
  db: Db,
  row: typeof referralEarnings.$inferInsert,
): Promise<EarningRow | undefined> {
  const [inserted] = await db
    .insert(referralEarnings)
    .values(row)
    .onConflictDoNothing()
    .returning();
  return inserted;
}

/** The earning of an order (by the order's public id), locked until the transaction ends. */
export async function lockEarningOfOrder(
  db: Db,
  orderPublicId: string,
): Promise<EarningRow | undefined> {
  const [row] = await db
    .select({ earning: referralEarnings })
    .from(referralEarnings)
    .innerJoin(orders, eq(orders.id, referralEarnings.orderId))
    .where(eq(orders.publicId, orderPublicId))
    .for('update', { of: referralEarnings });
  return row?.earning;
}

export async function updateEarning(
  db: Db,
  id: number,
  changes: Partial<Pick<EarningRow, 'maturedAt' | 'cancelledAt' | 'reversedAt'>>,
): Promise<void> {
  await db.update(referralEarnings).set(changes).where(eq(referralEarnings.id, id));
}

/**
 * Pending earnings due by `now`, soonest first, locked; rows another worker holds are
 * skipped, so several instances maturing at once never take the same earning.
 */
export async function lockDueEarnings(db: Db, now: Date, limit: number): Promise<EarningRow[]> {
  return db
    .select()
    .from(referralEarnings)
    .where(
      and(
        isNull(referralEarnings.maturedAt),
        isNull(referralEarnings.cancelledAt),
        lte(referralEarnings.maturesAt, now),
      ),
    )
    .orderBy(asc(referralEarnings.maturesAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Marks earnings matured at `now`; only those still pending. Returns the ids it marked. */
export async function markEarningsMatured(db: Db, ids: number[], now: Date): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(referralEarnings)
    .set({ maturedAt: now })
    .where(
      and(
        inArray(referralEarnings.id, ids),
        isNull(referralEarnings.maturedAt),
        isNull(referralEarnings.cancelledAt),
      ),
    )
    .returning({ id: referralEarnings.id });
  return rows.map((r) => r.id);
}

/** Friends of the referrer with an earning that was neither cancelled nor reversed. */
export async function countBuyers(db: Db, referrerUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${referralEarnings.referredUserId})::int` })
    .from(referralEarnings)
    .where(
      and(
        eq(referralEarnings.referrerUserId, referrerUserId),
        isNull(referralEarnings.cancelledAt),
        isNull(referralEarnings.reversedAt),
      ),
    );
  return row?.n ?? 0;
}

// ---- the ledger -----------------------------------------------------------------------

/** A movement of money between two of a referrer's ledger accounts. */
export type Movement = {
  /** Names the movement once: a replay with the same key adds nothing. */
  txnKey: string;
  userId: number;
  currency: string;
  from: ReferralLedgerAccount;
  to: ReferralLedgerAccount;
  amountMinor: number;
  earningId?: number;
  payoutId?: number;
  at: Date;
};

/**
 * Posts a movement as two rows that sum to zero; false when it was posted before. Both rows
 * go in one statement, so there is never one without the other.
 */
export async function postMovement(db: Db, m: Movement): Promise<boolean> {
  return (await postMovements(db, [m])) > 0;
}

/** Posts several movements in one statement; how many of them were new. */
export async function postMovements(db: Db, movements: readonly Movement[]): Promise<number> {
  if (movements.length === 0) return 0;
  const rows = movements.flatMap((m) => {
    if (m.from === m.to) throw new Error('A movement needs two different accounts');
    const common = {
      txnKey: m.txnKey,
      userId: m.userId,
      currency: m.currency,
      earningId: m.earningId ?? null,
      payoutId: m.payoutId ?? null,
      createdAt: m.at,
    };
    return [
      { ...common, account: m.from, amountMinor: -m.amountMinor },
      { ...common, account: m.to, amountMinor: m.amountMinor },
    ];
  });
  const inserted = await db
    .insert(referralLedger)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: referralLedger.id });
  return inserted.length / 2;
}

/** The sum of each of the referrer's accounts, per currency. */
export async function sumLedger(db: Db, userId: number) {
  const rows = await db
    .select({
      currency: referralLedger.currency,
      account: referralLedger.account,
      total: sum(referralLedger.amountMinor).mapWith(Number),
    })
    .from(referralLedger)
    .where(eq(referralLedger.userId, userId))
    .groupBy(referralLedger.currency, referralLedger.account);
  return rows;
}

/** The sum of one account of the referrer in one currency; undefined when it has no rows. */
export async function sumAccount(
  db: Db,
  userId: number,
  currency: string,
  account: ReferralLedgerAccount,
): Promise<number | undefined> {
  const [row] = await db
    .select({ total: sum(referralLedger.amountMinor).mapWith(Number), n: count() })
    .from(referralLedger)
    .where(
      and(
        eq(referralLedger.userId, userId),
        eq(referralLedger.currency, currency),
        eq(referralLedger.account, account),
      ),
    );
  return row && row.n > 0 ? row.total : undefined;
}

// ---- referrer accounts and payouts ----------------------------------------------------

/**
 * Opens the referrer's account if needed and locks it until the transaction ends, so their
 * money changes one at a time.
 */
export async function lockReferralAccount(db: Db, userId: number): Promise<void> {
  await db.insert(referralAccounts).values({ userId }).onConflictDoNothing();
  await db
    .select({ userId: referralAccounts.userId })
    .from(referralAccounts)
    .where(eq(referralAccounts.userId, userId))
    .for('update');
}

/** A currency's exchange rate against EUR, for the minimum payout. */
export async function findCurrencyRates(db: Db, codes: string[]) {
  if (codes.length === 0) return [];
  return db
    .select({ code: currencies.code, rateMicros: currencies.rateMicros })
    .from(currencies)
    .where(inArray(currencies.code, codes));
}

export async function findPayoutByKey(
  db: Db,
  userId: number,
  idempotencyKey: string,
): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(referralPayouts)
    .where(
      and(eq(referralPayouts.userId, userId), eq(referralPayouts.idempotencyKey, idempotencyKey)),
    );
  return row;
}

export async function insertPayout(
  db: Db,
  row: typeof referralPayouts.$inferInsert,
): Promise<PayoutRow> {
  const [inserted] = await db.insert(referralPayouts).values(row).returning();
  if (!inserted) throw new Error('The payout was not stored');
  return inserted;
}

/** Hands the referrer's matured earnings of a currency that no payout took yet to a payout. */
export async function attachEarnings(
  db: Db,
  userId: number,
  currency: string,
  payoutId: number,
): Promise<void> {
  await db
    .update(referralEarnings)
    .set({ payoutId })
    .where(
      and(
        eq(referralEarnings.referrerUserId, userId),
        eq(referralEarnings.currency, currency),
        isNotNull(referralEarnings.maturedAt),
        isNull(referralEarnings.payoutId),
      ),
    );
}

/** Gives a rejected payout's earnings back to the available balance. */
export async function detachEarnings(db: Db, payoutId: number): Promise<void> {
  await db
    .update(referralEarnings)
    .set({ payoutId: null })
    .where(eq(referralEarnings.payoutId, payoutId));
}

/** A payout by its public id, locked until the transaction ends. */
export async function lockPayout(db: Db, publicId: string): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(referralPayouts)
    .where(eq(referralPayouts.publicId, publicId))
    .for('update');
  return row;
}

export async function updatePayout(
  db: Db,
  id: number,
  changes: Partial<Pick<PayoutRow, 'status' | 'paidAt' | 'rejectedAt'>>,
): Promise<void> {
  await db.update(referralPayouts).set(changes).where(eq(referralPayouts.id, id));
}

/** The customer's own payout by its public id; undefined for anyone else's. */
export async function findOwnPayout(
  db: Db,
  userId: number,
  publicId: string,
): Promise<PayoutRow | undefined> {
  const [row] = await db
    .select()
    .from(referralPayouts)
    .where(and(eq(referralPayouts.publicId, publicId), eq(referralPayouts.userId, userId)));
  return row;
}

export async function listPayouts(db: Db, userId: number, limit: number): Promise<PayoutRow[]> {
  return db
    .select()
    .from(referralPayouts)
    .where(eq(referralPayouts.userId, userId))
    .orderBy(desc(referralPayouts.requestedAt), desc(referralPayouts.id))
    .limit(limit);
}

/**
 * One page of payouts with the referrer's address, for staff: those waiting to be paid
 * oldest first, or the settled ones (paid or rejected) newest settlement first.
 */
export async function listStaffPayouts(
  db: Db,
  view: 'open' | 'settled',
  page: { offset: number; limit: number },
) {
  const open = view === 'open';
  const where = open
    ? eq(referralPayouts.status, 'requested')
    : inArray(referralPayouts.status, ['paid', 'rejected']);
  const settledAt = sql`coalesce(${referralPayouts.paidAt}, ${referralPayouts.rejectedAt})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ payout: referralPayouts, email: users.email })
      .from(referralPayouts)
      .innerJoin(users, eq(users.id, referralPayouts.userId))
      .where(where)
      .orderBy(
        ...(open
          ? [asc(referralPayouts.requestedAt), asc(referralPayouts.id)]
          : [desc(settledAt), desc(referralPayouts.id)]),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(referralPayouts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A payout by its public id with the referrer's address, for staff. */
export async function findStaffPayout(db: Db, publicId: string) {
  const [row] = await db
    .select({ payout: referralPayouts, email: users.email })
    .from(referralPayouts)
    .innerJoin(users, eq(users.id, referralPayouts.userId))
    .where(eq(referralPayouts.publicId, publicId));
  return row;
}

/**
 * The ledger rows a payout posted (asked, then paid or rejected), both rows of each
 * movement, in posting order. Looked up by the movements' keys, which the ledger indexes.
 */
export async function listPayoutLedger(db: Db, payoutId: number) {
  return db
    .select({
      txnKey: referralLedger.txnKey,
      account: referralLedger.account,
      amountMinor: referralLedger.amountMinor,
      currency: referralLedger.currency,
      createdAt: referralLedger.createdAt,
    })
    .from(referralLedger)
    .where(
      and(
        inArray(
          referralLedger.txnKey,
          ['payout', 'paid', 'rejected'].map((kind) => `${kind}:${payoutId}`),
        ),
        eq(referralLedger.payoutId, payoutId),
      ),
    )
    .orderBy(asc(referralLedger.id));
}

// ---- the referrer's lists -------------------------------------------------------------

export async function countReferrals(db: Db, referrerUserId: number) {
  const [row] = await db
    .select({ n: count(), last: sql<Date | null>`max(${referrals.attributedAt})` })
    .from(referrals)
    .where(eq(referrals.referrerUserId, referrerUserId));
  const last = row?.last ?? null;
  return { count: row?.n ?? 0, lastAt: last === null ? null : new Date(last) };
}

/** One page of the referrer's friends, newest first, with what each one's orders earned. */
export async function listReferrals(
  db: Db,
  referrerUserId: number,
  page: { offset: number; limit: number },
) {
  const friends = await db
    .select({
      userId: referrals.referredUserId,
      email: users.email,
      attributedAt: referrals.attributedAt,
      windowEndsAt: referrals.windowEndsAt,
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(eq(referrals.referrerUserId, referrerUserId))
    .orderBy(desc(referrals.attributedAt), desc(referrals.referredUserId))
    .limit(page.limit)
    .offset(page.offset);
  const ids = friends.map((f) => f.userId);
  const earned =
    ids.length === 0
      ? []
      : await db
          .select({
            userId: referralEarnings.referredUserId,
            currency: referralEarnings.currency,
            amount: sum(referralEarnings.amountMinor).mapWith(Number),
          })
          .from(referralEarnings)
          .where(
            and(
              eq(referralEarnings.referrerUserId, referrerUserId),
              inArray(referralEarnings.referredUserId, ids),
              isNull(referralEarnings.cancelledAt),
              isNull(referralEarnings.reversedAt),
            ),
          )
          .groupBy(referralEarnings.referredUserId, referralEarnings.currency)
          .orderBy(asc(referralEarnings.currency));
  return { friends, earned };
}

/** One page of the referrer's earnings, newest first, with the friend and the payout. */
export async function listEarnings(
  db: Db,
  referrerUserId: number,
  page: { offset: number; limit: number },
) {
  return db
    .select({
      earning: referralEarnings,
      email: users.email,
      payoutStatus: referralPayouts.status,
    })
    .from(referralEarnings)
    .innerJoin(users, eq(users.id, referralEarnings.referredUserId))
    .leftJoin(referralPayouts, eq(referralPayouts.id, referralEarnings.payoutId))
    .where(eq(referralEarnings.referrerUserId, referrerUserId))
    .orderBy(desc(referralEarnings.earnedAt), desc(referralEarnings.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countEarnings(db: Db, referrerUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(referralEarnings)
    .where(eq(referralEarnings.referrerUserId, referrerUserId));
  return row?.n ?? 0;
}
