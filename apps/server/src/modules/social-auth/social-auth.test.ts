import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACEHOLDER_EMAIL_DOMAIN } from '@store/shared/rules/profile';
import { AuthReply, SESSION_COOKIE } from '@store/shared/schemas/auth';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { registerCustomer, signedInCustomer } from '../../test/factories';
import {
  startOpenIdProvider,
  type TestIdentity,
  type TestOpenIdProvider,
} from '../../test/openid-provider';
import { newReferrer } from '../../test/kits/referrals-test-kit';
import { createTestClient, type TestClient } from '../../test/test-client';
import { SOCIAL_FLOW_COOKIE } from './social-flow';

const PUBLIC_URL = 'http://store.test';
const CALLBACK = `${PUBLIC_URL}/api/v1/auth/google/callback`;

let idp: TestOpenIdProvider;
let t: TestApp;
/** What the store logged at warning level and above. */
const logLines: string[] = [];
beforeAll(async () => {
  idp = await startOpenIdProvider(CALLBACK);
  t = await buildTestApp(
    {
      PUBLIC_URL,
      SOCIAL_GOOGLE_CLIENT_ID: idp.clientId,
      SOCIAL_GOOGLE_CLIENT_SECRET: idp.clientSecret,
      SOCIAL_GOOGLE_ISSUER: idp.issuer,
    },
    { logger: { level: 'warn', stream: { write: (line: string) => logLines.push(line) } } },
  );
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const uniqueId = (): string => randomBytes(6).toString('hex');
const person = (overrides: Partial<TestIdentity> = {}): TestIdentity => {
  const id = uniqueId();
  return {
    sub: `subject-${id}`,
    email: `social.${id}@example.test`,
    email_verified: true,
    given_name: 'Grace',
    family_name: 'Hopper',
    ...overrides,
  };
};

/** The browser leaves for the provider: the store's redirect there. */
async function leaveForProvider(client: TestClient, query = ''): Promise<URL> {
  const start = await client.request({ url: `/api/v1/auth/google${query}` });
  expect(start.statusCode).toBe(302);
  return new URL(String(start.headers.location));
}

/** The provider's redirect back, as a path on the store. */
async function comeBack(authorizationUrl: URL): Promise<string> {
  const back = await idp.authorize(authorizationUrl.href);
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
  return `${back.pathname}${back.search}`;
}

async function signInWith(
  client: TestClient,
  identity: TestIdentity | 'deny',
  query = '',
): Promise<LightMyRequestResponse> {
  idp.signInAs(identity);
  const callback = await comeBack(await leaveForProvider(client, query));
  return client.request({ url: callback });
}

async function me(client: TestClient): Promise<AuthReply> {
  const res = await client.request({ url: '/api/v1/auth/me' });
  expect(res.statusCode).toBe(200);
  return AuthReply.parse(res.json());
}

const usersWithEmail = async (email: string): Promise<number> =>
  (await t.database.pool.query('select id from users where lower(email) = lower($1)', [email]))
    .rowCount ?? 0;

const sessionCookieOf = (res: LightMyRequestResponse) =>
  res.cookies.find((c) => c.name === SESSION_COOKIE && c.value !== '');

describe('social sign-in', () => {
  it('lists only the configured providers', async () => {
    const res = await t.app.inject({ url: '/api/v1/auth/providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: 'google', name: 'Google' }]);
  });

  it('answers 404 for an unknown or unconfigured provider', async () => {
    for (const url of [
      '/api/v1/auth/myspace',
      '/api/v1/auth/discord',
      '/api/v1/auth/myspace/callback?code=x&state=y',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('sends the browser to the provider with PKCE, state and nonce, keeping them sealed', async () => {
    const client = createTestClient(t.app);
    const res = await client.request({ url: '/api/v1/auth/google?redirectUrl=/cart' });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.origin).toBe(idp.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: idp.clientId,
      redirect_uri: CALLBACK,
      response_type: 'code',
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    for (const name of ['code_challenge', 'state', 'nonce']) {
      expect(url.searchParams.get(name)?.length, name).toBeGreaterThanOrEqual(43);
    }
    const cookie = res.cookies.find((c) => c.name === SOCIAL_FLOW_COOKIE);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/v1/auth/google/callback',
      maxAge: 600,
    });
    // Sealed, not merely encoded: nothing of the flow reads in the clear.
    const state = url.searchParams.get('state') ?? '';
    expect(Buffer.from(cookie?.value ?? '', 'base64url').toString('latin1')).not.toContain(state);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('creates a verified customer on a first sign-in and signs them in', async () => {
    const client = createTestClient(t.app);
    const identity = person();
    const query = '?redirectUrl=%2Fdashboard%2Fpurchases&region=CH&referralCode=%20FRIEND42%20';
    const res = await signInWith(client, identity, query);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard/purchases');
    expect(sessionCookieOf(res)).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(client.cookie(SOCIAL_FLOW_COOKIE)).toBeUndefined();

    const reply = await me(client);
    expect(reply.emailVerified).toBe(true);
    expect(reply.user).toMatchObject({
      email: identity.email,
      firstName: 'Grace',
      lastName: 'Hopper',
      hasPassword: false,
      // No address, birthday or country yet: the welcome page asks for them.
      hasMissingInfo: true,
    });
    const { rows } = await t.database.pool.query<{ referred_by_code: string; provider: string }>(
      `select u.referred_by_code, s.provider from users u
       join social_accounts s on s.user_id = u.id where s.subject = $1`,
      [identity.sub],
    );
    expect(rows).toEqual([{ referred_by_code: 'FRIEND42', provider: 'google' }]);
  });

  it('signs the same provider account into the same customer every time', async () => {
    const identity = person();
    const first = createTestClient(t.app);
    await signInWith(first, identity);
    const second = createTestClient(t.app);
    const res = await signInWith(second, identity);
    expect(res.headers.location).toBe('/dashboard');
    expect((await me(second)).user._id).toBe((await me(first)).user._id);
    expect(await usersWithEmail(identity.email ?? '')).toBe(1);
  });

  it('gives a customer without an e-mail a placeholder address and an incomplete profile', async () => {
    const client = createTestClient(t.app);
    const { email: _none, given_name: _first, family_name: _last, ...identity } = person();
    await signInWith(client, identity);
    const reply = await me(client);
    expect(reply.user.email).toMatch(
      new RegExp(`^google-[0-9a-f]{32}@${PLACEHOLDER_EMAIL_DOMAIN.replaceAll('.', '\\.')}$`),
    );
    expect(reply.user).toMatchObject({ firstName: null, lastName: null });
    expect(reply.hasMissingInfo).toBe(true);
    expect(reply.emailVerified).toBe(true);
  });

  it('links a verified password account with the same e-mail, keeping its password and sessions', async () => {
    const owner = await signedInCustomer(t, { passwordHash: 'argon2-hash-of-the-owner' });
    const client = createTestClient(t.app);
    const res = await signInWith(client, person({ email: owner.email.toUpperCase() }));
    expect(res.statusCode).toBe(302);
    const reply = await me(client);
    expect(reply.user._id).toBe(String(owner.userId));
    expect(reply.user.hasPassword).toBe(true);
    expect(reply.emailVerified).toBe(true);
    expect((await owner.client.request({ url: '/api/v1/auth/me' })).statusCode).toBe(200);
    expect(await usersWithEmail(owner.email)).toBe(1);
  });

  it('brings a new customer to the referrer of the link’s code or of the cookie', async () => {
    const referrerOf = async (sub: string) =>
      (
        await t.database.pool.query<{ referrer_user_id: number; source: string }>(
          `select r.referrer_user_id, r.source from referrals r
           join social_accounts s on s.user_id = r.referred_user_id where s.subject = $1`,
          [sub],
        )
      ).rows;
    const byLink = await newReferrer(t);
    const linked = person();
    await signInWith(createTestClient(t.app), linked, `?referralCode=%20${byLink.code}%20`);
    await t.app.outbox.drain();
    expect(await referrerOf(linked.sub)).toEqual([
      { referrer_user_id: byLink.userId, source: 'social' },
    ]);

    const byCookie = await newReferrer(t);
    const client = createTestClient(t.app);
    await client.request({ url: `/?ref=${byCookie.code}` });
    const cookied = person();
    await signInWith(client, cookied);
    await t.app.outbox.drain();
    expect(await referrerOf(cookied.sub)).toEqual([
      { referrer_user_id: byCookie.userId, source: 'social' },
    ]);
  });

  it('claims an unverified account for the provider’s owner and clears what its registrant left', async () => {
    const stranger = await signedInCustomer(t, {
      passwordHash: 'argon2-hash-of-the-registrant',
      emailVerified: false,
      referredByCode: 'REGISTRANT',
    });
    const { pool } = t.database;
    const otherProvider = `subject-${uniqueId()}`;
    await pool.query(
      `insert into social_accounts (provider, subject, user_id) values ('discord', $1, $2)`,
      [otherProvider, stranger.userId],
    );
    await pool.query(
      `insert into email_verifications (user_id, code_hash, expires_at)
       values ($1, 'code', now() + interval '10 minutes')`,
      [stranger.userId],
    );
    await pool.query(
      `insert into account_tokens (user_id, purpose, token_hash, data, expires_at)
       values ($1, 'email-change', $2, '{"email":"registrant@example.test"}', now() + interval '1 hour')`,
      [stranger.userId, `hash-${uniqueId()}`],
    );

    const client = createTestClient(t.app);
    const identity = person({ email: stranger.email });
    await signInWith(client, identity, '?referralCode=OWNERS');
    const reply = await me(client);
    expect(reply.user).toMatchObject({ _id: String(stranger.userId), hasPassword: false });
    expect(reply.emailVerified).toBe(true);
    expect((await stranger.client.request({ url: '/api/v1/auth/me' })).statusCode).toBe(401);

    const left = async (sql: string) =>
      (await pool.query<Record<string, unknown>>(sql, [stranger.userId])).rows;
    expect(await left('select provider, subject from social_accounts where user_id = $1')).toEqual([
      { provider: 'google', subject: identity.sub },
    ]);
    expect(await left('select 1 from email_verifications where user_id = $1')).toEqual([]);
    expect(
      await left('select 1 from account_tokens where user_id = $1 and used_at is null'),
    ).toEqual([]);
    expect(await left('select referred_by_code from users where id = $1')).toEqual([
      { referred_by_code: 'OWNERS' },
    ]);
  });

  it('leaves one consistent account when two callbacks claim it at once', async () => {
    const stranger = await signedInCustomer(t, {
      passwordHash: 'argon2-hash-of-the-registrant',
      emailVerified: false,
    });
    const identity = person({ email: stranger.email });
    const clients = [createTestClient(t.app), createTestClient(t.app)];
    // Both browsers come back from the provider before either callback runs.
    const callbacks: string[] = [];
    for (const client of clients) {
      idp.signInAs(identity);
      callbacks.push(await comeBack(await leaveForProvider(client)));
    }
    const results = await Promise.all(
      clients.map((client, i) => client.request({ url: callbacks[i] ?? '' })),
    );
    expect(results.map((r) => r.headers.location)).toEqual(['/dashboard', '/dashboard']);
    for (const client of clients) {
      expect((await me(client)).user).toMatchObject({
        _id: String(stranger.userId),
        hasPassword: false,
        emailVerified: true,
      });
    }
    expect((await stranger.client.request({ url: '/api/v1/auth/me' })).statusCode).toBe(401);
    const { rows } = await t.database.pool.query(
      'select provider from social_accounts where user_id = $1',
      [stranger.userId],
    );
    expect(rows).toEqual([{ provider: 'google' }]);
  });

  it('does not link on an e-mail the provider has not verified', async () => {
    const { body, userId } = await registerCustomer(createTestClient(t.app));
    const client = createTestClient(t.app);
    await signInWith(client, person({ email: body.email, email_verified: false }));
    const reply = await me(client);
    expect(reply.user._id).not.toBe(userId);
    expect(reply.user.email.endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`)).toBe(true);
    expect(await usersWithEmail(body.email)).toBe(1);
  });

  it('refuses a tampered state and starts no session', async () => {
    const client = createTestClient(t.app);
    idp.signInAs(person());
    const callback = new URL(await comeBack(await leaveForProvider(client)), PUBLIC_URL);
    callback.searchParams.set('state', `${callback.searchParams.get('state') ?? ''}x`);
    const res = await client.request({ url: `${callback.pathname}${callback.search}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=social');
    expect(sessionCookieOf(res)).toBeUndefined();
    expect((await client.request({ url: '/api/v1/auth/me' })).statusCode).toBe(401);
  });

  it('refuses a callback in a browser that did not start the sign-in', async () => {
    const starter = createTestClient(t.app);
    idp.signInAs(person());
    const callback = await comeBack(await leaveForProvider(starter));
    const other = createTestClient(t.app);
    const res = await other.request({ url: callback });
    expect(res.headers.location).toBe('/login?error=social');
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('refuses an altered flow cookie', async () => {
    const client = createTestClient(t.app);
    idp.signInAs(person());
    const callback = await comeBack(await leaveForProvider(client));
    const sealed = client.cookie(SOCIAL_FLOW_COOKIE) ?? '';
    const flipped = sealed[20] === 'A' ? 'B' : 'A';
    client.setCookie(SOCIAL_FLOW_COOKIE, `${sealed.slice(0, 20)}${flipped}${sealed.slice(21)}`);
    const res = await client.request({ url: callback });
    expect(res.headers.location).toBe('/login?error=social');
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('sends a locked account to the login page that says so, logging no error', async () => {
    const identity = person();
    const first = createTestClient(t.app);
    await signInWith(first, identity);
    expect((await me(first)).user.email).toBe(identity.email);
    await t.database.pool.query('update users set locked_at = now() where lower(email) = $1', [
      (identity.email ?? '').toLowerCase(),
    ]);
    const logged = logLines.length;
    const client = createTestClient(t.app);
    const res = await signInWith(client, identity);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?error=locked');
    expect(sessionCookieOf(res)).toBeUndefined();
    expect((await client.request({ url: '/api/v1/auth/me' })).statusCode).toBe(401);
    expect(logLines.slice(logged)).toEqual([]);
  });

  it('logs a refused sign-in as a warning', async () => {
    const logged = logLines.length;
    const res = await signInWith(createTestClient(t.app), 'deny');
    expect(res.headers.location).toBe('/login?error=social');
    expect(logLines.slice(logged).join('')).toContain('Social sign-in failed');
  });

  it('comes back to the login page when the customer declines', async () => {
    const client = createTestClient(t.app);
    const res = await signInWith(client, 'deny');
    expect(res.headers.location).toBe('/login?error=social');
    expect(sessionCookieOf(res)).toBeUndefined();
  });

  it('does not follow a redirectUrl to another site', async () => {
    const client = createTestClient(t.app);
    const query = `?redirectUrl=${encodeURIComponent('https://evil.test/phish')}`;
    const res = await signInWith(client, person(), query);
    expect(res.headers.location).toBe('/dashboard');
    expect((await me(client)).emailVerified).toBe(true);
  });
});

describe('the language of a social customer', () => {
  const languageOf = async (client: TestClient) => (await me(client)).user.language;

  it('is the starting page’s choice, not the browser’s, and follows each sign-in', async () => {
    const identity = person();
    const client = createTestClient(t.app);
    idp.signInAs(identity);
    const away = await leaveForProvider(client, '?lang=it');
    const back = await client.request({
      url: await comeBack(away),
      headers: { 'accept-language': 'en-US' },
    });
    expect(back.statusCode).toBe(302);
    expect(await languageOf(client)).toBe('it');

    const again = createTestClient(t.app);
    await signInWith(again, identity, '?lang=de');
    expect(await languageOf(again)).toBe('de');
  });

  it('is the browser’s when the page names none the store speaks', async () => {
    const client = createTestClient(t.app);
    idp.signInAs(person());
    const away = await client.request({
      url: '/api/v1/auth/google?lang=pt',
      headers: { 'accept-language': 'es-ES' },
    });
    await client.request({ url: await comeBack(new URL(String(away.headers.location))) });
    expect(await languageOf(client)).toBe('es');
  });
});
