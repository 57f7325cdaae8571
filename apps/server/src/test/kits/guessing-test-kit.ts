import { randomBytes, randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../modules/users/password-hashing';
import { insertUser } from '../../modules/users/users.repository';
import type { TestApp } from '../build-test-app';
import type { TestClient } from '../test-client';

/** A verified customer with a real (argon2id) password, written straight to the database. */
export async function customerWithPassword(t: TestApp) {
  const id = randomBytes(5).toString('hex');
  const email = `guessed.${id}@example.test`;
  const password = `Right-Passphrase-${id}`;
  const user = await insertUser(t.database.db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Ada',
    lastName: 'Lovelace',
    emailVerified: true,
    termsAcceptedAt: new Date(),
  });
  if (!user) throw new Error('the customer was not stored');
  return { email, password, userId: user.id };
}

/** A prefix that marks one test's wrong guesses, so the verifier's calls can be told apart. */
export const guessPrefix = (): string => `Wrong-Guess-${randomBytes(4).toString('hex')}-`;

/** A random private address for one pretend client (counts may outlive a run in Redis). */
export const someAddress = (): string =>
  `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Signs in on the client (its cookies and address) or, with `remoteAddress`, from there. */
export function logIn(
  client: TestClient,
  email: string,
  password: string,
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return client.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** How many replies had each status code, e.g. `{ 401: 5, 429: 25 }`. */
export function countStatuses(replies: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const res of replies) counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
  return counts;
}
