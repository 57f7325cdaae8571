import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { hashPassword } from '../../modules/users/password-hashing';
import { insertUser } from '../../modules/users/users.repository';
import type { TestApp } from '../build-test-app';
import type { CaughtMail, MailCatcher } from '../mail-catcher';
import { createTestClient, type TestClient } from '../test-client';

/** The landing pages the mailed links open. */
export type LinkPage = '/reset-password' | '/login/link';

const tokenIn = (page: LinkPage, mail: CaughtMail): string | undefined =>
  new RegExp(`${page.replace('/', '\\/')}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text)?.[1];

/** Waits for the `nth` (1-based) mail to `email` holding a link to `page`; returns its token. */
export async function waitForLinkToken(
  mail: MailCatcher,
  email: string,
  page: LinkPage,
  nth = 1,
): Promise<string> {
  const isLink = (m: CaughtMail) => m.to.includes(email) && tokenIn(page, m) !== undefined;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = mail.mails().filter(isLink)[nth - 1];
    if (found) return tokenIn(page, found) ?? '';
    if (Date.now() > deadline) throw new Error(`no link ${nth} to ${page} for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** How many mails to `email` link to `page`, once every mail sent so far has arrived. */
export async function countLinkMails(
  mail: MailCatcher,
  email: string,
  page: LinkPage,
): Promise<number> {
  // Links are mailed after the reply; give any still under way time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return mail.mails().filter((m) => m.to.includes(email) && tokenIn(page, m) !== undefined).length;
}

/** POSTs JSON as the given browser-like client. */
export const post = (client: TestClient, url: string, payload: object) =>
  client.request({ method: 'POST', url, payload });

/** Signs in with e-mail and password on the client; the status code tells how it went. */
export async function logIn(client: TestClient, email: string, password: string) {
  return (await post(client, '/api/v1/auth/login', { email, password })).statusCode;
}

/** Whether the client's session still answers GET /auth/me. */
export async function isSignedIn(client: TestClient): Promise<boolean> {
  return (await client.request({ url: '/api/v1/auth/me' })).statusCode === 200;
}

/** Moves every unused link of the user into the past, as if the mail had aged. */
export async function ageLinks(t: TestApp, email: string): Promise<void> {
  await t.database.pool.query(
    `update account_tokens set expires_at = now() - interval '1 second'
     where used_at is null and user_id = (select id from users where lower(email) = lower($1))`,
    [email],
  );
}

/**
 * A customer with a real password hash, written straight to the database (the flows under
 * test start from an existing account), and a client signed in to it with that password.
 */
export async function passwordCustomer(t: TestApp, { emailVerified = true } = {}) {
  const id = randomBytes(5).toString('hex');
  const email = `owner.${id}@example.test`;
  const password = `Correct-Horse-${id}`;
  const user = await insertUser(t.database.db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Ada',
    lastName: 'Lovelace',
    birthday: '1990-12-10',
    address: 'Main Street 1',
    city: 'Zurich',
    zip: '8001',
    country: 'CH',
    emailVerified,
    termsAcceptedAt: new Date(),
  });
  if (!user) throw new Error('the customer was not stored');
  const client = createTestClient(t.app);
  const signedIn = await logIn(client, email, password);
  if (signedIn !== 200) throw new Error(`sign-in failed: ${signedIn}`);
  return { client, email, password, userId: user.id };
}

/** Where a customer asks for a mailed link, and the page that link opens. */
const LINK_REQUESTS: Record<LinkPage, string> = {
  '/reset-password': '/api/v1/auth/password/forgot',
  '/login/link': '/api/v1/auth/sign-in-link',
};

/** A customer with a password who asked for a link to `page`, with that link's token. */
export async function customerWithMailedLink(
  t: TestApp,
  mail: MailCatcher,
  page: LinkPage,
  { emailVerified = true } = {},
) {
  const customer = await passwordCustomer(t, { emailVerified });
  const asked = await post(createTestClient(t.app), LINK_REQUESTS[page], {
    email: customer.email,
  });
  expect(asked.statusCode).toBe(200);
  const token = await waitForLinkToken(mail, customer.email, page);
  return { ...customer, token };
}
