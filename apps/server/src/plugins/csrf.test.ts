import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER } from '@store/shared/schemas/auth';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { registerCustomer } from '../test/factories';
import { postAdmin, signedInStaff } from '../test/kits/staff-test-kit';
import { createTestClient } from '../test/test-client';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  // Its own built app, so page replies exist whether or not the web app was built.
  dist = await mkdtemp(path.join(os.tmpdir(), 'store-csrf-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await buildTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Called with no browser session, each authenticated another way (see the route's reason).
const EXEMPT = new Set([
  'POST /api/v1/payment/webhook',
  'POST /api/v1/identity/webhook',
  'POST /api/v1/sandbox/payments/:intentId/confirm',
  'POST /api/v1/sandbox/payments/:intentId/challenge',
]);
const concrete = (url: string) => url.replace(/:(\w+)/g, '1');

describe('CSRF protection', () => {
  it('covers every data-changing route, present and future', async () => {
    const routes = t.app.routeTable.filter(
      (r) => MUTATING.has(r.method) && !EXEMPT.has(`${r.method} ${r.url}`),
    );
    expect(routes.length).toBeGreaterThan(5);
    const client = createTestClient(t.app);
    await registerCustomer(client);
    const session = `sid=${client.cookie('sid') ?? ''}`;
    const token = client.cookie(CSRF_COOKIE) ?? '';
    for (const route of routes) {
      const url = concrete(route.url);
      const method = route.method as 'POST';
      const missing = await t.app.inject({
        method,
        url,
        headers: { cookie: `${session}; ${CSRF_COOKIE}=${token}` },
        payload: {},
      });
      const wrong = await t.app.inject({
        method,
        url,
        headers: { cookie: `${session}; ${CSRF_COOKIE}=${token}`, [CSRF_HEADER]: `${token}x` },
        payload: {},
      });
      const guest = await t.app.inject({ method, url, payload: {} });
      for (const res of [missing, wrong, guest]) {
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
        expect(res.json(), `${route.method} ${route.url}`).toMatchObject({ code: 'EBADCSRFTOKEN' });
      }
    }
  });

  it('exempts exactly the listed routes, which still refuse an unauthenticated call', async () => {
    const exempt: string[] = [];
    for (const route of t.app.routeTable.filter((r) => MUTATING.has(r.method))) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: concrete(route.url),
        payload: {},
      });
      if (res.json<{ code?: string }>().code !== 'EBADCSRFTOKEN') {
        exempt.push(`${route.method} ${route.url}`);
      }
    }
    expect(new Set(exempt)).toEqual(EXEMPT);
    for (const route of EXEMPT) {
      const [method, url] = route.split(' ');
      const res = await t.app.inject({
        method: method as 'POST',
        url: concrete(url ?? ''),
        payload: {},
      });
      // Turned away by their own checks (signature, client secret, challenge id) instead.
      expect(res.statusCode, route).toBe(400);
      expect(res.json<{ code: string }>().code, route).not.toBe('EBADCSRFTOKEN');
    }
  });

  it('does not accept a guest token once signed in, and issues a fresh one at sign-in', async () => {
    const client = createTestClient(t.app);
    await client.request({ url: '/api/v1/health' });
    const guestToken = client.cookie(CSRF_COOKIE) ?? '';
    expect(guestToken).not.toBe('');
    await registerCustomer(client);
    const signedInToken = client.cookie(CSRF_COOKIE) ?? '';
    expect(signedInToken).not.toBe(guestToken);
    client.setCookie(CSRF_COOKIE, guestToken);
    const res = await client.request({
      method: 'POST',
      url: '/api/v1/users/sessions/revoke-others',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'EBADCSRFTOKEN' });
  });

  it('binds a token to the staff session too: one from before a staff sign-in is refused', async () => {
    const { client } = await signedInStaff(t, 'support');
    const staffToken = client.cookie(CSRF_COOKIE) ?? '';
    // What the browser held before it signed in to the back office: a guest's token.
    const guest = createTestClient(t.app);
    await guest.request({ url: '/api/v1/health' });
    const guestToken = guest.cookie(CSRF_COOKIE) ?? '';
    expect(staffToken).not.toBe(guestToken);
    client.setCookie(CSRF_COOKIE, guestToken);
    const refused = await postAdmin(client, '/auth/logout');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'EBADCSRFTOKEN' });
    // The answer to the refused call handed out a token for the staff session: it works.
    expect(client.cookie(CSRF_COOKIE)).not.toBe(guestToken);
    client.setCookie(CSRF_COOKIE, staffToken);
    expect((await postAdmin(client, '/auth/logout')).statusCode).toBe(204);
    // Signing out of the back office hands back a guest's token, and the staff one is spent.
    const afterSignOut = client.cookie(CSRF_COOKIE) ?? '';
    expect(afterSignOut).not.toBe(staffToken);
    client.setCookie(CSRF_COOKIE, staffToken);
    const stale = await client.request({
      method: 'POST',
      url: '/api/v1/users/sessions/revoke-others',
    });
    expect(stale.json()).toMatchObject({ code: 'EBADCSRFTOKEN' });
  });

  it('changes nothing when refused', async () => {
    const client = createTestClient(t.app);
    const { userId } = await registerCustomer(client);
    const res = await client.request({
      method: 'PATCH',
      url: '/api/v1/users/settings',
      payload: { city: 'Nowhere' },
      csrf: false,
    });
    expect(res.statusCode).toBe(403);
    const { rows } = await t.database.pool.query<{ city: string }>(
      'select city from users where id = $1',
      [Number(userId)],
    );
    expect(rows[0]?.city).toBe('Zurich');
  });

  it('keeps a signed-in token when the browser loads a page', async () => {
    const client = createTestClient(t.app);
    await registerCustomer(client);
    const token = client.cookie(CSRF_COOKIE);
    const page = await client.request({ url: '/dashboard' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.cookies.find((c) => c.name === CSRF_COOKIE)).toBeUndefined();
    expect(client.cookie(CSRF_COOKIE)).toBe(token);
    const res = await client.request({
      method: 'POST',
      url: '/api/v1/users/sessions/revoke-others',
    });
    expect(res.statusCode).toBe(200);
  });

  it('hands a first-time visitor a token with the page', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.cookies.find((c) => c.name === CSRF_COOKIE)?.value).toBeTruthy();
  });

  it('leaves the cookie out of catalogue answers, which are the same for every visitor', async () => {
    const answer = await t.app.inject({ url: '/api/v1/product/products?type=1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['set-cookie']).toBeUndefined();
    // Any other API reply hands one out, as the app's first call (who is signed in) does.
    const me = await t.app.inject({ url: '/api/v1/auth/me' });
    expect(me.cookies.find((c) => c.name === CSRF_COOKIE)?.value).toBeTruthy();
  });
});
