import type { IncomingMessage, Server as HttpServer } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server, type DefaultEventsMap, type Socket } from 'socket.io';
import { SESSION_COOKIE } from '@store/shared/schemas/auth';
import { PAYMENTS_NAMESPACE, SOCKET_PATH } from '@store/shared/schemas/live';
import type { Realtime } from './realtime';

/** The live channels (ARCHITECTURE "Live updates"); only payments carries messages so far. */
export const LIVE_NAMESPACES = [PAYMENTS_NAMESPACE, '/chat', '/identity'] as const;

/** What a refused handshake tells the client (its `connect_error` message). */
export const LIVE_MESSAGES = {
  signInRequired: 'Sign in to receive live updates.',
  unavailable: 'Live updates are unavailable right now.',
  unknownChannel: 'Unknown live channel.',
} as const;

export type SocketRealtimeOptions = {
  /** The HTTP server socket.io attaches to (Fastify's `app.server`). */
  server: HttpServer;
  /**
   * The live session a handshake's credential signs in: an access token (API clients) or the
   * session cookie's token (browsers); undefined when it is unknown, expired or ended.
   */
  signIn: (credential: HandshakeCredential) => Promise<LiveSession | undefined>;
  /** The customer of a session while it lives, for the periodic re-check of open connections. */
  recheck: (sessionId: string) => Promise<number | undefined>;
  /** With it, the Redis adapter fans messages out to every instance. */
  redisUrl?: string;
  /**
   * The address customers use (PUBLIC_URL); pages from it may connect even when a proxy
   * rewrites the Host header. Any other page must come from the Host it connects to.
   */
  publicUrl?: string;
  /** How often open connections' sessions are checked again (default 30 s). */
  recheckMs?: number;
  log: (message: string, error?: unknown) => void;
};

/** What a handshake offered: an API client's access token, or a browser's session cookie. */
export type HandshakeCredential = { kind: 'access' | 'session'; token: string };
/** The customer and session a connection belongs to. */
export type LiveSession = { userId: number; sessionId: string };

type SocketData = LiveSession;
type ClosableClient = { isReady: boolean; close: () => Promise<void>; destroy: () => void };
// The messages are typed by the Realtime port (PaymentsMessage) before they get here.
type LiveSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

/** The room of one customer: every open page of theirs, on every instance. */
export const userRoom = (userId: number): string => `user:${userId}`;

function bearerToken(header: string | undefined): string | undefined {
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/**
 * The credential of a handshake, as the HTTP API reads it: an API client's access token
 * (`auth.token` or a Bearer header) first, else the browser's session cookie.
 */
function handshakeCredential(socket: LiveSocket): HandshakeCredential | undefined {
  const { auth, headers } = socket.handshake;
  const given: unknown = auth.token;
  if (typeof given === 'string' && given !== '') return { kind: 'access', token: given };
  const bearer = bearerToken(headers.authorization);
  if (bearer) return { kind: 'access', token: bearer };
  const cookies = headers.cookie ? fastifyCookie.parse(headers.cookie) : {};
  const session = cookies[SESSION_COOKIE];
  return session ? { kind: 'session', token: session } : undefined;
}

/**
 * Same origin only. A page's WebSocket is not bound by CORS and a same-site page would send
 * the session cookie along, so its Origin must be the Host it connects to (or PUBLIC_URL).
 * Without an Origin the client is no browser page and proves itself by its token alone.
 */
function isAllowedOrigin(request: IncomingMessage, publicOrigin: string | undefined): boolean {
  const { origin, host } = request.headers;
  if (origin === undefined) return true;
  if (origin === publicOrigin) return true;
  return URL.canParse(origin) && new URL(origin).host === host;
}

function refusal(message: string, code: string): Error {
  return Object.assign(new Error(message), { data: { code } });
}

/**
 * The publisher and subscriber the Redis adapter needs. While Redis is unreachable the clients
 * keep reconnecting (start-up waits for it) and messages wait in their queue; an outage is
 * logged once, not at every attempt.
 */
async function connectRedis(url: string, log: SocketRealtimeOptions['log']) {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  for (const [client, role] of [
    [pub, 'publisher'],
    [sub, 'subscriber'],
  ] as const) {
    let failing = false;
    // Without an error listener a lost connection would end the process.
    client.on('error', (error: unknown) => {
      if (!failing) log(`The live-updates Redis ${role} lost its connection`, error);
      failing = true;
    });
    client.on('ready', () => {
      failing = false;
    });
  }
  await Promise.all([pub.connect(), sub.connect()]);
  return { pub, sub };
}

/**
 * socket.io on `/ws` with the namespaces `/payments`, `/chat` and `/identity`. Every
 * connection is signed in at the handshake and joins its customer's room; `toUser` reaches
 * all of that customer's pages in `/payments`, on this instance or, with `redisUrl`, any.
 */
export async function createSocketRealtime(options: SocketRealtimeOptions): Promise<Realtime> {
  const { server, signIn, recheck: recheckSession, redisUrl, log } = options;
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  const redis = redisUrl ? await connectRedis(redisUrl, log) : undefined;
  const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>(server, {
    path: SOCKET_PATH,
    serveClient: false,
    // Clients only listen; nothing they could send needs more room.
    maxHttpBufferSize: 16 * 1024,
    allowRequest: (request, answer) => {
      const allowed = isAllowedOrigin(request, publicOrigin);
      answer(allowed ? null : 'Cross-origin connections are not allowed', allowed);
    },
    ...(redis ? { adapter: createAdapter(redis.pub, redis.sub) } : {}),
  });

  // The default namespace carries nothing; a client asking for it has the wrong address.
  io.use((_socket, next) => {
    next(refusal(LIVE_MESSAGES.unknownChannel, 'UNKNOWN_CHANNEL'));
  });
  const namespaces = LIVE_NAMESPACES.map((name) => {
    const namespace = io.of(name);
    namespace.use((socket, next) => {
      const credential = handshakeCredential(socket);
      if (!credential) {
        next(refusal(LIVE_MESSAGES.signInRequired, 'UNAUTHORIZED'));
        return;
      }
      signIn(credential).then(
        (live) => {
          if (live === undefined) {
            next(refusal(LIVE_MESSAGES.signInRequired, 'UNAUTHORIZED'));
            return;
          }
          socket.data.userId = live.userId;
          socket.data.sessionId = live.sessionId;
          next();
        },
        (error: unknown) => {
          log('A live-updates handshake could not be checked', error);
          next(refusal(LIVE_MESSAGES.unavailable, 'UNAVAILABLE'));
        },
      );
    });
    namespace.on('connection', (socket) => {
      void socket.join(userRoom(socket.data.userId));
    });
    return namespace;
  });
  const payments = io.of(PAYMENTS_NAMESPACE);
  // Work still finishing during shutdown may send after the close; that is simply dropped.
  let closed = false;

  // A session ended by logout, a password change or expiry must stop hearing its
  // customer's news: every open connection's session is checked again now and then. The
  // session, not the credential it connected with: an access token that has merely expired
  // since does not end a connection whose session lives.
  const recheck = setInterval(() => {
    for (const namespace of namespaces) {
      for (const socket of namespace.sockets.values()) {
        recheckSession(socket.data.sessionId).then(
          (userId) => {
            if (userId !== socket.data.userId) socket.disconnect(true);
          },
          (error: unknown) => log('A live-updates session could not be checked again', error),
        );
      }
    }
  }, options.recheckMs ?? 30_000);
  recheck.unref();

  return {
    toUser(userId, { event, message }) {
      if (closed) return;
      try {
        payments.to(userRoom(userId)).emit(event, message);
      } catch (error) {
        log(`A live ${event} message could not be sent`, error);
      }
    },
    async close() {
      closed = true;
      clearInterval(recheck);
      // Not io.close(): that would also close the HTTP server, which belongs to its owner.
      for (const namespace of namespaces) {
        for (const socket of namespace.sockets.values()) socket.disconnect(true);
      }
      await Promise.allSettled(namespaces.map(async (namespace) => namespace.adapter.close()));
      io.engine.close();
      // A client still waiting for Redis would wait for ever to hand over its queue.
      const end = async (client: ClosableClient) => {
        if (client.isReady) await client.close();
        else client.destroy();
      };
      if (redis) await Promise.allSettled([end(redis.pub), end(redis.sub)]);
    },
  };
}
