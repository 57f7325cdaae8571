import type { IncomingMessage } from 'node:http';
import type { DefaultEventsMap, Namespace } from 'socket.io';
import {
  SUPPORT_MESSAGES,
  type ChatAck,
  type ChatSendReply,
  type MessageSender,
  type TicketDetail,
} from '@store/shared/schemas/support';
import {
  handshakeCookies,
  handshakeCredential,
  LIVE_MESSAGES,
  refusal,
  ticketRoom,
  userRoom,
  type HandshakeCredential,
  type LiveIdentity,
  type LiveSession,
  type LiveSocket,
  type SocketData,
} from './live-handshake';

// The chat channel (`/chat`): the help widget's conversations and the back office's inbox.
// Unlike the other channels it admits guests (the assistant answers them about the help
// content) and staff. It only carries events: what they mean is the chat endpoint's, given
// by the support module, so this layer stays a transport.

/** Who calls the chat endpoint. */
export type ChatActor =
  { kind: 'guest' } | { kind: 'customer'; userId: number } | { kind: 'staff'; userId: number };
export type ChatCaller = { actor: ChatActor; ip: string };

/** What the sending page hears while its message is handled, before the answer. */
export type ChatSocketHooks = {
  /** The conversation is known (found or just opened): the page follows its room from now. */
  follow: (ticketId: string) => void;
  /** Someone is writing an answer, told to this page alone (a guest's chat has no room). */
  typing: (event: { ticketId: string | null; sender: MessageSender }) => void;
};

/** The client events' meaning, given by the support module; bodies arrive unchecked. */
export type ChatEndpoint = {
  send: (
    caller: ChatCaller,
    body: unknown,
    hooks: ChatSocketHooks,
  ) => Promise<ChatAck<ChatSendReply>>;
  /** Follows a conversation: `follow` before its snapshot is read, so nothing falls between. */
  join: (
    caller: ChatCaller,
    body: unknown,
    hooks: Pick<ChatSocketHooks, 'follow'>,
  ) => Promise<ChatAck<TicketDetail>>;
};

/** How the back office's staff sign in to the channel: their own cookie, support or admin. */
export type StaffLiveAuth = {
  /** The staff cookie's cookie name. */
  cookie: string;
  /** The staff member of a staff session token; undefined when it signs nobody in. */
  signIn: (token: string) => Promise<LiveSession | undefined>;
  /** The staff member of a session while it lives, for the periodic re-check. */
  recheck: (sessionId: string) => Promise<number | undefined>;
};

export type ChatNamespaceOptions = {
  signIn: (credential: HandshakeCredential) => Promise<LiveSession | undefined>;
  staff?: StaffLiveAuth;
  endpoint?: ChatEndpoint;
  clientAddress: (request: IncomingMessage) => string;
  log: (message: string, error?: unknown) => void;
};

type ChatNamespace = Namespace<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>;

/** What a send or join answers when it cannot be handled now; the page may try again. */
const UNAVAILABLE = {
  ok: false,
  error: { code: 'UNAVAILABLE', message: SUPPORT_MESSAGES.unavailable },
} as const;

/**
 * Who a chat handshake is: staff when the back office asks for it (`auth.staff`) and its
 * cookie signs in a support agent or admin; else the customer its credential signs in; a
 * guest without any. A credential that signs nobody in is refused, as on the other channels,
 * so a page whose session ended is not quietly treated as a guest.
 */
async function identify(
  socket: LiveSocket,
  options: ChatNamespaceOptions,
): Promise<LiveIdentity | Error> {
  if (socket.handshake.auth.staff === true) {
    const token = options.staff && handshakeCookies(socket)[options.staff.cookie];
    const staff = token ? await options.staff?.signIn(token) : undefined;
    if (!staff) return refusal(LIVE_MESSAGES.staffOnly, 'UNAUTHORIZED');
    return { kind: 'staff', ...staff };
  }
  const credential = handshakeCredential(socket);
  if (!credential) return { kind: 'guest' };
  const live = await options.signIn(credential);
  if (!live) return refusal(LIVE_MESSAGES.signInRequired, 'UNAUTHORIZED');
  return { kind: 'customer', ...live };
}

const actorOf = (who: LiveIdentity): ChatActor =>
  who.kind === 'guest' ? who : { kind: who.kind, userId: who.userId };

/** Calls `ack` if the client asked for an answer; a client without one gets none. */
function answer<T>(ack: unknown, result: ChatAck<T>): void {
  if (typeof ack === 'function') (ack as (result: ChatAck<T>) => void)(result);
}

/** Sets up `/chat`: its handshake, rooms and the client events `send`, `join`, `leave`. */
export function setUpChatNamespace(chat: ChatNamespace, options: ChatNamespaceOptions): void {
  const { endpoint, log } = options;
  chat.use((socket, next) => {
    identify(socket, options).then(
      (who) => {
        if (who instanceof Error) {
          next(who);
          return;
        }
        socket.data.who = who;
        socket.data.ip = options.clientAddress(socket.request);
        next();
      },
      (error: unknown) => {
        log('A chat handshake could not be checked', error);
        next(refusal(LIVE_MESSAGES.unavailable, 'UNAVAILABLE'));
      },
    );
  });

  chat.on('connection', (socket) => {
    const { who } = socket.data;
    // A customer's room tells whether they follow the chat (a reply then needs no e-mail).
    if (who.kind === 'customer') void socket.join(userRoom(who.userId));
    const caller = (): ChatCaller => ({ actor: actorOf(socket.data.who), ip: socket.data.ip });
    const failed = (event: string) => (error: unknown) => {
      log(`A chat ${event} could not be handled`, error);
      return UNAVAILABLE;
    };

    const hooks: ChatSocketHooks = {
      follow: (ticketId) => void socket.join(ticketRoom(ticketId)),
      typing: (event) => void socket.emit('typing', event),
    };

    socket.on('send', (body: unknown, ack: unknown) => {
      if (!endpoint) {
        answer(ack, UNAVAILABLE);
        return;
      }
      void endpoint
        .send(caller(), body, hooks)
        .catch(failed('message'))
        .then((result) => answer(ack, result));
    });

    socket.on('join', (body: unknown, ack: unknown) => {
      if (!endpoint) {
        answer(ack, UNAVAILABLE);
        return;
      }
      void endpoint
        .join(caller(), body, hooks)
        .catch(failed('join'))
        .then((result) => answer(ack, result));
    });

    socket.on('leave', (body: unknown) => {
      const ticketId = (body as { ticketId?: unknown } | null)?.ticketId;
      if (typeof ticketId === 'string') void socket.leave(ticketRoom(ticketId));
    });
  });
}
