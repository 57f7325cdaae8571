import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthReply } from '@store/shared/schemas/auth';
import { hashPassword } from '../modules/users/password-hashing';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { registration, signedInCustomer } from '../test/factories';
import { startMailCatcher, type MailCatcher } from '../test/mail-catcher';
import {
  startOpenIdProvider,
  type TestIdentity,
  type TestOpenIdProvider,
} from '../test/openid-provider';
import { createTestClient, type TestClient } from '../test/test-client';

// Security item 1: an account registered with someone else's address and never confirmed
// must not become the real owner's account with the registrant still inside it once the
// owner signs in with a provider that vouches for the address.

const PUBLIC_URL = 'http://store.test';
const CALLBACK = `${PUBLIC_URL}/api/v1/auth/google/callback`;

let idp: TestOpenIdProvider;
let mail: MailCatcher;
let t: TestApp;
beforeAll(async () => {
  idp = await startOpenIdProvider(CALLBACK);
  mail = await startMailCatcher();
  t = await buildTestApp({
    PUBLIC_URL,
    SMTP_URL: mail.smtpUrl,
    SOCIAL_GOOGLE_CLIENT_ID: idp.clientId,
    SOCIAL_GOOGLE_CLIENT_SECRET: idp.clientSecret,
    SOCIAL_GOOGLE_ISSUER: idp.issuer,
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
  await mail.close();
});

const googleAccount = (email: string): TestIdentity => ({
  sub: `subject-${randomBytes(6).toString('hex')}`,
  email,
  email_verified: true,
  given_name: 'Vera',
  family_name: 'Victim',
});

/** The whole round trip through the provider, in the given browser. */
async function signInWithGoogle(client: TestClient, identity: TestIdentity) {
  idp.signInAs(identity);
  const start = await client.request({ url: '/api/v1/auth/google' });
  expect(start.statusCode).toBe(302);
  const back = await idp.authorize(String(start.headers.location));
  const res = await client.request({ url: `${back.pathname}${back.search}` });
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe('/dashboard');
}

const logIn = (client: TestClient, email: string, password: string) =>
  client.request({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

const me = (client: TestClient) => client.request({ url: '/api/v1/auth/me' });
const bearerMe = (token: string) =>
  t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });

const claimMailsTo = (email: string) =>
  mail.mails().filter((m) => m.to.includes(email) && /secured with Google/.test(m.subject));

const replyOf = (res: LightMyRequestResponse): AuthReply => AuthReply.parse(res.json());

describe('social sign-in to an address someone registered without confirming it', () => {
  it('takes the account from the registrant and hands it to the verified owner', async () => {
    const victim = `victim.${randomBytes(5).toString('hex')}@example.test`;
    // The attacker registers the victim's address with a password of their choosing…
    const attacker = createTestClient(t.app);
    const body = registration({ email: victim });
    const registered = await attacker.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: body,
    });
    expect(registered.statusCode).toBeLessThan(300);
    // …and signs in with it, never confirming the address.
    const signedIn = await logIn(attacker, victim, body.password);
    expect(signedIn.statusCode).toBe(200);
    const attackerToken = replyOf(signedIn).token ?? '';
    const account = replyOf(signedIn).user._id;
    expect(replyOf(signedIn).emailVerified).toBe(false);

    // The victim later signs in with Google, which vouches for the address.
    const owner = createTestClient(t.app);
    await signInWithGoogle(owner, googleAccount(victim));
    const theirs = replyOf(await me(owner));
    expect(theirs.user).toMatchObject({ _id: account, hasPassword: false, emailVerified: true });

    // The attacker is out: the password no longer signs in, and no session of theirs lives.
    expect((await logIn(createTestClient(t.app), victim, body.password)).statusCode).toBe(401);
    expect((await me(attacker)).statusCode).toBe(401);
    expect((await bearerMe(attackerToken)).statusCode).toBe(401);
    // The owner is told, at the address, what happened.
    const notice = await mail.waitForMail(
      (m) => m.to.includes(victim) && /secured with Google/.test(m.subject),
      10_000,
    );
    expect(notice.text).toContain('password has been removed');
    expect(notice.text).toContain('signed out');
  });

  it('links a verified account normally: its password and sessions stay', async () => {
    const password = `Correct-Horse-${randomBytes(4).toString('hex')}`;
    const existing = await signedInCustomer(t, { passwordHash: await hashPassword(password) });
    expect((await me(existing.client)).statusCode).toBe(200);

    const elsewhere = createTestClient(t.app);
    await signInWithGoogle(elsewhere, googleAccount(existing.email));
    expect(replyOf(await me(elsewhere)).user).toMatchObject({
      _id: String(existing.userId),
      hasPassword: true,
    });

    expect((await me(existing.client)).statusCode).toBe(200);
    expect((await logIn(createTestClient(t.app), existing.email, password)).statusCode).toBe(200);
    expect(claimMailsTo(existing.email)).toEqual([]);
  });
});
