import type {
  ChatMessage,
  ChatSendBody,
  ChatSendReply,
  TicketDetail,
  TicketMessage,
  TicketSummary,
} from '@store/shared/schemas/support';

/** A message on screen; `live` ones arrived while the chat was open and are typed out. */
export interface ShownMessage {
  message: ChatMessage;
  live: boolean;
}

/** The customer's message on its way: not shown until the server has stored it (spec §5). */
export interface PendingSend {
  body: ChatSendBody & { clientMessageId: string; text: string };
  /** The server has not been reached yet (no connection): it goes out on the next connect. */
  waiting: boolean;
}

export interface Conversation {
  /** The ticket this chat belongs to; null for a new chat until its first message is stored. */
  ticketId: string | null;
  ticket: TicketSummary | null;
  /** While a person is to answer: by when (from the ticket's detail). */
  answerBy: string | null;
  messages: ShownMessage[];
  /** Where the messages on screen came from: a later page load must not undo a live restore. */
  restoredFrom: 'nothing' | 'page' | 'socket';
  /** The assistant or a person is writing. */
  typing: boolean;
  pending: PendingSend | null;
  /** The server refused something; its English message, shown translated where known. */
  refusal: string | null;
  /** The server would not let this page follow the ticket (not the customer's, say). */
  joinRefusal: string | null;
  /** The ticket went to a person and its detail (the answer-by date) is to be fetched. */
  needsDetail: boolean;
}

export type ConversationAction =
  | { type: 'sending'; body: PendingSend['body'] }
  | { type: 'sendWaiting' }
  | { type: 'sendAnswered'; reply: ChatSendReply }
  | { type: 'refused'; message: string }
  | { type: 'joinRefused'; message: string }
  | { type: 'received'; message: ChatMessage }
  | { type: 'typing' }
  | { type: 'typingOver' }
  | { type: 'ticketChanged'; ticket: TicketSummary }
  | { type: 'restored'; detail: TicketDetail; from: 'page' | 'socket' }
  | { type: 'dismissRefusal' };

export function startConversation(ticketId: string | null): Conversation {
  return {
    ticketId,
    ticket: null,
    answerBy: null,
    messages: [],
    restoredFrom: 'nothing',
    typing: false,
    pending: null,
    refusal: null,
    joinRefusal: null,
    needsDetail: false,
  };
}

/** A ticket's stored message in the shape the chat shows. */
export function chatMessageOf(ticketId: string, message: TicketMessage): ChatMessage {
  return {
    _id: message._id,
    ticketId,
    clientMessageId: message.clientMessageId,
    text: message.message,
    sender: message.sender,
    senderName: message.senderName,
    createdAt: message.sentAt,
    citations: message.citations,
  };
}

const sameMessage = (a: ChatMessage, b: ChatMessage) =>
  a._id === b._id || (a.clientMessageId !== null && a.clientMessageId === b.clientMessageId);

/**
 * Adds messages not shown yet, oldest first. A message can arrive twice (by the answer to a
 * send and by the room's `message` event); it is shown once.
 */
export function mergeMessages(
  shown: readonly ShownMessage[],
  incoming: readonly ChatMessage[],
  live: boolean,
): ShownMessage[] {
  const merged = [...shown];
  for (const message of incoming) {
    if (merged.some((entry) => sameMessage(entry.message, message))) continue;
    merged.push({ message, live });
  }
  return merged.sort(byTime);
}

/** Oldest first; stable, so messages of the same moment keep the order they came in. */
const byTime = (a: ShownMessage, b: ShownMessage) =>
  Date.parse(a.message.createdAt) - Date.parse(b.message.createdAt);

/** A ticket changed hands when a person has it now and did not before. */
function handedOver(before: TicketSummary | null, after: TicketSummary): boolean {
  return after.withStaff && before?.withStaff !== true;
}

/** The conversation after one event of the chat. */
export function conversationReducer(state: Conversation, action: ConversationAction): Conversation {
  switch (action.type) {
    case 'sending':
      return { ...state, pending: { body: action.body, waiting: false }, refusal: null };
    case 'sendWaiting':
      // Unchanged when already waiting: only a new connection tries again.
      return state.pending && !state.pending.waiting
        ? { ...state, pending: { ...state.pending, waiting: true } }
        : state;
    case 'sendAnswered': {
      const { ticket, message, replies } = action.reply;
      const withMessage = mergeMessages(state.messages, [message], true);
      return {
        ...state,
        ticketId: ticket?._id ?? state.ticketId,
        ticket: ticket ?? state.ticket,
        needsDetail: state.needsDetail || (ticket !== null && handedOver(state.ticket, ticket)),
        messages: mergeMessages(withMessage, replies, true),
        pending: null,
        // The answer is here (or a person will write later): nobody is typing for now.
        typing: false,
      };
    }
    case 'refused':
      return { ...state, pending: null, typing: false, refusal: action.message };
    case 'joinRefused':
      return { ...state, refusal: action.message, joinRefusal: action.message, needsDetail: false };
    case 'received': {
      const { message } = action;
      return {
        ...state,
        messages: mergeMessages(state.messages, [message], true),
        typing: message.sender === 'user' ? state.typing : false,
      };
    }
    case 'typing':
      return { ...state, typing: true };
    case 'typingOver':
      return { ...state, typing: false };
    case 'ticketChanged': {
      const { ticket } = action;
      if (ticket._id !== state.ticketId) return state;
      return {
        ...state,
        ticket,
        needsDetail: state.needsDetail || handedOver(state.ticket, ticket),
        answerBy: ticket.withStaff ? state.answerBy : null,
      };
    }
    case 'restored': {
      const { detail, from } = action;
      // The page's copy may be older than what the socket restored; the socket's wins.
      if (from === 'page' && state.restoredFrom === 'socket') return state;
      const { details, answerBy, ...ticket } = detail;
      const stored = details.messages.map((message) => {
        const chat = chatMessageOf(detail._id, message);
        // A message being typed out keeps going; the rest of the history shows at once.
        const live = state.messages.some((entry) => entry.live && sameMessage(entry.message, chat));
        return { message: chat, live };
      });
      // Whatever arrived live and the copy does not have yet (it may be older) stays.
      const newer = state.messages.filter(
        (entry) => !stored.some((shown) => sameMessage(shown.message, entry.message)),
      );
      const messages = [...stored, ...newer].sort(byTime);
      return {
        ...state,
        ticketId: detail._id,
        ticket,
        answerBy,
        messages,
        restoredFrom: from,
        joinRefusal: null,
        needsDetail: false,
      };
    }
    case 'dismissRefusal':
      return { ...state, refusal: null };
  }
}
