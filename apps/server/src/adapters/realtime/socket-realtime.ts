import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient } from 'redis';
import { Server, type DefaultEventsMap } from 'socket.io';
import { IDENTITY_NAMESPACE } from '@store/shared/schemas/identity';
import { PAYMENTS_NAMESPACE, SOCKET_PATH } from '@store/shared/schemas/live';
import { CHAT_NAMESPACE, CHAT_PACKET_MAX_BYTES } from '@store/shared/schemas/support';
import { setUpChatNamespace, type ChatEndpoint, type StaffLiveAuth } from './chat-namespace';
import {
  handshakeCredential,
  LIVE_MESSAGES,
  refusal,
  socketAddress,
  ticketRoom,
  userRoom,
  type HandshakeCredential,
  type LiveSession,
  type SocketData,
} from './live-handshake';
import type { Realtime } from './realtime';

export { LIVE_MESSAGES, type HandshakeCredential, type LiveSession };

/** The channels that carry only the signed-in customer's own news. */
const SIGNED_IN_NAMESPACES = [PAYMENTS_NAMESPACE, IDENTITY_NAMESPACE] as const;

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
  /**
   * The chat channel's meaning (the support module), given the live port it answers through;
   * without it sends are refused.
   */
  chat?: (live: Realtime) => ChatEndpoint;
  /** How staff sign in to the chat channel; without it only customers and guests may. */
  staff?: StaffLiveAuth;
  /**
   * The client's address as the HTTP API reads it (the same trusted proxies), for the chat's
   * per-address limits; by default the connection's own.
   */
  clientAddress?: (request: IncomingMessage) => string;
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

type ClosableClient = { isReady: boolean; close: () => Promise<void>; destroy: () => void };

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
 * socket.io on `/ws` with the namespaces `/payments`, `/chat` and `/identity`. `/payments`
 * and `/identity` sign every connection in at the handshake and put it in its customer's
 * room; `toUser` reaches all of that customer's pages in `/payments` (`toIdentity` in
 * `/identity`), on this instance or, with `redisUrl`, any. `/chat` (chat-namespace.ts) also admits guests and staff, and
 * `toTicket` reaches everyone following one conversation.
 */
export async function createSocketRealtime(options: SocketRealtimeOptions): Promise<Realtime> {
  const { server, signIn, recheck: recheckSession, redisUrl, log } = options;
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined;
  const clientAddress = options.clientAddress ?? socketAddress;
  const redis = redisUrl ? await connectRedis(redisUrl, log) : undefined;
  const io = new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>(server, {
    path: SOCKET_PATH,
    serveClient: false,
    // The largest thing a client sends is one chat message.
    maxHttpBufferSize: CHAT_PACKET_MAX_BYTES,
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
  const signedIn = SIGNED_IN_NAMESPACES.map((name) => {
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
          socket.data.who = { kind: 'customer', ...live };
          socket.data.ip = clientAddress(socket.request);
          next();
        },
        (error: unknown) => {
          log('A live-updates handshake could not be checked', error);
          next(refusal(LIVE_MESSAGES.unavailable, 'UNAVAILABLE'));
        },
      );
    });
    namespace.on('connection', (socket) => {
      if (socket.data.who.kind === 'customer') void socket.join(userRoom(socket.data.who.userId));
    });
    return namespace;
  });
  const chat = io.of(CHAT_NAMESPACE);
  const namespaces = [...signedIn, chat];
  const payments = io.of(PAYMENTS_NAMESPACE);
  const identity = io.of(IDENTITY_NAMESPACE);
  // Work still finishing during shutdown may send after the close; that is simply dropped.
  let closed = false;

  // A session ended by logout, a password change or expiry must stop hearing its
  // customer's news: every open connection's session is checked again now and then. The
  // session, not the credential it connected with: an access token that has merely expired
  // since does not end a connection whose session lives. Staff sessions likewise, by the
  // staff rules (idle time, a member disabled); guests have nothing to end.
  const recheck = setInterval(() => {
    for (const namespace of namespaces) {
      for (const socket of namespace.sockets.values()) {
        const { who } = socket.data;
        if (who.kind === 'guest') continue;
        const check = who.kind === 'staff' ? options.staff?.recheck : recheckSession;
        if (!check) continue;
        check(who.sessionId).then(
          (userId) => {
            if (userId !== who.userId) socket.disconnect(true);
          },
          (error: unknown) => log('A live-updates session could not be checked again', error),
        );
      }
    }
  }, options.recheckMs ?? 30_000);
  recheck.unref();

  const port: Realtime = {
    toUser(userId, { event, message }) {
      if (closed) return;
      try {
        payments.to(userRoom(userId)).emit(event, message);
      } catch (error) {
        log(`A live ${event} message could not be sent`, error);
      }
    },
    toIdentity(userId, message) {
      if (closed) return;
      try {
        identity.to(userRoom(userId)).emit('verificationStatus', message);
      } catch (error) {
        log('A live verificationStatus message could not be sent', error);
      }
    },
    toTicket(ticketId, { event, message }) {
      if (closed) return;
      try {
        chat.to(ticketRoom(ticketId)).emit(event, message);
      } catch (error) {
        log(`A live chat ${event} could not be sent`, error);
      }
    },
    async isFollowingChat(userId, ticketId) {
      if (closed) return false;
      const room = ticketId === undefined ? userRoom(userId) : ticketRoom(ticketId);
      try {
        // Across instances with the Redis adapter: every instance answers for its sockets.
        const sockets = await chat.in(room).fetchSockets();
        return sockets.some(
          ({ data: { who } }) => who.kind === 'customer' && who.userId === userId,
        );
      } catch (error) {
        log('Could not tell whether a customer follows the chat', error);
        return false;
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
  setUpChatNamespace(chat, {
    signIn,
    staff: options.staff,
    endpoint: options.chat?.(port),
    clientAddress,
    log,
  });
  return port;
}
