import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@store/shared/schemas/auth';
import { sessions, users } from '../../apps/server/src/db/schema/accounts';
import {
  SESSION_ABSOLUTE_MS,
  sessionIdOf,
} from '../../apps/server/src/modules/sessions/sessions.service';
import { mapConcurrently } from './concurrently';
import type { CheckoutStore } from './checkout-store';

/** A signed-in customer as a browser holds it: the session cookie and the CSRF token. */
export type Buyer = { userId: number; headers: Record<string, string> };

/** What one order buys: one key of a platform group. */
export type CheckoutLine = { productId: number; platformGroupId: number; quantity: number };

/** The EUR price of every benchmark key (minor units), below the first-order review amount. */
export const PRICE_MINOR = 2599;

/** A browser's CSRF token for a session: the cookie the store sets on an API reply. */
async function csrfTokenFor(origin: string, sessionCookie: string): Promise<string> {
  const res = await fetch(`${origin}/api/v1/health`, { headers: { cookie: sessionCookie } });
  await res.arrayBuffer();
  const token = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${CSRF_COOKIE}=`))
    ?.slice(CSRF_COOKIE.length + 1);
  if (!token) throw new Error('The store handed out no CSRF token');
  return token;
}

/** A random address from 198.18.0.0/15, set aside for tests: a header value, never contacted. */
function testAddress(): string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  return `198.${18 + (a % 2)}.${b}.${c}`;
}

/**
 * Customers written straight to the database in bulk (no password hashing, no sign-in
 * requests), e-mail verified and profile complete, each with a live session; the CSRF token
 * comes from the store as a browser gets it.
 */
export async function createBuyers(store: CheckoutStore, count: number): Promise<Buyer[]> {
  const { db } = store.database;
  const now = new Date();
  const customers = await db
    .insert(users)
    .values(
      Array.from({ length: count }, () => ({
        email: `bench.${randomBytes(6).toString('hex')}@example.test`,
        firstName: 'Bench',
        lastName: 'Buyer',
        birthday: '1990-12-10',
        address: 'Main Street 1',
        city: 'Zurich',
        zip: '8001',
        country: 'CH',
        emailVerified: true,
        termsAcceptedAt: now,
      })),
    )
    .returning({ id: users.id });
  const signedIn = customers.map(({ id }) => ({
    userId: id,
    token: randomBytes(32).toString('base64url'),
  }));
  await db.insert(sessions).values(
    signedIn.map(({ userId, token }) => ({
      id: sessionIdOf(token),
      userId,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
      userAgent: 'bench',
      ip: '127.0.0.1',
    })),
  );
  return mapConcurrently(signedIn, 8, async ({ userId, token }) => {
    const session = `${SESSION_COOKIE}=${token}`;
    const csrf = await csrfTokenFor(store.origin, session);
    return {
      userId,
      headers: {
        cookie: `${session}; ${CSRF_COOKIE}=${csrf}`,
        [CSRF_HEADER]: csrf,
        // An address of its own from 198.18.0.0/15, the range set aside for tests: the store
        // limits the checkouts opened per address.
        'x-forwarded-for': testAddress(),
      },
    };
  });
}

/**
 * A new product with one platform group at {@link PRICE_MINOR} holding `keys` encrypted
 * keys, shaped after the first seeded game.
 */
export async function stockPlatformGroup(
  store: CheckoutStore,
  keys: number,
): Promise<CheckoutLine> {
  const { pool } = store.database;
  const id = randomBytes(5).toString('hex');
  const { rows: products } = await pool.query<{ id: number }>(
    `insert into products (title, slug, type_id, genre_id, developer_id, publisher_id, rating_id, release_date)
     select $1, $2, type_id, genre_id, developer_id, publisher_id, rating_id, release_date
     from products where type_id = 1 order by id limit 1
     returning id`,
    [`Bench Game ${id}`, `bench-game-${id}`],
  );
  const productId = products[0]?.id;
  if (productId === undefined) throw new Error('The benchmark product was not stored');
  const { rows: groups } = await pool.query<{ id: number }>(
    `insert into product_platforms (product_id, platform_id, region_id, price_minor)
     select $1, 1, id, $2 from regions order by id limit 1
     returning id`,
    [productId, PRICE_MINOR],
  );
  const platformGroupId = groups[0]?.id;
  if (platformGroupId === undefined) throw new Error('The benchmark platform group was not stored');
  const encrypted = Array.from({ length: keys }, (_, i) =>
    store.vault.encrypt(`BENCH-${id}-${i}`, platformGroupId),
  );
  await pool.query(
    `insert into product_keys (product_platform_id, encrypted_key) select $1, unnest($2::text[])`,
    [platformGroupId, encrypted],
  );
  return { productId, platformGroupId, quantity: 1 };
}
