import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import {
  resolveAccessToken,
  resolveSession,
  resolveSessionById,
} from '../../modules/sessions/sessions.service';
import type { Realtime } from './realtime';
import { createSocketRealtime } from './socket-realtime';

export type AttachRealtimeOptions = {
  db: Db;
  /** The session secret, whose derived key signs access tokens. */
  secret: Buffer;
  redisUrl?: string | undefined;
  /** PUBLIC_URL: pages served from it may connect even behind a proxy that rewrites Host. */
  publicUrl?: string | undefined;
  /** How often open connections' sessions are checked again. */
  recheckMs?: number;
  log?: (message: string, error?: unknown) => void;
};

/**
 * Live updates on the app's own HTTP server, signed in with the same sessions as the API:
 * browsers by the session cookie, API clients by an access token.
 * Call it before the app is ready; the sockets close before the server stops listening,
 * since open WebSockets would otherwise keep `app.close()` waiting.
 */
export async function attachRealtime(
  app: FastifyInstance,
  { db, secret, redisUrl, publicUrl, recheckMs, log }: AttachRealtimeOptions,
): Promise<Realtime> {
  const realtime = await createSocketRealtime({
    server: app.server,
    signIn: async ({ kind, token }) => {
      const found =
        kind === 'access'
          ? await resolveAccessToken(db, secret, token)
          : await resolveSession(db, token);
      return found && { userId: found.user.id, sessionId: found.session.id };
    },
    recheck: async (sessionId) => (await resolveSessionById(db, sessionId))?.user.id,
    redisUrl,
    publicUrl,
    ...(recheckMs === undefined ? {} : { recheckMs }),
    log: log ?? ((message, error) => app.log.error({ err: error }, message)),
  });
  app.addHook('preClose', async () => realtime.close());
  return realtime;
}
