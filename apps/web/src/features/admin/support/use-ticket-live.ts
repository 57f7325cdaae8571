import { useQueryClient } from '@tanstack/react-query';
import type { ChatMessage, TicketMessage } from '@store/shared/schemas/support';
import { useEffect, useState } from 'react';
import { addTicketMessage, mergeTicket } from './support-api';
import { openTicketChannel, type TicketLiveStatus } from './ticket-channel';

/** A chat message as the ticket's conversation lists it. */
function toTicketMessage(message: ChatMessage): TicketMessage {
  return {
    _id: message._id,
    message: message.text,
    sender: message.sender,
    sentAt: message.createdAt,
    senderName: message.senderName,
    clientMessageId: message.clientMessageId,
    citations: message.citations,
  };
}

/**
 * Follows a ticket live while its page is shown: new messages join the cached conversation,
 * changes and every (re)join refresh the cached ticket. Returns whether the ticket is live,
 * so the page can poll instead when it is not.
 */
export function useTicketLive(ticketId: string): TicketLiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<TicketLiveStatus>('connecting');

  useEffect(() => {
    const channel = openTicketChannel(ticketId, {
      onStatus: setStatus,
      onJoined: (ticket) => {
        mergeTicket(queryClient, ticketId, ticket);
      },
      onMessage: (message) => {
        addTicketMessage(queryClient, ticketId, toTicketMessage(message));
      },
      onTicket: (ticket) => {
        mergeTicket(queryClient, ticketId, ticket);
      },
    });
    return () => {
      channel.close();
    };
  }, [ticketId, queryClient]);

  return status;
}
