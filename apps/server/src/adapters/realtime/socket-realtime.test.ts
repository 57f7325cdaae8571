import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@store/shared/schemas/auth';
import { IDENTITY_NAMESPACE } from '@store/shared/schemas/identity';
import { PAYMENTS_NAMESPACE, SOCKET_PATH } from '@store/shared/schemas/live';
import { CHAT_NAMESPACE, SUPPORT_MESSAGES } from '@store/shared/schemas/support';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import { ACCESS_TOKEN_TTL_MS, issueAccessToken } from '../../modules/sessions/access-token';
import { liveSessionAuth } from '../../modules/sessions/live-sessions';
import { endSession, resolveSession, sessionIdOf } from '../../modules/sessions/sessions.service';
import { attachRealtime } from './attach-realtime';
import type { PaymentsMessage, Realtime } from './realtime';
import { LIVE_MESSAGES } from './socket-realtime';

type LiveServer = { app: FastifyInstance; realtime: Realtime; url: string };

let t: TestApp;
/** The session secret of the live servers here, which signs their access tokens. */
const SECRET = randomBytes(32);
const logged: unknown[] = [];
const servers: LiveServer[] = [];
const clients: ClientSocket[] = [];

/** A bare Fastify server with live updates on the test database, listening on a free port. */
async function startLiveServer(
  options: { redisUrl?: string; recheckMs?: number } = {},
): Promise<LiveServer> {
  const app = Fastify({ logger: false });
  const realtime = await attachRealtime(app, {
    ...liveSessionAuth(t.database.db, SECRET),
    redisUrl: options.redisUrl,
    ...(options.recheckMs === undefined ? {} : { recheckMs: options.recheckMs }),
    log: (message, error) => logged.push({ message, error }),
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const server = { app, realtime, url };
  servers.push(server);
  return server;
}

/** A socket.io client of the payments channel, as a browser or an API client would open it. */
function openClient(
  url: string,
  credentials: { cookie?: string; token?: string; origin?: string } = {},
  namespace = PAYMENTS_NAMESPACE,
): ClientSocket {
  const headers: Record<string, string> = {};
  if (credentials.cookie !== undefined) headers.cookie = `${SESSION_COOKIE}=${credentials.cookie}`;
  if (credentials.origin !== undefined) headers.origin = credentials.origin;
  const socket = connect(`${url}${namespace}`, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    extraHeaders: headers,
    auth: credentials.token === undefined ? {} : { token: credentials.token },
    reconnection: false,
    forceNew: true,
  });
  clients.push(socket);
  return socket;
}

function connected(socket: ClientSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function refused(socket: ClientSocket): Promise<Error> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the connection was accepted')));
    socket.once('connect_error', resolve);
  });
}

/** Every message of the payments channel the socket receives, in order. */
function inbox(socket: ClientSocket): PaymentsMessage[] {
  const received: PaymentsMessage[] = [];
  socket.onAny((event: PaymentsMessage['event'], message: PaymentsMessage['message']) => {
    received.push({ event, message } as PaymentsMessage);
  });
  return received;
}

async function until(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const progress = (orderId: string): PaymentsMessage => ({
  event: 'activationProgress',
  message: { orderId, step: 'keys', percent: 60, details: 'Assigning your keys' },
});

/**
 * A signed-in customer's id, session token (the browser's cookie) and an access token (an API
 * client's) issued at `issuedAt`.
 */
async function customer(issuedAt = Date.now()) {
  const { client, userId } = await signedInCustomer(t);
  const token = client.cookie(SESSION_COOKIE);
  const signedIn = token ? await resolveSession(t.database.db, token) : undefined;
  if (!token || !signedIn) throw new Error('the customer has no session');
  return { userId, token, accessToken: issueAccessToken(SECRET, signedIn.session, issuedAt) };
}

beforeAll(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  for (const socket of clients.splice(0)) socket.disconnect();
  for (const server of servers.splice(0)) await server.app.close();
  expect(logged.splice(0)).toEqual([]);
});

afterAll(async () => {
  await t.close();
});

describe('live updates on the payments channel', () => {
  it('reaches the customer signed in by the session cookie, and only them', async () => {
    const { url, realtime } = await startLiveServer();
    const ada = await customer();
    const grace = await customer();
    const adaSocket = openClient(url, { cookie: ada.token });
    const graceSocket = openClient(url, { cookie: grace.token });
    const adaInbox = inbox(adaSocket);
    const graceInbox = inbox(graceSocket);
    await Promise.all([connected(adaSocket), connected(graceSocket)]);

    realtime.toUser(ada.userId, progress('ord_ada'));
    await until(() => adaInbox.length === 1, 'the message to Ada');
    // Whatever reached Grace would have arrived before this later message to her.
    realtime.toUser(grace.userId, progress('ord_grace'));
    await until(() => graceInbox.length === 1, 'the message to Grace');

    expect(adaInbox).toEqual([progress('ord_ada')]);
    expect(graceInbox).toEqual([progress('ord_grace')]);
  });

  it('reaches every open page of the customer, and API clients signed in by token', async () => {
    const { url, realtime } = await startLiveServer();
    const ada = await customer();
    const page = openClient(url, { cookie: ada.token });
    const apiClient = openClient(url, { token: ada.accessToken });
    const pageInbox = inbox(page);
    const apiInbox = inbox(apiClient);
    await Promise.all([connected(page), connected(apiClient)]);

    const status: PaymentsMessage = {
      event: 'paymentStatus',
      message: { orderId: 'ord_1', paymentId: 'pi_1', status: 'delivered' },
    };
    realtime.toUser(ada.userId, status);
    await until(() => pageInbox.length === 1 && apiInbox.length === 1, 'both copies');
    expect(pageInbox).toEqual([status]);
    expect(apiInbox).toEqual([status]);
  });

  it('refuses a connection without a valid session', async () => {
    const { url } = await startLiveServer();
    const unknown = randomBytes(32).toString('base64url');
    const ada = await customer();
    const expired = await customer(Date.now() - ACCESS_TOKEN_TTL_MS - 1000);

    for (const credentials of [
      {},
      { cookie: unknown },
      { token: unknown },
      { cookie: 'short' },
      // The session token is the cookie's alone; as an API client's token it signs nobody in.
      { token: ada.token },
      { token: expired.accessToken },
      { cookie: ada.accessToken },
    ]) {
      const error = await refused(openClient(url, credentials));
      expect(error.message).toBe(LIVE_MESSAGES.signInRequired);
    }
  });

  it('refuses a page of another origin, even with the customer’s cookie', async () => {
    const { url } = await startLiveServer();
    const ada = await customer();

    await expect(
      refused(openClient(url, { cookie: ada.token, origin: 'https://evil.example' })),
    ).resolves.toBeInstanceOf(Error);
    await expect(connected(openClient(url, { cookie: ada.token, origin: url }))).resolves.toBe(
      undefined,
    );
  });

  it('ends the connections of a session that was signed out', async () => {
    const server = await startLiveServer({ recheckMs: 50 });
    const ada = await customer();
    const other = await customer();
    const signedOut = openClient(server.url, { cookie: ada.token });
    const stays = openClient(server.url, { cookie: other.token });
    await Promise.all([connected(signedOut), connected(stays)]);
    const disconnected = new Promise((resolve) => signedOut.once('disconnect', resolve));

    await endSession(t.database.db, sessionIdOf(ada.token));
    await expect(disconnected).resolves.toBe('io server disconnect');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stays.connected).toBe(true);
  });

  it('keeps a connection whose access token expired since, until its session ends', async () => {
    const server = await startLiveServer({ recheckMs: 50 });
    // A token with half a second left: the re-checks go on well past its expiry.
    const ada = await customer(Date.now() - ACCESS_TOKEN_TTL_MS + 500);
    const socket = openClient(server.url, { token: ada.accessToken });
    await connected(socket);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(socket.connected).toBe(true);

    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    await endSession(t.database.db, sessionIdOf(ada.token));
    await expect(disconnected).resolves.toBe('io server disconnect');
  });

  it('ends open connections when the app closes', async () => {
    const server = await startLiveServer();
    const ada = await customer();
    const socket = openClient(server.url, { cookie: ada.token });
    await connected(socket);
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));

    servers.splice(servers.indexOf(server), 1);
    await server.app.close();
    await expect(disconnected).resolves.toBe('io server disconnect');
    // Work still finishing during shutdown may send; nothing breaks.
    expect(() => server.realtime.toUser(ada.userId, progress('ord_late'))).not.toThrow();
  });
});

describe('the identity channel', () => {
  it('tells a customer’s pages their verificationStatus, and nobody else', async () => {
    const { url, realtime } = await startLiveServer();
    const ada = await customer();
    const grace = await customer();
    const adaPage = openClient(url, { cookie: ada.token }, IDENTITY_NAMESPACE);
    const adaApi = openClient(url, { token: ada.accessToken }, IDENTITY_NAMESPACE);
    const gracePage = openClient(url, { cookie: grace.token }, IDENTITY_NAMESPACE);
    // Ada's payments channel is another namespace: the message is not for it.
    const adaPayments = openClient(url, { cookie: ada.token });
    const inboxes = [adaPage, adaApi, gracePage, adaPayments].map(inbox);
    await Promise.all([adaPage, adaApi, gracePage, adaPayments].map(connected));

    realtime.toIdentity(ada.userId, { status: 'verified', error: null });
    await until(() => inboxes[0]?.length === 1 && inboxes[1]?.length === 1, 'Ada’s pages');
    // Whatever reached Grace would have arrived before this later message to her.
    realtime.toIdentity(grace.userId, { status: 'requires_input', error: 'document_unreadable' });
    await until(() => inboxes[2]?.length === 1, 'the message to Grace');

    const [adaSeen, apiSeen, graceSeen, paymentsSeen] = inboxes;
    const verified = { event: 'verificationStatus', message: { status: 'verified', error: null } };
    expect(adaSeen).toEqual([verified]);
    expect(apiSeen).toEqual([verified]);
    expect(graceSeen).toEqual([
      {
        event: 'verificationStatus',
        message: { status: 'requires_input', error: 'document_unreadable' },
      },
    ]);
    expect(paymentsSeen).toEqual([]);
  });

  it('refuses a connection without a valid session', async () => {
    const { url } = await startLiveServer();
    const error = await refused(openClient(url, {}, IDENTITY_NAMESPACE));
    expect(error.message).toBe(LIVE_MESSAGES.signInRequired);
  });
});

describe('the chat channel', () => {
  it('admits guests, and tells whether a customer has it open', async () => {
    const { url, realtime } = await startLiveServer();
    const ada = await customer();
    const grace = await customer();
    const guest = openClient(url, {}, CHAT_NAMESPACE);
    const page = openClient(url, { cookie: ada.token }, CHAT_NAMESPACE);
    // The payments channel is not the chat: Grace does not follow it.
    const payments = openClient(url, { cookie: grace.token });
    await Promise.all([connected(guest), connected(page), connected(payments)]);

    expect(await realtime.isFollowingChat(ada.userId)).toBe(true);
    expect(await realtime.isFollowingChat(grace.userId)).toBe(false);
    page.disconnect();
    await until(() => !page.connected, 'the page to close');
    await expect.poll(() => realtime.isFollowingChat(ada.userId), { timeout: 5000 }).toBe(false);
  });

  it('answers a message it has no meaning for as unavailable, and refuses a stale session', async () => {
    const { url } = await startLiveServer();
    const guest = openClient(url, {}, CHAT_NAMESPACE);
    await connected(guest);
    const ack: unknown = await guest.timeout(5000).emitWithAck('send', { text: 'hi' });
    expect(ack).toEqual({
      ok: false,
      error: { code: 'UNAVAILABLE', message: SUPPORT_MESSAGES.unavailable },
    });
    const stale = openClient(
      url,
      { cookie: randomBytes(32).toString('base64url') },
      CHAT_NAMESPACE,
    );
    expect((await refused(stale)).message).toBe(LIVE_MESSAGES.signInRequired);
  });
});

const REDIS_URL = process.env.REDIS_URL;

describe.runIf(REDIS_URL)('live updates across instances (REDIS_URL)', () => {
  it('reaches a customer connected to one instance from another', async () => {
    const a = await startLiveServer({ redisUrl: REDIS_URL });
    const b = await startLiveServer({ redisUrl: REDIS_URL });
    const ada = await customer();
    const grace = await customer();
    const adaSocket = openClient(a.url, { cookie: ada.token });
    const graceSocket = openClient(b.url, { cookie: grace.token });
    const adaInbox = inbox(adaSocket);
    const graceInbox = inbox(graceSocket);
    await Promise.all([connected(adaSocket), connected(graceSocket)]);

    // Other runs may share this Redis: each message names an order only this test uses.
    const adaOrder = `ord_${randomBytes(6).toString('hex')}`;
    const graceOrder = `ord_${randomBytes(6).toString('hex')}`;
    b.realtime.toUser(ada.userId, progress(adaOrder));
    a.realtime.toUser(grace.userId, progress(graceOrder));
    const about = (m: PaymentsMessage, orderId: string) =>
      'orderId' in m.message && m.message.orderId === orderId;
    await until(
      () => adaInbox.some((m) => about(m, adaOrder)),
      'the message sent through the other instance',
    );
    await until(() => graceInbox.some((m) => about(m, graceOrder)), 'the reply');
    expect(adaInbox.filter((m) => about(m, graceOrder))).toEqual([]);
  });

  it('tells one instance that a customer has the chat open on another', async () => {
    const a = await startLiveServer({ redisUrl: REDIS_URL });
    const b = await startLiveServer({ redisUrl: REDIS_URL });
    const ada = await customer();
    const grace = await customer();
    await connected(openClient(a.url, { cookie: ada.token }, CHAT_NAMESPACE));
    expect(await b.realtime.isFollowingChat(ada.userId)).toBe(true);
    expect(await b.realtime.isFollowingChat(grace.userId)).toBe(false);
  });
});
