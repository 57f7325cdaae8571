import type { HandshakeCredential, LiveSession } from '../../adapters/realtime/socket-realtime';
import type { Db } from '../../db/types';
import { resolveAccessToken, resolveSession, resolveSessionById } from './sessions.service';

/**
 * How live updates sign in: with the same sessions as the API, browsers by the session
 * cookie and API clients by an access token; open connections end with their session.
 */
export function liveSessionAuth(db: Db, secret: Buffer) {
  return {
    authenticate: async ({
      kind,
      token,
    }: HandshakeCredential): Promise<LiveSession | undefined> => {
      const found =
        kind === 'access'
          ? await resolveAccessToken(db, secret, token)
          : await resolveSession(db, token);
      return found && { userId: found.user.id, sessionId: found.session.id };
    },
    recheck: async (sessionId: string): Promise<number | undefined> =>
      (await resolveSessionById(db, sessionId))?.user.id,
  };
}
