import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import type { DefaultEventsMap, Socket } from 'socket.io';
import { SESSION_COOKIE } from '@store/shared/schemas/auth';

// What every live channel shares: how a handshake is read, the rooms, and the refusals a
// client sees as its `connect_error`.

/** What a refused handshake tells the client (its `connect_error` message). */
export const LIVE_MESSAGES = {
  signInRequired: 'Sign in to receive live updates.',
  unavailable: 'Live updates are unavailable right now.',
  unknownChannel: 'Unknown live channel.',
  staffOnly: 'Only the support team can follow conversations from the back office.',
} as const;

/** What a handshake offered: an API client's access token, or a browser's session cookie. */
export type HandshakeCredential = { kind: 'access' | 'session'; token: string };
/** The customer (or staff member) and session a connection belongs to. */
export type LiveSession = { userId: number; sessionId: string };

/** Who is at the other end of a connection; only the chat channel admits guests and staff. */
export type LiveIdentity =
  | { kind: 'guest' }
  | { kind: 'customer'; userId: number; sessionId: string }
  | { kind: 'staff'; userId: number; sessionId: string };

export type SocketData = { who: LiveIdentity; ip: string };
// The messages are typed by the Realtime port before they get here.
export type LiveSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

/** The room of one customer: every open page of theirs, on every instance. */
export const userRoom = (userId: number): string => `user:${userId}`;
/** The room of one support conversation: its customer's pages and the staff reading it. */
export const ticketRoom = (ticketId: string): string => `ticket:${ticketId}`;

function bearerToken(header: string | undefined): string | undefined {
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/** The cookies a handshake carried. */
export function handshakeCookies(socket: LiveSocket): Record<string, string | undefined> {
  const { cookie } = socket.handshake.headers;
  return cookie ? fastifyCookie.parse(cookie) : {};
}

/**
 * The credential of a handshake, as the HTTP API reads it: an API client's access token
 * (`auth.token` or a Bearer header) first, else the browser's session cookie.
 */
export function handshakeCredential(socket: LiveSocket): HandshakeCredential | undefined {
  const { auth, headers } = socket.handshake;
  const given: unknown = auth.token;
  if (typeof given === 'string' && given !== '') return { kind: 'access', token: given };
  const bearer = bearerToken(headers.authorization);
  if (bearer) return { kind: 'access', token: bearer };
  const session = handshakeCookies(socket)[SESSION_COOKIE];
  return session ? { kind: 'session', token: session } : undefined;
}

export function refusal(message: string, code: string): Error {
  return Object.assign(new Error(message), { data: { code } });
}

/** The connection's own address, when no proxy's word is taken for it. */
export const socketAddress = (request: IncomingMessage): string =>
  request.socket.remoteAddress ?? '';
