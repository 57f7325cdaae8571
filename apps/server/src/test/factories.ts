import { randomBytes } from 'node:crypto';
import type { RegisterBody } from '@store/shared/schemas/auth';
import type { ContactMessageBody, JobApplicationBody } from '@store/shared/schemas/contact';
import { createKeyVault } from '../adapters/key-vault/key-vault';
import { startSession } from '../modules/sessions/sessions.service';
import { insertUser, type NewUser } from '../modules/users/users.repository';
import type { TestApp } from './build-test-app';
import { createTestClient, type TestClient } from './test-client';
import { TEST_KEY_SECRET } from './test-constants';

/** A valid registration, unique per call; override any field. */
export function registration(overrides: Partial<RegisterBody> = {}): RegisterBody {
  const id = randomBytes(5).toString('hex');
  return {
    email: `customer.${id}@example.test`,
    password: `Correct-Horse-${id}`,
    confirmPassword: `Correct-Horse-${id}`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    birthday: '1990-12-10',
    address: 'Main Street 1',
    city: 'Zurich',
    zip: '8001',
    country: 'CH',
    ...overrides,
    ...(overrides.password && !overrides.confirmPassword
      ? { confirmPassword: overrides.password }
      : {}),
  };
}

/**
 * Registers through the API, then signs in with the password (registration itself signs nobody
 * in), leaving the client signed in with the e-mail still unverified; returns the body, the
 * user id and the sign-in reply's token.
 */
export async function registerCustomer(client: TestClient, overrides: Partial<RegisterBody> = {}) {
  const body = registration(overrides);
  const res = await client.request({ method: 'POST', url: '/api/v1/auth/register', payload: body });
  if (res.statusCode !== 202) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const login = await client.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: body.email, password: body.password },
  });
  if (login.statusCode !== 200)
    throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
  const reply = login.json<{ user: { _id: string }; token: string }>();
  return { body, userId: reply.user._id, token: reply.token };
}

/** A unique e-mail address for forms that do not need an account. */
export function uniqueEmail(prefix = 'visitor'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.test`;
}

/** A valid contact-form message from a unique sender; override any field. */
export function contactMessage(overrides: Partial<ContactMessageBody> = {}): ContactMessageBody {
  return {
    name: 'Grace Hopper',
    email: uniqueEmail('contact'),
    subject: 'My key does not activate',
    message: 'Hello,\nthe Steam key from my last order says it is already in use.\nThanks!',
    ...overrides,
  };
}

/** A valid application from a unique applicant; override any field (positionId is required). */
export function jobApplication(
  overrides: Partial<JobApplicationBody> & Pick<JobApplicationBody, 'positionId'>,
): JobApplicationBody {
  return {
    name: 'Linus Torvalds',
    email: uniqueEmail('applicant'),
    message: 'I have shipped Node.js services for eight years and would love to join BigKeys.',
    ...overrides,
  };
}

/**
 * A customer written straight to the database (no password hashing, so hundreds are cheap),
 * signed in on a fresh client: e-mail verified and profile complete unless overridden.
 */
export async function signedInCustomer(t: TestApp, overrides: Partial<NewUser> = {}) {
  const id = randomBytes(5).toString('hex');
  const user = await insertUser(t.database.db, {
    email: `buyer.${id}@example.test`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    birthday: '1990-12-10',
    address: 'Main Street 1',
    city: 'Zurich',
    zip: '8001',
    country: 'CH',
    emailVerified: true,
    termsAcceptedAt: new Date(),
    ...overrides,
  });
  if (!user) throw new Error('the customer was not stored');
  const { token } = await startSession(t.database.db, user.id, {
    userAgent: 'test',
    ip: '127.0.0.1',
  });
  const client = createTestClient(t.app);
  client.setCookie('sid', token);
  return { client, userId: user.id, email: user.email };
}

const vault = createKeyVault(TEST_KEY_SECRET);

/**
 * A new product with one platform group at known EUR prices (minor units) and `keys`
 * available keys, so a test knows exactly what is in stock.
 */
export async function stockedPlatformGroup(
  t: TestApp,
  options: { priceMinor: number; salePriceMinor?: number | null; keys: number },
): Promise<{ productId: number; platformGroupId: number; keyIds: number[] }> {
  const { pool } = t.database;
  const id = randomBytes(5).toString('hex');
  const { rows: products } = await pool.query<{ id: number }>(
    `insert into products (title, slug, type_id, genre_id, developer_id, publisher_id, rating_id, release_date)
     select $1, $2, type_id, genre_id, developer_id, publisher_id, rating_id, release_date
     from products where type_id = 1 order by id limit 1
     returning id`,
    [`Test Game ${id}`, `test-game-${id}`],
  );
  const productId = products[0]?.id;
  if (productId === undefined) throw new Error('the product was not stored');
  const { rows: groups } = await pool.query<{ id: number }>(
    `insert into product_platforms (product_id, platform_id, region_id, price_minor, sale_price_minor)
     select $1, 1, id, $2, $3 from regions order by id limit 1
     returning id`,
    [productId, options.priceMinor, options.salePriceMinor ?? null],
  );
  const platformGroupId = groups[0]?.id;
  if (platformGroupId === undefined) throw new Error('the platform group was not stored');
  const encrypted = Array.from({ length: options.keys }, (_, i) =>
    vault.encrypt(`TEST-${id}-${i}`, platformGroupId),
  );
  const { rows: keys } = await pool.query<{ id: string }>(
    `insert into product_keys (product_platform_id, encrypted_key)
     select $1, unnest($2::text[]) returning id`,
    [platformGroupId, encrypted],
  );
  return { productId, platformGroupId, keyIds: keys.map((k) => Number(k.id)) };
}
