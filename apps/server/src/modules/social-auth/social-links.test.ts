import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthReply } from '@store/shared/schemas/auth';
import { SocialAccountsReply, SocialLinkStartReply } from '@store/shared/schemas/social-links';
import type { OutgoingMail } from '../../adapters/mailer/mailer';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import {
  startOpenIdProvider,
  type TestIdentity,
  type TestOpenIdProvider,
} from '../../test/openid-provider';
import { createTestClient, type TestClient } from '../../test/test-client';
import { SOCIAL_FLOW_COOKIE } from './social-flow';

const PUBLIC_URL = 'http://store.test';
type Provider = 'google' | 'discord';

let t: TestApp;
const idps = {} as Record<Provider, TestOpenIdProvider>;
/** Every mail the store sent, as it handed it to the mailer. */
const sent: OutgoingMail[] = [];

beforeAll(async () => {
  idps.google = await startOpenIdProvider(`${PUBLIC_URL}/api/v1/auth/google/callback`);
  // Discord's own endpoints are not OpenID Connect; the override lets a local issuer stand in.
  idps.discord = await startOpenIdProvider(`${PUBLIC_URL}/api/v1/auth/discord/callback`);
  t = await buildTestApp(
    {
      PUBLIC_URL,
      SOCIAL_GOOGLE_CLIENT_ID: idps.google.clientId,
      SOCIAL_GOOGLE_CLIENT_SECRET: idps.google.clientSecret,
      SOCIAL_GOOGLE_ISSUER: idps.google.issuer,
      SOCIAL_DISCORD_CLIENT_ID: idps.discord.clientId,
      SOCIAL_DISCORD_CLIENT_SECRET: idps.discord.clientSecret,
      SOCIAL_DISCORD_ISSUER: idps.discord.issuer,
    },
    {
      mailer: {
        send: async (mail) => {
          sent.push(mail);
          return { id: String(sent.length) };
        },
        close: async () => {},
      },
    },
  );
});
afterAll(async () => {
  await t.close();
  await idps.google.close();
  await idps.discord.close();
});

const person = (): TestIdentity => {
  const id = randomBytes(6).toString('hex');
  return {
    sub: `subject-${id}`,
    email: `social.${id}@example.test`,
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
  };
};

const startLink = (client: TestClient, provider: Provider = 'google') =>
  client.request({ method: 'POST', url: `/api/v1/users/social-accounts/${provider}/link` });

/** Starts a link, signs in at the provider as `identity`, and comes back to the callback. */
async function linkWith(
  client: TestClient,
  identity: TestIdentity | 'deny',
  provider: Provider = 'google',
): Promise<LightMyRequestResponse> {
  const start = await startLink(client, provider);
  expect(start.statusCode, start.body).toBe(200);
  idps[provider].signInAs(identity);
  const back = await idps[provider].authorize(SocialLinkStartReply.parse(start.json()).url);
  return client.request({ url: `${back.pathname}${back.search}` });
}

async function links(client: TestClient): Promise<SocialAccountsReply> {
  const res = await client.request({ url: '/api/v1/users/social-accounts' });
  expect(res.statusCode).toBe(200);
  return SocialAccountsReply.parse(res.json());
}

const linkedProviders = async (client: TestClient): Promise<string[]> =>
  (await links(client)).accounts.filter((a) => a.linked).map((a) => a.provider);

async function storedLinks(userId: number): Promise<{ provider: string; subject: string }[]> {
  const { rows } = await t.database.pool.query<{ provider: string; subject: string }>(
    'select provider, subject from social_accounts where user_id = $1 order by provider',
    [userId],
  );
  return rows;
}

async function addLink(userId: number, provider: Provider, subject = `subject-${userId}`) {
  await t.database.pool.query(
    'insert into social_accounts (provider, subject, user_id) values ($1, $2, $3)',
    [provider, `${subject}-${randomBytes(4).toString('hex')}`, userId],
  );
}

/** The security page's address, back from the provider with `query`. */
const returnTo = (query: string) => `/dashboard/security?${query}#linked-accounts`;

const mailsTo = (email: string) => sent.filter((mail) => mail.to === email);

/** A customer who signed in just now, with a password unless told otherwise. */
const customer = (overrides: Parameters<typeof signedInCustomer>[1] = {}) =>
  signedInCustomer(t, { passwordHash: 'argon2-hash', ...overrides });

describe('linked social accounts', () => {
  it('lists both providers, none linked yet, and whether the account has a password', async () => {
    const { client } = await customer();
    expect(await links(client)).toEqual({
      accounts: [
        { provider: 'google', name: 'Google', available: true, linked: false, linkedAt: null },
        { provider: 'discord', name: 'Discord', available: true, linked: false, linkedAt: null },
      ],
      hasPassword: true,
    });
    const { client: socialOnly } = await customer({ passwordHash: null });
    expect((await links(socialOnly)).hasPassword).toBe(false);
  });

  it('answers 401 to a guest and refuses changes without the CSRF token', async () => {
    const guest = createTestClient(t.app);
    expect((await guest.request({ url: '/api/v1/users/social-accounts' })).statusCode).toBe(401);
    expect((await startLink(guest)).statusCode).toBe(401);
    const { client, userId } = await customer();
    await addLink(userId, 'google');
    for (const request of [
      { method: 'POST' as const, url: '/api/v1/users/social-accounts/google/link' },
      { method: 'DELETE' as const, url: '/api/v1/users/social-accounts/google' },
    ]) {
      const res = await client.request({ ...request, csrf: false });
      expect(res.statusCode, request.method).toBe(403);
      expect(res.json()).toMatchObject({ code: 'EBADCSRFTOKEN' });
    }
    expect(await storedLinks(userId)).toHaveLength(1);
  });

  it('answers 400 for a provider the store does not know', async () => {
    const { client } = await customer();
    const res = await client.request({
      method: 'POST',
      url: '/api/v1/users/social-accounts/myspace/link',
    });
    expect(res.statusCode).toBe(400);
  });

  it('links a provider account to the signed-in customer, who can then sign in with it', async () => {
    const { client, userId, email } = await customer({ language: 'de' });
    const identity = person();
    const res = await linkWith(client, identity);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(returnTo('linked=google'));
    expect(client.cookie(SOCIAL_FLOW_COOKIE)).toBeUndefined();

    const [google] = (await links(client)).accounts;
    expect(google).toMatchObject({ provider: 'google', linked: true });
    expect(Date.parse(google?.linkedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await storedLinks(userId)).toEqual([{ provider: 'google', subject: identity.sub }]);
    // Mailed in the customer's language, with what to do if it was not them.
    const [mail] = mailsTo(email);
    expect(mail).toMatchObject({
      category: 'social-linked',
      subject: 'Google wurde mit deinem BigKeys-Konto verknüpft',
    });
    expect(mail?.text).toContain('Warst du das nicht?');
    expect(mail?.text).toContain(`${PUBLIC_URL}/dashboard/security`);

    // The still-signed-in session is untouched; a sign-in with Google reaches the same account.
    expect((await client.request({ url: '/api/v1/auth/me' })).statusCode).toBe(200);
    const browser = createTestClient(t.app);
    idps.google.signInAs(identity);
    const start = await browser.request({ url: '/api/v1/auth/google' });
    const back = await idps.google.authorize(String(start.headers.location));
    await browser.request({ url: `${back.pathname}${back.search}` });
    const me = AuthReply.parse((await browser.request({ url: '/api/v1/auth/me' })).json());
    expect(me.user._id).toBe(String(userId));
  });

  it('links Discord beside Google', async () => {
    const { client, userId } = await customer();
    await linkWith(client, person(), 'google');
    const res = await linkWith(client, person(), 'discord');
    expect(res.headers.location).toBe(returnTo('linked=discord'));
    expect(await linkedProviders(client)).toEqual(['google', 'discord']);
    expect((await storedLinks(userId)).map((row) => row.provider)).toEqual(['discord', 'google']);
  });

  it('refuses a provider account that belongs to another customer', async () => {
    const owner = await customer();
    const identity = person();
    await linkWith(owner.client, identity);
    const other = await customer();
    const res = await linkWith(other.client, identity);
    expect(res.headers.location).toBe(returnTo('linkError=SOCIAL_ACCOUNT_TAKEN&provider=google'));
    expect(await storedLinks(other.userId)).toEqual([]);
    expect(await storedLinks(owner.userId)).toEqual([
      { provider: 'google', subject: identity.sub },
    ]);
    expect(mailsTo(other.email)).toEqual([]);
  });

  it('refuses to link a second account of a provider already linked', async () => {
    const { client, userId } = await customer();
    await addLink(userId, 'google');
    const res = await startLink(client);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ALREADY_LINKED',
      message: 'An account of this provider is already linked to your BigKeys account.',
    });
    expect(res.cookies.find((c) => c.name === SOCIAL_FLOW_COOKIE)).toBeUndefined();
  });

  it('asks for a fresh sign-in when the session began more than 10 minutes ago', async () => {
    const { client, userId } = await customer();
    await t.database.pool.query(
      `update sessions set created_at = now() - interval '11 minutes' where user_id = $1`,
      [userId],
    );
    const res = await startLink(client);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'REAUTH_REQUIRED',
      message:
        'For your security, please sign in again to link an account: linking needs a sign-in within the last 10 minutes.',
    });
    expect(res.cookies.find((c) => c.name === SOCIAL_FLOW_COOKIE)).toBeUndefined();
    // Still signed in: only linking waits for the new sign-in.
    expect((await client.request({ url: '/api/v1/auth/me' })).statusCode).toBe(200);
  });

  it('finishes a link only in the session of the customer who started it', async () => {
    const starter = await customer();
    const start = await startLink(starter.client);
    idps.google.signInAs(person());
    const back = await idps.google.authorize(SocialLinkStartReply.parse(start.json()).url);
    // The sealed flow reaches another customer's browser.
    const other = await customer();
    other.client.setCookie(SOCIAL_FLOW_COOKIE, starter.client.cookie(SOCIAL_FLOW_COOKIE) ?? '');
    const res = await other.client.request({ url: `${back.pathname}${back.search}` });
    expect(res.headers.location).toBe(returnTo('linkError=LINK_FAILED&provider=google'));
    expect(await storedLinks(starter.userId)).toEqual([]);
    expect(await storedLinks(other.userId)).toEqual([]);
  });

  it('links nothing when the customer signed out meanwhile or declined at the provider', async () => {
    const { client, userId } = await customer();
    const start = await startLink(client);
    idps.google.signInAs(person());
    const back = await idps.google.authorize(SocialLinkStartReply.parse(start.json()).url);
    await client.request({ method: 'POST', url: '/api/v1/auth/logout' });
    const res = await client.request({ url: `${back.pathname}${back.search}` });
    expect(res.headers.location).toBe(returnTo('linkError=LINK_FAILED&provider=google'));

    const again = await customer();
    const declined = await linkWith(again.client, 'deny');
    expect(declined.headers.location).toBe(returnTo('linkError=LINK_FAILED&provider=google'));
    expect(await storedLinks(userId)).toEqual([]);
    expect(await storedLinks(again.userId)).toEqual([]);
  });

  it('does not sign anyone in with a link flow', async () => {
    const { client } = await customer();
    const start = await startLink(client);
    idps.google.signInAs(person());
    const back = await idps.google.authorize(SocialLinkStartReply.parse(start.json()).url);
    const stranger = createTestClient(t.app);
    stranger.setCookie(SOCIAL_FLOW_COOKIE, client.cookie(SOCIAL_FLOW_COOKIE) ?? '');
    const res = await stranger.request({ url: `${back.pathname}${back.search}` });
    expect(res.headers.location).toBe(returnTo('linkError=LINK_FAILED&provider=google'));
    expect((await stranger.request({ url: '/api/v1/auth/me' })).statusCode).toBe(401);
  });
});

describe('unlinking', () => {
  it('removes the link of a customer with a password and mails them', async () => {
    const { client, userId, email } = await customer();
    await addLink(userId, 'google');
    const res = await client.request({
      method: 'DELETE',
      url: '/api/v1/users/social-accounts/google',
    });
    expect(res.statusCode).toBe(200);
    expect(SocialAccountsReply.parse(res.json()).accounts[0]).toMatchObject({
      provider: 'google',
      linked: false,
    });
    expect(await storedLinks(userId)).toEqual([]);
    const [mail] = mailsTo(email);
    expect(mail).toMatchObject({
      category: 'social-unlinked',
      subject: 'Google was unlinked from your BigKeys account',
    });
    expect(mail?.text).toContain('Not you?');
  });

  it('refuses to remove the only way to sign in, and allows it while another remains', async () => {
    const { client, userId, email } = await customer({ passwordHash: null });
    await addLink(userId, 'google');
    const unlink = (provider: Provider) =>
      client.request({ method: 'DELETE', url: `/api/v1/users/social-accounts/${provider}` });

    const refused = await unlink('google');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'LAST_SIGN_IN_METHOD',
      message: 'Set a password before removing your only way to sign in.',
    });
    expect(await storedLinks(userId)).toHaveLength(1);
    expect(mailsTo(email)).toEqual([]);
    // In the customer's language when the request asks for it.
    const german = await client.request({
      method: 'DELETE',
      url: '/api/v1/users/social-accounts/google',
      headers: { 'accept-language': 'de' },
    });
    expect(german.json()).toMatchObject({
      code: 'LAST_SIGN_IN_METHOD',
      message:
        'Lege ein Passwort fest, bevor du deine einzige Möglichkeit zur Anmeldung entfernst.',
    });

    await addLink(userId, 'discord');
    expect((await unlink('google')).statusCode).toBe(200);
    expect((await unlink('discord')).statusCode).toBe(400);
    expect(await linkedProviders(client)).toEqual(['discord']);
  });

  it('answers 404 for a provider that is not linked', async () => {
    const { client } = await customer();
    const res = await client.request({
      method: 'DELETE',
      url: '/api/v1/users/social-accounts/discord',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NOT_LINKED',
      message: 'No account of this provider is linked to your BigKeys account.',
    });
  });

  it('touches only the signed-in customer’s links', async () => {
    const first = await customer();
    const second = await customer();
    await addLink(first.userId, 'google');
    await addLink(second.userId, 'google');
    await first.client.request({ method: 'DELETE', url: '/api/v1/users/social-accounts/google' });
    expect(await storedLinks(first.userId)).toEqual([]);
    expect(await storedLinks(second.userId)).toHaveLength(1);
    expect(await linkedProviders(second.client)).toEqual(['google']);
    expect(mailsTo(second.email)).toEqual([]);
  });

  it('mails nobody when the account has no real address', async () => {
    const email = `google-${randomBytes(16).toString('hex')}@no-email.bigkeys.invalid`;
    const { client, userId } = await customer({ email });
    await addLink(userId, 'google');
    const res = await client.request({
      method: 'DELETE',
      url: '/api/v1/users/social-accounts/google',
    });
    expect(res.statusCode).toBe(200);
    expect(mailsTo(email)).toEqual([]);
  });
});
