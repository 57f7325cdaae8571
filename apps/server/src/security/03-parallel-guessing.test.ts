import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { buildApp } from '../app';
import { hashPassword } from '../modules/users/password-hashing';
import { LOGIN_LIMITS, LOGIN_THROTTLED } from '../modules/auth/login-throttle';
import { VERIFICATION_MAX_ATTEMPTS } from '../modules/users/email-verification.service';
import { PASSWORD_CHANGE_LIMIT } from '../modules/users/users.service';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { signedInCustomer } from '../test/factories';
import { createTestClient } from '../test/test-client';
import {
  countStatuses,
  customerWithPassword,
  guessPrefix,
  logIn,
  someAddress,
} from '../test/kits/guessing-test-kit';

// Security item 3: guesses sent all at once. Each attempt is counted before its secret is
// checked, so however many arrive together, no more than the limit are ever checked.

// Every password the store checks, as the verifier saw it (the real argon2id check runs).
const verifier = vi.hoisted(() => ({ passwords: [] as string[] }));
vi.mock('../modules/users/password-hashing', async (importOriginal) => {
  const real = await importOriginal<typeof import('../modules/users/password-hashing')>();
  return {
    ...real,
    verifyPassword: async (password: string, hash: string | null) => {
      verifier.passwords.push(password);
      return real.verifyPassword(password, hash);
    },
  };
});
const checked = (prefix: string): number =>
  verifier.passwords.filter((p) => p.startsWith(prefix)).length;

const GUESSES = 30;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  verifier.passwords.length = 0;
});

describe('sign-in', () => {
  it(`checks at most ${LOGIN_LIMITS.clientOnAccount.limit} of ${GUESSES} parallel wrong passwords from one client`, async () => {
    const { email } = await customerWithPassword(t);
    const attacker = createTestClient(t.app);
    const prefix = guessPrefix();
    const replies = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) => logIn(attacker, email, `${prefix}${i}`)),
    );
    expect(checked(prefix)).toBeLessThanOrEqual(LOGIN_LIMITS.clientOnAccount.limit);
    const statuses = countStatuses(replies);
    expect(statuses[401]).toBe(checked(prefix));
    expect(statuses[429]).toBe(GUESSES - checked(prefix));
    const refused = replies.find((res) => res.statusCode === 429);
    expect(refused?.json()).toEqual({
      message: AUTH_MESSAGES.tooManyAttempts,
      code: LOGIN_THROTTLED,
    });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it(`checks at most ${LOGIN_LIMITS.unknownClients.free + 1} of ${GUESSES} parallel wrong passwords from as many addresses`, async () => {
    const { email } = await customerWithPassword(t);
    const prefix = guessPrefix();
    const replies = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        logIn(createTestClient(t.app), email, `${prefix}${i}`),
      ),
    );
    // The free tries of unknown clients, then one turn of the progressive delay.
    expect(checked(prefix)).toBeLessThanOrEqual(LOGIN_LIMITS.unknownClients.free + 1);
    expect(countStatuses(replies)[429]).toBe(GUESSES - checked(prefix));
  });

  it(`checks at most ${LOGIN_LIMITS.address.limit} parallel guesses from one address over many accounts`, async () => {
    const address = someAddress();
    const customers = await Promise.all(
      Array.from({ length: 10 }, async () => customerWithPassword(t)),
    );
    const prefix = guessPrefix();
    // Four guesses per account stay under each account's own limits: only the address limit bites.
    const replies = await Promise.all(
      customers.flatMap(({ email }) =>
        Array.from({ length: 4 }, (_, i) =>
          logIn(createTestClient(t.app), email, `${prefix}${i}`, address),
        ),
      ),
    );
    expect(checked(prefix)).toBeLessThanOrEqual(LOGIN_LIMITS.address.limit);
    expect(countStatuses(replies)[429]).toBe(replies.length - checked(prefix));
  });
});

describe('password change', () => {
  it(`checks at most ${PASSWORD_CHANGE_LIMIT.limit} of ${GUESSES} parallel wrong current passwords`, async () => {
    const { client } = await signedInCustomer(t, {
      passwordHash: await hashPassword('Current-Passphrase-77'),
    });
    const prefix = guessPrefix();
    const replies = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        client.request({
          method: 'POST',
          url: '/api/v1/users/update-password',
          payload: { currentPassword: `${prefix}${i}`, newPassword: 'Another-Long-Phrase-91' },
        }),
      ),
    );
    expect(checked(prefix)).toBeLessThanOrEqual(PASSWORD_CHANGE_LIMIT.limit);
    const statuses = countStatuses(replies);
    expect(statuses[400]).toBe(checked(prefix));
    expect(statuses[429]).toBe(GUESSES - checked(prefix));
  });
});

describe('e-mail verification code', () => {
  it(`compares at most ${VERIFICATION_MAX_ATTEMPTS} of ${GUESSES} parallel wrong codes`, async () => {
    const { client, userId } = await signedInCustomer(t, { emailVerified: false });
    // A stored hash no code can match: every guess below is wrong, whatever its digits.
    await t.database.pool.query(
      `insert into email_verifications (user_id, code_hash, expires_at, attempts, sent_at)
       values ($1, $2, now() + interval '15 minutes', 0, now())`,
      [userId, 'f'.repeat(64)],
    );
    const replies = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        client.request({
          method: 'POST',
          url: '/api/v1/users/verify-email',
          payload: { verificationCode: String(100_000 + i) },
        }),
      ),
    );
    const codes = replies.map((res) => res.json<{ code: string }>().code);
    expect(codes.filter((code) => code === 'CODE_INVALID')).toHaveLength(VERIFICATION_MAX_ATTEMPTS);
    expect(codes.filter((code) => code === 'CODE_ATTEMPTS')).toHaveLength(
      GUESSES - VERIFICATION_MAX_ATTEMPTS,
    );
    const { rows } = await t.database.pool.query<{ attempts: number }>(
      'select attempts from email_verifications where user_id = $1',
      [userId],
    );
    expect(rows[0]?.attempts).toBe(VERIFICATION_MAX_ATTEMPTS);
  });
});

const REDIS_URL = process.env.REDIS_URL;

describe.runIf(REDIS_URL)('two instances sharing Redis (REDIS_URL)', () => {
  it(`check at most ${LOGIN_LIMITS.clientOnAccount.limit} parallel wrong passwords between them`, async () => {
    const a = await buildTestApp({ REDIS_URL: REDIS_URL ?? '' });
    const b = await buildApp({ config: a.config, database: a.database });
    try {
      await b.ready();
      const { email } = await customerWithPassword(a);
      const address = someAddress();
      const prefix = guessPrefix();
      const replies = await Promise.all(
        Array.from({ length: GUESSES }, (_, i) =>
          logIn(createTestClient(i % 2 ? a.app : b), email, `${prefix}${i}`, address),
        ),
      );
      expect(checked(prefix)).toBeLessThanOrEqual(LOGIN_LIMITS.clientOnAccount.limit);
      expect(countStatuses(replies)[429]).toBe(GUESSES - checked(prefix));
    } finally {
      await b.close();
      await a.close();
    }
  });
});
