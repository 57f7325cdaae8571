import type { z } from 'zod';
import { ChatJoinBody, ChatSendBody, type ChatAck } from '@store/shared/schemas/support';
import type { ChatCaller, ChatEndpoint } from '../../adapters/realtime/chat-namespace';
import { sendChatMessage } from './chat.service';
import { supportRefusal } from './support.errors';
import type { ChatSender, SupportContext } from './support-context';
import { findTicket } from './support.repository';
import { detailOf } from './tickets.service';

// The chat channel's client events as the support module reads them: `send` is the chat's
// one service, `join` lets a conversation's customer and the support team follow it.

/** A body the contract refuses, as its acknowledgement says so. */
function badRequest(error: z.ZodError): ChatAck<never> {
  const message = error.issues[0]?.message ?? 'Invalid request';
  return { ok: false, error: { code: 'BAD_REQUEST', message } };
}

const senderOf = ({ actor, ip }: ChatCaller): ChatSender | undefined => {
  if (actor.kind === 'guest') return { kind: 'guest', ip };
  if (actor.kind === 'customer') return { kind: 'customer', userId: actor.userId, ip };
  return undefined;
};

/** The chat endpoint the live socket hands its `send` and `join` events to. */
export function createChatEndpoint(ctx: SupportContext): ChatEndpoint {
  return {
    async send(caller, body, hooks) {
      const parsed = ChatSendBody.safeParse(body);
      if (!parsed.success) return badRequest(parsed.error);
      const sender = senderOf(caller);
      // Staff answer in the inbox, where each reply is audited and mailed when needed.
      if (!sender) return supportRefusal({ reason: 'staff-use-inbox' });
      const sent = await sendChatMessage(ctx, sender, parsed.data, hooks);
      return sent.ok ? { ok: true, data: sent.value } : supportRefusal(sent.failure);
    },

    async join({ actor }, body, hooks) {
      const parsed = ChatJoinBody.safeParse(body);
      if (!parsed.success) return badRequest(parsed.error);
      // Another customer's conversation is as unknown as one that does not exist.
      const ticket =
        actor.kind === 'guest'
          ? undefined
          : await findTicket(ctx.db, parsed.data.ticketId, {
              ...(actor.kind === 'customer' ? { userId: actor.userId } : {}),
            });
      if (!ticket) return supportRefusal({ reason: 'ticket-not-found' });
      hooks.follow(ticket.publicId);
      return { ok: true, data: await detailOf(ctx.db, ticket) };
    },
  };
}
