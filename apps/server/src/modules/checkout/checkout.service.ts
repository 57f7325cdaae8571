import { hasMissingInfo } from '@store/shared/rules/profile';
import { reservationEnd } from '@store/shared/rules/reservation';
import {
  CreatePaymentIntentReply,
  RESERVATION_MINUTES,
  type CheckoutLine,
} from '@store/shared/schemas/checkout';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter';
import type { Db } from '../../db/types';
import { newPublicId } from '../../lib/random-ids';
import { fail, ok, type Result } from '../../lib/result';
import { sha256 } from '../../lib/sha256';
import { readExistingProductIds, readPlatformGroupPrices } from '../catalog/catalog-reads';
import type { CurrencyRow } from '../locale/locale.repository';
import { loyaltyLevelOf } from '../loyalty/loyalty-level';
import { insertKeyAllocations, insertOrder } from '../orders/orders.repository';
import { writeOutbox } from '../outbox/outbox.repository';
import type { ReferralClaim } from '../referrals/referral-claim';
import type { UserRow } from '../users/users.repository';
import { admitNewCheckout, replaceUnpaidOrders } from './checkout-holds';
import { priceCheckout, type LineToPrice } from './checkout-pricing';
import {
  claimIdempotencyKey,
  completeIntentRecord,
  findIntentRecord,
  findOrderStatus,
  lockAvailableKeys,
  reserveKeys,
  type IntentRecord,
} from './checkout.repository';

/**
 * What checkout needs besides its input: the database, the payment provider, the limiter
 * that paces new checkouts, a clock.
 */
export type CheckoutContext = {
  db: Db;
  payments: PaymentProvider;
  limiter: RateLimiter;
  now: () => Date;
};

export type CreatePaymentIntentInput = {
  user: UserRow;
  idempotencyKey: string;
  lines: readonly CheckoutLine[];
  /** The session's currency, with its exchange rate. */
  currency: CurrencyRow;
  /** The client's address, for the limit on checkouts opened per address. */
  ip: string;
  /** The referral cookie's code: a customer without a referrer may be brought by it now. */
  referral?: ReferralClaim | null;
};

/** Why checkout refused, as a typed result: these are expected, not exceptional. */
export type CheckoutFailure =
  | { reason: 'email-not-verified' }
  | { reason: 'profile-incomplete' }
  | { reason: 'identity-check-required' }
  | { reason: 'product-not-found'; productId: number }
  | { reason: 'platform-group-mismatch'; platformGroupId: number }
  | { reason: 'out-of-stock'; platformGroupIds: number[] }
  | { reason: 'idempotency-key-reused' }
  | { reason: 'too-many-checkouts'; retryAfterSeconds: number }
  | { reason: 'checkout-replaced' };

export type CheckoutResult = Result<CreatePaymentIntentReply, CheckoutFailure>;

/** The reply as stored for repeats: everything but the secrets. */
const StoredReply = CreatePaymentIntentReply.omit({ clientSecret: true, paymentSession: true });
type StoredReply = ReturnType<typeof StoredReply.parse>;

/** Carries a failure out of the transaction callback, so everything it wrote is undone. */
class CheckoutAborted extends Error {
  constructor(readonly failure: CheckoutFailure) {
    super(failure.reason);
  }
}

/**
 * The request's fingerprint: its lines (in any order) and the currency they are priced in.
 * Prices or other fields a client adds never reach it, so they cannot make a repeat differ.
 */
function fingerprint(lines: readonly CheckoutLine[], currency: string): string {
  const canonical = lines
    .map((l) => [l.productId, l.platformGroupId, l.quantity])
    .sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0) || (a[1] ?? 0) - (b[1] ?? 0));
  return sha256(JSON.stringify({ currency, lines: canonical }));
}

/**
 * Opens a payment for the customer's lines: prices them from the catalogue in the session's
 * currency with sale and loyalty discounts, reserves keys for {@link RESERVATION_MINUTES}
 * minutes, and stores the pending order, its `order.created` event and the payment intent,
 * all in one transaction. The order replaces the customer's earlier unpaid one, whose keys
 * go back on sale in that same transaction (see checkout-holds.ts), and new checkouts are
 * paced per customer and address. The same idempotency key with the same lines returns the
 * same reply and never a second order; with other lines it is refused, and once a newer
 * checkout replaced its order it answers `checkout-replaced`. Nothing is written when it
 * refuses.
 */
export async function createPaymentIntent(
  ctx: CheckoutContext,
  input: CreatePaymentIntentInput,
): Promise<CheckoutResult> {
  const { user } = input;
  if (!user.emailVerified) return fail('email-not-verified');
  if (hasMissingInfo(user)) return fail('profile-incomplete');
  // The welcome page holds a customer the store asked to verify their identity; so does this.
  if (user.identityRequireCheck) return fail('identity-check-required');
  const requestHash = fingerprint(input.lines, input.currency.code);
  try {
    return await ctx.db.transaction(async (tx) => {
      // Insert-first rather than an advisory lock: the unique (user, key) index both stores
      // the claim and makes a concurrent call with the same key wait for this transaction,
      // after which that call finds the committed record (or, after a rollback, claims it).
      const claimed = await claimIdempotencyKey(tx, {
        userId: user.id,
        idempotencyKey: input.idempotencyKey,
        requestHash,
      });
      if (claimed === undefined) {
        const record = await findIntentRecord(tx, user.id, input.idempotencyKey);
        if (!record) throw new Error('A claimed idempotency key has no record');
        return repeat({ ...ctx, db: tx }, record, requestHash);
      }
      const reply = await openOrder({ ...ctx, db: tx }, input, claimed);
      return ok(reply);
    });
  } catch (error) {
    if (error instanceof CheckoutAborted) return fail(error.failure);
    throw error;
  }
}

/** The reply to a repeat of a request that already opened an order. */
async function repeat(
  ctx: CheckoutContext,
  record: IntentRecord,
  requestHash: string,
): Promise<CheckoutResult> {
  if (record.requestHash !== requestHash) {
    return fail('idempotency-key-reused');
  }
  // A replaced order is over: handing out its intent again would only invite a payment that
  // must be refunded.
  if (record.orderId !== null && (await findOrderStatus(ctx.db, record.orderId)) === 'cancelled') {
    return fail('checkout-replaced');
  }
  const stored = StoredReply.parse(record.reply);
  // The provider gives the same intent for the same reference; the secrets were never stored.
  const intent = await ctx.payments.openIntent({
    reference: stored.orderId,
    amountMinor: stored.total,
    currency: stored.currency,
  });
  if (
    intent.intentId !== record.providerIntentId ||
    sha256(intent.clientSecret) !== record.clientSecretHash ||
    sha256(intent.paymentSession) !== record.paymentSessionHash
  ) {
    throw new Error('The payment provider answered a repeat with another intent');
  }
  return ok({
    ...stored,
    clientSecret: intent.clientSecret,
    paymentSession: intent.paymentSession,
  });
}

/** Checks every line against the catalogue; throws CheckoutAborted for the first bad one. */
async function linesToPrice(db: Db, lines: readonly CheckoutLine[]): Promise<LineToPrice[]> {
  const groups = await readPlatformGroupPrices(
    db,
    lines.map((l) => l.platformGroupId),
  );
  const byId = new Map(groups.map((g) => [g.id, g]));
  const products = await readExistingProductIds(
    db,
    lines.map((l) => l.productId),
  );
  return lines.map((line) => {
    if (!products.has(line.productId)) {
      throw new CheckoutAborted({ reason: 'product-not-found', productId: line.productId });
    }
    const group = byId.get(line.platformGroupId);
    if (!group || group.productId !== line.productId) {
      throw new CheckoutAborted({
        reason: 'platform-group-mismatch',
        platformGroupId: line.platformGroupId,
      });
    }
    return { ...line, priceMinor: group.priceMinor, salePriceMinor: group.salePriceMinor };
  });
}

/** Prices, reserves and stores a new order under the claimed record; runs in the transaction. */
async function openOrder(
  ctx: CheckoutContext,
  input: CreatePaymentIntentInput,
  recordId: number,
): Promise<CreatePaymentIntentReply> {
  const { db } = ctx;
  // Counted once the key is claimed, so repeats of a key are not. A refusal rolls the claim
  // back, so the same key can be tried again once the window has passed.
  const admission = await admitNewCheckout(ctx.limiter, { userId: input.user.id, ip: input.ip });
  if (!admission.allowed) {
    const { retryAfterSeconds } = admission;
    throw new CheckoutAborted({ reason: 'too-many-checkouts', retryAfterSeconds });
  }
  const toPrice = await linesToPrice(db, input.lines);
  // The level as of this checkout; the order keeps it, so its invoice names the same one.
  const level = await loyaltyLevelOf(db, input.user.id);
  const { lines, totals } = priceCheckout(toPrice, input.currency, level);

  const now = ctx.now();
  const publicId = newPublicId('ord');
  // Before reserving, so keys the replaced order held can go to this one; if this checkout
  // is refused, the rollback gives the replaced order back its keys.
  const replacedEnds = await replaceUnpaidOrders(db, input.user.id, publicId, now);

  // Every line is tried before refusing, so the customer hears of every group that ran out.
  const reservations: { platformGroupId: number; keys: number[] }[] = [];
  const outOfStock: number[] = [];
  for (const line of lines) {
    const keys = await lockAvailableKeys(db, line.platformGroupId, line.quantity);
    if (keys.length < line.quantity) outOfStock.push(line.platformGroupId);
    reservations.push({ platformGroupId: line.platformGroupId, keys });
  }
  if (outOfStock.length > 0) {
    throw new CheckoutAborted({ reason: 'out-of-stock', platformGroupIds: outOfStock });
  }

  const expiresAt = reservationEnd(now, RESERVATION_MINUTES, replacedEnds);
  const { orderId, lineIdByGroup } = await insertOrder(
    db,
    {
      publicId,
      userId: input.user.id,
      status: 'pending',
      currency: input.currency.code,
      rateMicros: input.currency.rateMicros,
      loyaltyLevel: level,
      ...totals,
      createdAt: now,
      updatedAt: now,
      expiresAt,
    },
    lines,
  );
  await reserveKeys(
    db,
    reservations.flatMap((r) => r.keys),
    expiresAt,
  );
  await insertKeyAllocations(
    db,
    reservations.flatMap(({ platformGroupId, keys }) => {
      const orderLineId = lineIdByGroup.get(platformGroupId);
      if (orderLineId === undefined) throw new Error('An order line was not stored');
      return keys.map((productKeyId) => ({ orderLineId, productKeyId }));
    }),
  );

  // Inside the transaction on purpose: if the provider refuses, no order is left behind. The
  // order's public id is the provider's idempotency reference, so repeats get this intent.
  const intent = await ctx.payments.openIntent({
    reference: publicId,
    amountMinor: totals.totalMinor,
    currency: input.currency.code,
  });
  const stored: StoredReply = {
    paymentId: intent.intentId,
    orderId: publicId,
    currency: input.currency.code,
    subtotal: totals.subtotalMinor,
    discount: totals.discountMinor,
    loyaltyDiscount: totals.loyaltyDiscountMinor,
    total: totals.totalMinor,
    expiresAt: expiresAt.toISOString(),
  };
  await completeIntentRecord(db, recordId, {
    orderId,
    provider: intent.provider,
    providerIntentId: intent.intentId,
    clientSecretHash: sha256(intent.clientSecret),
    paymentSessionHash: sha256(intent.paymentSession),
    reply: stored,
  });
  await writeOutbox(db, [
    {
      topic: 'order.created',
      payload: {
        orderId: publicId,
        userId: input.user.id,
        paymentId: intent.intentId,
        currency: input.currency.code,
        totalMinor: totals.totalMinor,
        expiresAt: stored.expiresAt,
        lines: lines.map((l) => ({
          productId: l.productId,
          platformGroupId: l.platformGroupId,
          quantity: l.quantity,
          unitPriceMinor: l.unitPriceMinor,
          salePriceMinor: l.salePriceMinor,
        })),
        ...(input.referral
          ? { referralCode: input.referral.code, ipHash: input.referral.ipTag }
          : {}),
      },
    },
  ]);
  return { ...stored, clientSecret: intent.clientSecret, paymentSession: intent.paymentSession };
}
