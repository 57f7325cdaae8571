import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { NEWSLETTER_LIMIT } from '../modules/newsletter/newsletter.service';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import {
  startOpenIdProvider,
  type TestIdentity,
  type TestOpenIdProvider,
} from '../test/openid-provider';
import { createTestClient } from '../test/test-client';

const PUBLIC_URL = 'http://store.test';
const PROXY = '10.20.30.40';

const ipSeen = async (t: TestApp, remoteAddress: string, forwardedFor: string) => {
  const res = await t.app.inject({
    url: '/api/v1/health',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return res.headers['x-user-ip'];
};

let idp: TestOpenIdProvider;
let oneHop: TestApp;
let listed: TestApp;
beforeAll(async () => {
  idp = await startOpenIdProvider(`${PUBLIC_URL}/api/v1/auth/google/callback`);
  [oneHop, listed] = await Promise.all([
    buildTestApp({
      TRUST_PROXY: '1',
      PUBLIC_URL,
      SOCIAL_GOOGLE_CLIENT_ID: idp.clientId,
      SOCIAL_GOOGLE_CLIENT_SECRET: idp.clientSecret,
      SOCIAL_GOOGLE_ISSUER: idp.issuer,
    }),
    buildTestApp({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }),
  ]);
});
afterAll(async () => {
  await Promise.all([oneHop.close(), listed.close()]);
  await idp.close();
});

describe('the client address behind a proxy', () => {
  it('refuses TRUST_PROXY=true and says what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: 'true' would let any client choose its own address; set the number of proxies/,
    );
  });

  it('with one trusted hop, takes the address the proxy appended, not one the client wrote', async () => {
    // The client sent `X-Forwarded-For: 198.51.100.7`; its proxy appended the real address.
    expect(await ipSeen(oneHop, PROXY, '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipSeen(oneHop, PROXY, '127.0.0.1, 10.0.0.1, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('with listed proxies, trusts only hops from those addresses', async () => {
    expect(await ipSeen(listed, PROXY, '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
    // Straight from the internet, a forwarded header counts for nothing.
    expect(await ipSeen(listed, '203.0.113.50', '127.0.0.1')).toBe('203.0.113.50');
  });

  it('keeps counting one client against its limit whatever leftmost hop it invents', async () => {
    const browser = createTestClient(oneHop.app);
    const client = `203.0.113.${10 + ((randomBytes(1)[0] ?? 0) % 200)}`;
    const statuses: number[] = [];
    for (let i = 0; i <= NEWSLETTER_LIMIT.limit; i++) {
      const res = await browser.request({
        method: 'POST',
        url: '/api/v1/email/subscribe',
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': `198.51.100.${i + 1}, ${client}` },
        body: { email: `ip.${randomBytes(5).toString('hex')}@example.test` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, -1)).toEqual(Array(NEWSLETTER_LIMIT.limit).fill(201));
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('redirects after social sign-in', () => {
  it('go only to PUBLIC_URL, whatever X-Forwarded-Host a request names', async () => {
    const client = createTestClient(oneHop.app);
    const grace: TestIdentity = {
      sub: `subject-${randomBytes(6).toString('hex')}`,
      email: `forwarded.${randomBytes(5).toString('hex')}@example.test`,
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Hopper',
    };
    idp.signInAs(grace);
    const target = encodeURIComponent('https://evil.test/phish');
    const start = await client.request({
      url: `/api/v1/auth/google?redirectUrl=${target}`,
      headers: { 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https' },
    });
    expect(start.statusCode).toBe(302);
    const back = await idp.authorize(String(start.headers.location));
    const done = await client.request({ url: `${back.pathname}${back.search}` });
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/dashboard');
  });
});
