import { randomBytes } from 'node:crypto';
import { users } from '../../apps/server/src/db/schema/accounts';
import {
  attributeReferral,
  decidePayout,
  earnFromOrder,
  matureDueEarnings,
  requestPayout,
  settleRefund,
} from '../../apps/server/src/modules/referrals/referral-ledger.service';
import { DEFAULT_REFERRAL_PROGRAMME } from '../../apps/server/src/modules/referrals/referral-programme';
import { ensureCode } from '../../apps/server/src/modules/referrals/referrals.service';
import type { CheckoutStore } from './checkout-store';

const DAY_MS = 86_400_000;
/** Minutes between two orders of the friends: 1,000 orders span about two weeks. */
const MINUTES_APART = 20;
/** Every this many orders one is refunded an hour after delivery, cancelling its earning. */
const REFUND_EVERY = 20;

/** Orders of referred customers, delivered: the first half of the friends pay in EUR, the rest in USD. */
async function insertFriendOrders(
  store: CheckoutStore,
  friendIds: readonly number[],
  count: number,
  now: number,
  prefix: string,
) {
  // Order n goes to friend n mod friends and is paid and delivered (count - n) × 20 minutes
  // ago; its one line takes the catalogue's entries in turn, at the day's rate for USD.
  const { rows } = await store.database.pool.query<{ public_id: string; delivered_at: Date }>(
    `with entries as (
       select row_number() over (order by id) - 1 as i, id, product_id,
              coalesce(nullif(price_minor, 0), 1999) as price_minor
       from product_platforms
     ), friends as (
       select row_number() over (order by id) - 1 as i, id, country
       from users where id = any($1::int[])
     ), plan as (
       select n, f.id as user_id, e.id as group_id, e.product_id, 1 + n % 3 as quantity,
              c.code as currency, c.rate_micros,
              round(e.price_minor * c.rate_micros / 1000000.0)::int as unit_minor,
              to_timestamp($3::double precision / 1000)
                - make_interval(mins => ($2::int - n) * $4::int) as at
       from generate_series(1, $2::int) as n
       join friends f on f.i = n % (select count(*) from friends)
       join entries e on e.i = n % (select count(*) from entries)
       join currencies c on c.code = case when f.country = 'US' then 'USD' else 'EUR' end
     ), inserted as (
       insert into orders (public_id, user_id, status, currency, rate_micros, subtotal_minor,
         discount_minor, loyalty_level, loyalty_discount_minor, total_minor, expires_at,
         created_at, paid_at, delivered_at)
       select $5 || '_' || n, user_id, 'delivered', currency, rate_micros, unit_minor * quantity,
              0, 0, 0, unit_minor * quantity, at, at, at, at
       from plan
       returning id, public_id, delivered_at
     ), lines as (
       insert into order_lines (order_id, product_id, platform_group_id, quantity, unit_price_minor)
       select i.id, p.product_id, p.group_id, p.quantity, p.unit_minor
       from inserted i join plan p on i.public_id = $5 || '_' || p.n
     )
     select public_id, delivered_at from inserted order by delivered_at`,
    [friendIds, count, now, MINUTES_APART, prefix],
  );
  if (rows.length !== count) throw new Error(`${rows.length} of ${count} friends' orders stored`);
  return rows;
}

/** Friends of a referrer, registered a month ago; the first half in Germany, the rest in the US. */
async function insertFriends(store: CheckoutStore, count: number, now: number, prefix: string) {
  const joined = new Date(now - 30 * DAY_MS);
  const rows = await store.database.db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `${prefix}.friend${i}@example.test`,
        firstName: 'Bench',
        lastName: 'Friend',
        country: i < count / 2 ? 'DE' : 'US',
        emailVerified: true,
        termsAcceptedAt: joined,
        createdAt: joined,
      })),
    )
    .returning({ id: users.id, createdAt: users.createdAt });
  return rows;
}

export type ReferrerHistory = {
  seconds: number;
  /** Earnings by the status the earnings list shows. */
  statuses: Record<string, number>;
  /** Ledger movements, and those that are not two rows summing to zero (must be none). */
  movements: number;
  unbalanced: number;
};

/**
 * A referrer's history as the programme records it in production: `friends` customers
 * attributed to the referrer's code with the programme's own `attributeReferral`, `count`
 * delivered orders of theirs (EUR and USD) written to the order tables, each handed to
 * `earnFromOrder` at its delivery time, oldest first; one in twenty refunded an hour later
 * (`settleRefund`: cancelled). Then maturity two days ago, a payout per currency asked two
 * days ago (EUR paid a day ago, USD still requested) and maturity now: about half the
 * earnings matured, the last week's pending.
 */
export async function seedReferrerHistory(
  store: CheckoutStore,
  referrerUserId: number,
  options: { friends: number; earnings: number },
): Promise<ReferrerHistory> {
  const { db, pool } = store.database;
  const programme = DEFAULT_REFERRAL_PROGRAMME;
  const prefix = `bench_${randomBytes(4).toString('hex')}`;
  const now = Date.now();
  const started = performance.now();

  const code = await ensureCode(db, referrerUserId);
  const friends = await insertFriends(store, options.friends, now, prefix);
  for (const friend of friends) {
    const attributed = await attributeReferral(
      db,
      programme,
      {
        referredUserId: friend.id,
        code,
        source: 'registration',
        ipHash: undefined,
        at: friend.createdAt,
      },
      friend.createdAt,
    );
    if (!attributed.ok) throw new Error(`Referral refused: ${attributed.failure.reason}`);
  }

  const orders = await insertFriendOrders(
    store,
    friends.map((f) => f.id),
    options.earnings,
    now,
    prefix,
  );
  for (const [i, order] of orders.entries()) {
    const outcome = await earnFromOrder(db, programme, order.public_id, order.delivered_at);
    if (outcome !== 'earned')
      throw new Error(`Order ${order.public_id} earned nothing: ${outcome}`);
    if (i % REFUND_EVERY !== REFUND_EVERY - 1) continue;
    const refundedAt = new Date(order.delivered_at.getTime() + 3_600_000);
    await pool.query(
      `update orders set status = 'refunded', refunded_at = $2 where public_id = $1`,
      [order.public_id, refundedAt],
    );
    if ((await settleRefund(db, order.public_id, refundedAt)) !== 'cancelled') {
      throw new Error(`The refund of ${order.public_id} did not cancel its earning`);
    }
  }

  const asked = new Date(now - 2 * DAY_MS);
  await matureDueEarnings(db, asked);
  for (const currency of ['EUR', 'USD']) {
    const payout = await requestPayout(
      db,
      programme,
      { userId: referrerUserId, currency, idempotencyKey: undefined },
      asked,
    );
    if (!payout.ok) throw new Error(`No ${currency} payout: ${payout.failure.reason}`);
    if (currency !== 'EUR') continue;
    const paid = await decidePayout(db, payout.value.publicId, 'paid', new Date(now - DAY_MS));
    if (!paid.ok) throw new Error(`The EUR payout was not paid: ${paid.failure.reason}`);
  }
  await matureDueEarnings(db, new Date(now));
  const seconds = (performance.now() - started) / 1000;

  const { rows: statuses } = await pool.query<{ status: string; n: number }>(
    `select case when e.cancelled_at is not null then 'cancelled'
                 when p.status in ('paid', 'requested') then p.status
                 when e.matured_at is not null then 'unpaid'
                 else 'pending' end as status, count(*)::int as n
     from referral_earnings e left join referral_payouts p on p.id = e.payout_id
     where e.referrer_user_id = $1 group by 1 order by 1`,
    [referrerUserId],
  );
  const { rows: ledger } = await pool.query<{ movements: number; unbalanced: number }>(
    `select count(*)::int as movements,
            count(*) filter (where rows <> 2 or total <> 0)::int as unbalanced
     from (select count(*) as rows, sum(amount_minor) as total from referral_ledger
           where user_id = $1 group by txn_key) as m`,
    [referrerUserId],
  );
  return {
    seconds,
    statuses: Object.fromEntries(statuses.map((s) => [s.status, s.n])),
    movements: ledger[0]?.movements ?? 0,
    unbalanced: ledger[0]?.unbalanced ?? 0,
  };
}

/**
 * `count` pending earnings, none due yet by the store's clock (so its own maturity job
 * leaves them alone), all due by the returned time: written with SQL as the programme writes
 * them (one referral per friend, one earning per delivered order, its `earn:<id>` movement
 * from `store` to `pending` as two rows), across count / 20 referrers, five earnings per
 * friend, EUR and USD. Returns the time at which every one is due.
 */
export async function seedDueEarnings(store: CheckoutStore, count: number): Promise<Date> {
  const { pool } = store.database;
  const prefix = `bench_${randomBytes(4).toString('hex')}`;
  const now = Date.now();
  const referrers = Math.max(1, Math.floor(count / 20));
  const friends = Math.max(1, Math.floor(count / 5));
  await pool.query(
    `with people as (
       insert into users (email, first_name, last_name, country, email_verified, created_at)
       select $1 || '.' || kind || n || '@example.test', 'Bench', kind,
              case when n % 2 = 0 then 'DE' else 'US' end, true,
              to_timestamp($4::double precision / 1000) - interval '60 days'
       from (select 'referrer' as kind, n from generate_series(1, $2::int) n
             union all select 'friend', n from generate_series(1, $3::int) n) as p
       returning id, last_name as kind, country, created_at
     ), numbered as (
       select row_number() over (partition by kind order by id) - 1 as i, * from people
     ), codes as (
       insert into referral_codes (user_id, code)
       select id, upper($1) || i from numbered where kind = 'referrer'
       returning user_id, code
     ), accounts as (
       insert into referral_accounts (user_id) select id from numbered where kind = 'referrer'
     )
     insert into referrals (referred_user_id, referrer_user_id, code, source, attributed_at,
       window_ends_at)
     select f.id, r.id, upper($1) || r.i, 'registration', f.created_at,
            f.created_at + interval '365 days'
     from numbered f join numbered r on r.kind = 'referrer' and r.i = f.i % $2::int
     where f.kind = 'friend'`,
    [prefix, referrers, friends, now],
  );
  // Paid an hour less n seconds short of 7 days ago: each matures an hour and n seconds
  // from now, later than the store's own job could take it during the run.
  await pool.query(
    `with friends as (
       select row_number() over (order by r.referred_user_id) - 1 as i,
              r.referred_user_id as id, r.referrer_user_id, u.country
       from referrals r join users u on u.id = r.referred_user_id
       where r.code like upper($1) || '%'
     ), entries as (
       select row_number() over (order by id) - 1 as i, coalesce(nullif(price_minor, 0), 1999) as price_minor
       from product_platforms
     ), plan as (
       select n, f.id as user_id, f.referrer_user_id, c.code as currency, c.rate_micros,
              round(e.price_minor * c.rate_micros / 1000000.0)::int as total_minor,
              to_timestamp($3::double precision / 1000) - interval '7 days' + interval '1 hour'
                + make_interval(secs => n) as at
       from generate_series(1, $2::int) as n
       join friends f on f.i = n % (select count(*) from friends)
       join entries e on e.i = n % (select count(*) from entries)
       join currencies c on c.code = case when f.country = 'US' then 'USD' else 'EUR' end
     ), inserted as (
       insert into orders (public_id, user_id, status, currency, rate_micros, subtotal_minor,
         discount_minor, loyalty_level, loyalty_discount_minor, total_minor, expires_at,
         created_at, paid_at, delivered_at)
       select $1 || '_' || n, user_id, 'delivered', currency, rate_micros, total_minor, 0, 0, 0,
              total_minor, at, at, at, at
       from plan
       returning id, public_id
     ), earnings as (
       insert into referral_earnings (public_id, referrer_user_id, referred_user_id, order_id,
         currency, net_minor, percent_bp, amount_minor, earned_at, matures_at)
       select 'ern_' || $1 || '_' || p.n, p.referrer_user_id, p.user_id, i.id, p.currency,
              p.total_minor * 100 / 119, 500, greatest(1, p.total_minor * 100 / 119 * 500 / 10000), p.at,
              p.at + interval '7 days'
       from inserted i join plan p on i.public_id = $1 || '_' || p.n
       returning id, referrer_user_id, currency, amount_minor, earned_at
     )
     insert into referral_ledger (txn_key, user_id, currency, account, amount_minor, earning_id,
       created_at)
     select 'earn:' || e.id, e.referrer_user_id, e.currency, side.account,
            side.sign * e.amount_minor, e.id, e.earned_at
     from earnings e cross join (values ('store', -1), ('pending', 1)) as side(account, sign)`,
    [prefix, count, now],
  );
  const { rows } = await pool.query<{ n: number; due: Date }>(
    `select count(*)::int as n, max(matures_at) as due from referral_earnings
     where public_id like 'ern_' || $1 || '_%' and matured_at is null`,
    [prefix],
  );
  const seeded = rows[0];
  if (!seeded || seeded.n !== count)
    throw new Error(`${seeded?.n ?? 0} of ${count} earnings stored`);
  return new Date(seeded.due.getTime() + 1000);
}
