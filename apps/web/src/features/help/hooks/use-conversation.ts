import { DEFAULT_LANGUAGE } from '@store/shared/constants';
import { parseLanguage } from '@store/shared/rules/region-language';
import {
  MessageText,
  SUPPORT_MESSAGES,
  type ChatAck,
  type ChatSendReply,
} from '@store/shared/schemas/support';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api-error';
import type { ChatChannel } from '../../../lib/live/chat-channel';
import { useChatChannel } from '../../../lib/live/use-chat-channel';
import type { ChatTarget } from '../../../stores/help-widget';
import { useTicket } from '../api/get-ticket';
import { TICKETS_QUERY_KEY } from '../api/get-tickets';
import { conversationReducer, startConversation, type PendingSend } from '../utils/conversation';

/**
 * How long 'typing...' may show without a message following: a writer who gave up (or an
 * event lost with a connection) must not leave it up for good.
 */
export const TYPING_TIMEOUT_MS = 30_000;

/** What came of a send the customer asked for. */
export type SendOutcome = 'sent' | 'refused' | 'ignored';

/**
 * One conversation of the help widget over the live chat channel: a new chat (its ticket is
 * made by the first message) or an existing ticket, restored on every (re)connection by
 * joining its room. Sent messages show only once the server has stored them (spec section
 * 5); a message that could not be delivered goes out again, with the same id, once the
 * channel is back.
 */
export function useConversation(target: ChatTarget) {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const language = parseLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  const [state, dispatch] = useReducer(conversationReducer, target.ticketId, startConversation);
  const { ticketId, pending, needsDetail, typing } = state;
  // The page's copy of a ticket, shown until the live connection has restored it.
  const page = useTicket(target.ticketId);

  const refreshList = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: TICKETS_QUERY_KEY });
  }, [queryClient]);

  const { status, channel } = useChatChannel({
    onMessage: (message) => {
      const ours =
        message.ticketId === ticketId ||
        (pending !== null && message.clientMessageId === pending.body.clientMessageId);
      if (!ours) return;
      dispatch({ type: 'received', message });
      if (message.ticketId !== null) refreshList();
    },
    onTyping: (event) => {
      if (event.sender === 'user') return;
      if (event.ticketId === ticketId || (ticketId === null && pending !== null)) {
        dispatch({ type: 'typing' });
      }
    },
    onTicket: (ticket) => {
      dispatch({ type: 'ticketChanged', ticket });
      refreshList();
    },
  });

  const answer = useCallback(
    (ack: ChatAck<ChatSendReply>): SendOutcome => {
      if (!ack.ok) {
        dispatch({ type: 'refused', message: ack.error.message });
        return 'refused';
      }
      dispatch({ type: 'sendAnswered', reply: ack.data });
      if (ack.data.ticket) refreshList();
      return 'sent';
    },
    [refreshList],
  );

  const deliver = useCallback(
    (live: ChatChannel | null, body: PendingSend['body']): Promise<SendOutcome> => {
      if (!live) {
        dispatch({ type: 'sendWaiting' });
        return Promise.resolve('sent');
      }
      return live.send(body).then(answer, () => {
        // Not delivered (or not answered): it goes out again once the channel is back.
        dispatch({ type: 'sendWaiting' });
        return 'sent' as const;
      });
    },
    [answer],
  );

  /** Sends the customer's text; blank text, or a send while one is on its way, does nothing. */
  const send = useCallback(
    (text: string): Promise<SendOutcome> => {
      const checked = MessageText.safeParse(text);
      if (!checked.success) {
        const problem = checked.error.issues[0]?.message;
        // A blank message is simply not sent; anything else (too long) is said.
        if (problem === SUPPORT_MESSAGES.messageTooLong) {
          dispatch({ type: 'refused', message: problem });
          return Promise.resolve('refused');
        }
        return Promise.resolve('ignored');
      }
      if (pending) return Promise.resolve('ignored');
      const body: PendingSend['body'] = {
        clientMessageId: crypto.randomUUID(),
        text: checked.data,
        ticketId,
        topicId: target.topicId,
        orderId: target.orderId,
        language,
      };
      dispatch({ type: 'sending', body });
      return deliver(status === 'connected' ? channel : null, body);
    },
    [pending, ticketId, target.topicId, target.orderId, language, deliver, status, channel],
  );

  // Back online with a message that did not get through: the same message, the same id.
  useEffect(() => {
    if (!pending?.waiting || status !== 'connected' || !channel) return;
    void deliver(channel, pending.body);
  }, [pending, status, channel, deliver]);

  // Follow the ticket's room: on every connection, once the first message has made the
  // ticket, and again when it went to a person (for the date they answer by).
  const joined = useRef<string | null>(null);
  useEffect(() => {
    if (status !== 'connected' || !channel) {
      joined.current = null;
      return;
    }
    if (ticketId === null || (joined.current === ticketId && !needsDetail)) return;
    joined.current = ticketId;
    let current = true;
    channel.join(ticketId).then(
      (ack) => {
        if (!current) return;
        if (ack.ok) dispatch({ type: 'restored', detail: ack.data, from: 'socket' });
        else dispatch({ type: 'joinRefused', message: ack.error.message });
      },
      () => {
        // The connection went again; the next one joins anew.
      },
    );
    return () => {
      current = false;
    };
  }, [status, channel, ticketId, needsDetail]);

  // Stop following the room when the chat is left.
  useEffect(() => {
    if (!channel || ticketId === null) return;
    return () => {
      channel.leave(ticketId);
    };
  }, [channel, ticketId]);

  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => {
      dispatch({ type: 'typingOver' });
    }, TYPING_TIMEOUT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [typing]);

  // Until the live connection has restored the ticket, the page's copy is shown.
  const shown = useMemo(
    () =>
      page.data && state.restoredFrom === 'nothing'
        ? conversationReducer(state, { type: 'restored', detail: page.data, from: 'page' })
        : state,
    [page.data, state],
  );

  const dismissRefusal = useCallback(() => {
    dispatch({ type: 'dismissRefusal' });
  }, []);

  return {
    ...shown,
    status,
    /**
     * The page could not load the ticket and the live connection has not restored it:
     * `missing` when there is no such ticket of this customer's, else `failed`.
     */
    loadFailed:
      page.isError && shown.restoredFrom === 'nothing'
        ? page.error instanceof ApiRequestError && page.error.status === 404
          ? ('missing' as const)
          : ('failed' as const)
        : null,
    retryLoad: () => void page.refetch(),
    send,
    dismissRefusal,
  };
}
