import { ReferralProfile } from '@store/shared/schemas/referrals';
import type { NewUser } from '../../modules/users/users.repository';
import { createReferralHandlers } from '../../modules/referrals/referral-handlers';
import {
  DEFAULT_REFERRAL_PROGRAMME,
  type ReferralProgramme,
} from '../../modules/referrals/referral-programme';
import type { OutboxDeps } from '../../modules/outbox/outbox-worker';
import type { TestApp } from '../build-test-app';
import { signedInCustomer } from '../factories';
import type { TestClient } from '../test-client';
import {
  deliveredEvent,
  insertDeliveredOrder,
  refundedEvent,
  storedEvent,
  type DeliveredOrderOptions,
} from './loyalty-test-kit';

// Helpers the referral tests share: a referrer with a code, friends attributed through the
// programme's own handlers, and their delivered orders written straight to the order tables
// (as fulfilment leaves them) and handed to the handlers as the outbox would.

export const REFERRALS_API = '/api/v1/referrals';

/** GET a referral route as the client, expecting 200; the parsed body. */
export async function getReferrals(client: TestClient, path: string): Promise<unknown> {
  const res = await client.request({ url: `${REFERRALS_API}${path}` });
  if (res.statusCode !== 200) throw new Error(`GET ${path}: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function referralProfile(client: TestClient): Promise<ReferralProfile> {
  return ReferralProfile.parse(await getReferrals(client, '/me'));
}

/** POST /me/payouts as the client, with an idempotency key when given. */
export function askPayout(client: TestClient, currency: string, idempotencyKey?: string) {
  return client.request({
    method: 'POST',
    url: `${REFERRALS_API}/me/payouts`,
    headers: {
      'content-type': 'application/json',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: JSON.stringify({ currency }),
  });
}

/** A signed-in customer and the code their first look at the programme gave them. */
export async function newReferrer(t: TestApp, overrides: Partial<NewUser> = {}) {
  const customer = await signedInCustomer(t, overrides);
  const { code } = await referralProfile(customer.client);
  return { ...customer, code };
}

/** The programme's handlers on given terms, and a way to run them as the outbox would. */
export function referralHandlers(
  deps: OutboxDeps,
  programme: ReferralProgramme = DEFAULT_REFERRAL_PROGRAMME,
) {
  const handlers = createReferralHandlers(programme);
  return {
    handlers,
    /** A customer who registered with `code` (from `ipHash`'s address, when given). */
    friendOf: async (
      t: TestApp,
      code: string,
      options: { ipHash?: string; user?: Partial<NewUser> } = {},
    ) => {
      const friend = await signedInCustomer(t, options.user);
      await handlers.attributeRegistration(
        storedEvent('user.registered', {
          userId: friend.userId,
          provider: null,
          referralCode: code,
          ...(options.ipHash ? { ipHash: options.ipHash } : {}),
        }),
        deps,
      );
      return friend;
    },
    /** A delivered order of the customer, announced to the programme; its public id. */
    deliver: async (t: TestApp, userId: number, options: DeliveredOrderOptions = {}) => {
      const orderId = await insertDeliveredOrder(t, userId, options);
      await handlers.recordDeliveredOrder(deliveredEvent(orderId, userId), deps);
      return orderId;
    },
    /** The order refunded (as purchases leaves it) and announced to the programme. */
    refund: async (t: TestApp, orderId: string, userId: number) => {
      await t.database.pool.query(
        `update orders set status = 'refunded', refunded_at = now() where public_id = $1`,
        [orderId],
      );
      await handlers.recordRefund(refundedEvent(orderId, userId), deps);
    },
  };
}

/** The referrer's earnings, oldest first. */
export async function earningsOf(t: TestApp, referrerId: number) {
  const { rows } = await t.database.pool.query<{
    id: number;
    amount_minor: string;
    net_minor: string;
    percent_bp: number;
    currency: string;
    matured_at: Date | null;
    cancelled_at: Date | null;
    reversed_at: Date | null;
  }>('select * from referral_earnings where referrer_user_id = $1 order by id', [referrerId]);
  return rows.map((r) => ({
    ...r,
    amount: Number(r.amount_minor),
    net: Number(r.net_minor),
  }));
}

/** Each of the referrer's ledger accounts summed, per currency: `{ 'EUR:pending': 92 }`. */
export async function ledgerBalances(t: TestApp, userId: number): Promise<Record<string, number>> {
  const { rows } = await t.database.pool.query<{ currency: string; account: string; n: string }>(
    `select currency, account, sum(amount_minor) as n from referral_ledger
     where user_id = $1 group by currency, account`,
    [userId],
  );
  return Object.fromEntries(rows.map((r) => [`${r.currency}:${r.account}`, Number(r.n)]));
}

/**
 * Movements that break double entry: any whose rows do not sum to zero or are not exactly
 * two. Empty when the ledger holds.
 */
export async function unbalancedMovements(t: TestApp): Promise<{ txn_key: string }[]> {
  const { rows } = await t.database.pool.query<{ txn_key: string }>(
    `select txn_key from referral_ledger group by txn_key
     having sum(amount_minor) <> 0 or count(*) <> 2`,
  );
  return rows;
}
