import type { FastifyInstance } from 'fastify';
import type { Realtime } from './realtime';
import { createSocketRealtime, type SocketRealtimeOptions } from './socket-realtime';

export type AttachRealtimeOptions = {
  /** Who a connection's cookie or access token signs in as; undefined refuses it. */
  authenticate: SocketRealtimeOptions['signIn'];
  /** The customer of a session that still lives; undefined ends its connections. */
  recheck: SocketRealtimeOptions['recheck'];
  /** The chat channel's meaning, staff sign-in and the client's address (see the options). */
  chat?: SocketRealtimeOptions['chat'];
  staff?: SocketRealtimeOptions['staff'];
  clientAddress?: SocketRealtimeOptions['clientAddress'];
  redisUrl?: string | undefined;
  /** PUBLIC_URL: pages served from it may connect even behind a proxy that rewrites Host. */
  publicUrl?: string | undefined;
  /** How often open connections' sessions are checked again. */
  recheckMs?: number;
  log?: (message: string, error?: unknown) => void;
};

/**
 * Live updates on the app's own HTTP server, signed in by `authenticate`: the app passes the
 * same sessions as the API's, browsers by the session cookie, API clients by an access token.
 * Call it before the app is ready; the sockets close before the server stops listening,
 * since open WebSockets would otherwise keep `app.close()` waiting.
 */
export async function attachRealtime(
  app: FastifyInstance,
  { authenticate, recheck, redisUrl, publicUrl, recheckMs, log, ...chat }: AttachRealtimeOptions,
): Promise<Realtime> {
  const realtime = await createSocketRealtime({
    server: app.server,
    signIn: authenticate,
    recheck,
    ...chat,
    redisUrl,
    publicUrl,
    ...(recheckMs === undefined ? {} : { recheckMs }),
    log: log ?? ((message, error) => app.log.error({ err: error }, message)),
  });
  app.addHook('preClose', async () => realtime.close());
  return realtime;
}
