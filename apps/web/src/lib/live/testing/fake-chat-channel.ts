import type { ChatSendBody } from '@store/shared/schemas/support';
import {
  ChatUnreachableError,
  deliverChatEvent,
  parseJoinAck,
  parseSendAck,
  type ChatChannel,
  type ChatChannelListener,
  type OpenChatChannel,
} from '../chat-channel';
import type { LiveStatus } from '../payments-channel';

/** A call the page made that waits for the test's answer, as the server's acknowledgement. */
interface Call<Body> {
  body: Body;
  answer: (ack: unknown) => void;
  lose: () => void;
}

type AutoAnswer<Body> = (body: Body) => unknown;

/**
 * A chat channel the test drives in place of the socket: it says whether it is connected,
 * records what the page sends and joins, answers them when the test says (or at once, with
 * `answerSends`/`answerJoins`), and delivers the server's events, checked as the real one
 * checks them. Calls while disconnected fail as on the socket, and losing the connection
 * fails the calls still waiting. Use it with `vi.mock('…/lib/live/chat-socket', …)`,
 * returning `fakeChat.open`.
 */
export function createFakeChatChannel() {
  const listeners = new Set<ChatChannelListener>();
  let status: LiveStatus = 'connected';
  let opened = 0;
  let sends: Call<ChatSendBody>[] = [];
  let joins: Call<string>[] = [];
  let left: string[] = [];
  let autoSend: AutoAnswer<ChatSendBody> | null = null;
  let autoJoin: AutoAnswer<string> | null = null;
  const waiting = new Set<Call<unknown>>();

  function call<Body, Ack>(
    list: Call<Body>[],
    body: Body,
    parse: (answer: unknown) => Ack,
    auto: AutoAnswer<Body> | null,
  ): Promise<Ack> {
    if (status !== 'connected') return Promise.reject(new ChatUnreachableError('Not connected'));
    return new Promise<Ack>((resolve, reject) => {
      const entry: Call<Body> = {
        body,
        answer: (ack) => {
          waiting.delete(entry);
          resolve(parse(ack));
        },
        lose: () => {
          waiting.delete(entry);
          reject(new ChatUnreachableError('Disconnected'));
        },
      };
      list.push(entry);
      waiting.add(entry);
      const ack = auto?.(body);
      if (ack !== undefined) entry.answer(ack);
    });
  }

  const open: OpenChatChannel = (listener) => {
    opened += 1;
    listeners.add(listener);
    listener.onStatus(status);
    let closed = false;
    const channel: ChatChannel = {
      send: (body) =>
        closed
          ? Promise.reject(new ChatUnreachableError('Closed'))
          : call(sends, body, parseSendAck, autoSend),
      join: (ticketId) =>
        closed
          ? Promise.reject(new ChatUnreachableError('Closed'))
          : call(joins, ticketId, parseJoinAck, autoJoin),
      leave: (ticketId) => {
        if (!closed) left.push(ticketId);
      },
      close: () => {
        closed = true;
        listeners.delete(listener);
      },
    };
    return channel;
  };

  return {
    open,
    /** How many times a channel was opened, and how many are open now. */
    counts: () => ({ opened, open: listeners.size }),
    /** Every `send` so far, oldest first; answer one with `sends()[i].answer(ack)`. */
    sends: () => sends,
    joins: () => joins,
    left: () => left,
    /** Answers every later send (and join) at once; `undefined` leaves one waiting. */
    answerSends: (answer: AutoAnswer<ChatSendBody> | null) => {
      autoSend = answer;
    },
    answerJoins: (answer: AutoAnswer<string> | null) => {
      autoJoin = answer;
    },
    /** The connection comes and goes; going fails every call still waiting for its answer. */
    setStatus: (next: LiveStatus) => {
      status = next;
      if (next !== 'connected') for (const entry of [...waiting]) entry.lose();
      for (const listener of listeners) listener.onStatus(next);
    },
    /** Sends an event as the server would; a body outside the contract is dropped. */
    emit: (event: 'message' | 'typing' | 'ticket', body: unknown) => {
      for (const listener of listeners) deliverChatEvent(listener, event, body);
    },
    reset: (initial: LiveStatus = 'connected') => {
      listeners.clear();
      waiting.clear();
      status = initial;
      opened = 0;
      sends = [];
      joins = [];
      left = [];
      autoSend = null;
      autoJoin = null;
    },
  };
}

export const fakeChat = createFakeChatChannel();
