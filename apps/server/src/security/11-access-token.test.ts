import { randomBytes } from 'node:crypto';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuthReply, SESSION_COOKIE } from '@store/shared/schemas/auth';
import { PAYMENTS_NAMESPACE, SOCKET_PATH } from '@store/shared/schemas/live';
import { hashPassword } from '../modules/users/password-hashing';
import {
  ACCESS_TOKEN_TTL_MS,
  issueAccessToken,
  readAccessToken,
} from '../modules/sessions/access-token';
import { resolveSession } from '../modules/sessions/sessions.service';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { signedInCustomer } from '../test/factories';
import { createTestClient } from '../test/test-client';

// Security item 11: the JSON replies of sign-in and GET /auth/me carry a short-lived access
// token for API clients and the socket, never the session cookie's long-lived value.

const SESSION_SECRET = randomBytes(32);
let t: TestApp;
let url: string;
const sockets: ClientSocket[] = [];
beforeAll(async () => {
  t = await buildTestApp({ SESSION_SECRET: SESSION_SECRET.toString('base64') });
  // The socket needs a listening server.
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => t.close());

/** A customer with a password, signed in through the API in a fresh browser. */
async function signIn() {
  const password = `Correct-Horse-${randomBytes(4).toString('hex')}`;
  const { email } = await signedInCustomer(t, { passwordHash: await hashPassword(password) });
  const client = createTestClient(t.app);
  const res = await client.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  const reply = AuthReply.parse(res.json());
  const cookie = client.cookie(SESSION_COOKIE) ?? '';
  return { client, reply, cookie, token: reply.token ?? '' };
}

const bearerMe = (token: string) =>
  t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });

/** Whether the payments channel accepts a handshake with `auth.token`. */
function socketAccepts(token: string): Promise<boolean> {
  const socket = connect(`${url}${PAYMENTS_NAMESPACE}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.once('connect_error', () => resolve(false));
  });
}

describe('the token of the sign-in reply', () => {
  it('is not the session cookie’s value, here or in GET /auth/me', async () => {
    const { client, reply, cookie, token } = await signIn();
    expect(cookie).not.toBe('');
    expect(token).not.toBe('');
    expect(token).not.toBe(cookie);
    expect(reply.accessToken).toBe(token);
    const me = await client.request({ url: '/api/v1/auth/me' });
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    const fresh = AuthReply.parse(me.json());
    expect(fresh.token).toBeDefined();
    expect(fresh.token).not.toBe(cookie);
    expect(fresh.accessToken).toBe(fresh.token);
    expect(typeof fresh.identityRequireCheck).toBe('boolean');
    expect(JSON.stringify(me.json())).not.toContain(cookie);
  });

  it('works as a Bearer header and on the socket; the session token does not', async () => {
    const { reply, cookie, token } = await signIn();
    const me = await bearerMe(token);
    expect(me.statusCode).toBe(200);
    expect(AuthReply.parse(me.json()).user._id).toBe(reply.user._id);
    expect(await socketAccepts(token)).toBe(true);

    // The cookie's value is the browser's credential only, never a Bearer token.
    expect((await bearerMe(cookie)).statusCode).toBe(401);
    expect(await socketAccepts(cookie)).toBe(false);
  });

  it('expires after 15 minutes', async () => {
    const { cookie, token } = await signIn();
    const now = Date.now();
    expect(readAccessToken(SESSION_SECRET, token, now + ACCESS_TOKEN_TTL_MS - 5_000)).toBeDefined();
    expect(
      readAccessToken(SESSION_SECRET, token, now + ACCESS_TOKEN_TTL_MS + 5_000),
    ).toBeUndefined();

    // One issued for the same live session 16 minutes ago no longer opens anything.
    const signedIn = await resolveSession(t.database.db, cookie);
    if (!signedIn) throw new Error('the session is not live');
    const stale = issueAccessToken(SESSION_SECRET, signedIn.session, now - 16 * 60_000);
    expect((await bearerMe(stale)).statusCode).toBe(401);
    expect(await socketAccepts(stale)).toBe(false);
    expect((await bearerMe(token)).statusCode).toBe(200);

    // A change sent with it is a 401 too, which tells the client to fetch a fresh token,
    // not a guest's CSRF refusal.
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${stale}` },
    });
    expect(change.statusCode).toBe(401);
  });

  it('dies with sign-out at once', async () => {
    const { client, token } = await signIn();
    expect((await bearerMe(token)).statusCode).toBe(200);
    const out = await client.request({ method: 'POST', url: '/api/v1/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect((await bearerMe(token)).statusCode).toBe(401);
    expect(await socketAccepts(token)).toBe(false);
  });

  it('signs out its own session when used for logout', async () => {
    const { client, token } = await signIn();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await client.request({ url: '/api/v1/auth/me' })).statusCode).toBe(401);
  });
});
