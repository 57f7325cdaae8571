import type { Language } from '@store/shared/constants';
import {
  HELP_TOPIC_IDS,
  type ChatSendReply,
  type Citation,
  type TicketStatus,
} from '@store/shared/schemas/support';
import type { AssistantInput, AssistantReply, HandOff } from '../assistant/assistant-port';
import { assistantUnavailableText, handedOffText } from './chat-texts';
import { answerDeadline } from './customer-messages';
import type { CustomerSender, SupportContext } from './support-context';
import {
  findCustomerContact,
  findMessagesBefore,
  findTicket,
  insertMessage,
  updateTicket,
  type MessageRow,
  type TicketRow,
} from './support.repository';
import { presentChatMessage, presentTicket } from './ticket.presenter';

// Biggie AI Assistant's turn in a customer's chat: it is asked outside any transaction (a
// model may take seconds), and its answer, or a hand-off to a person, is stored after.

/** Earlier messages the assistant reads with a new one. */
const HISTORY_MESSAGES = 20;

/**
 * The assistant's answer; undefined when it failed or took longer than the chat waits (the
 * page is waiting for its acknowledgement), which is logged and never thrown.
 */
export async function askAssistant(
  ctx: SupportContext,
  input: AssistantInput,
  where: string,
): Promise<AssistantReply | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`No answer within ${ctx.assistantTimeoutMs} ms`));
    }, ctx.assistantTimeoutMs);
  });
  try {
    return await Promise.race([ctx.assistant.answer(input), timeout]);
  } catch (error) {
    ctx.log(`Biggie AI Assistant could not answer in ${where}`, error);
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

const helpTopicOf = (ticket: TicketRow) =>
  HELP_TOPIC_IDS.find((id) => id === ticket.helpTopic) ?? null;

/**
 * The assistant answers the customer's new message in their chat, everyone following it
 * hears it, and a hand-off (the assistant's, or its failure) gives the chat to a person.
 */
export async function answerCustomer(
  ctx: SupportContext,
  sender: CustomerSender,
  ticket: TicketRow,
  message: MessageRow,
): Promise<ChatSendReply> {
  const room = ticket.publicId;
  ctx.realtime.toTicket(room, { event: 'typing', message: { ticketId: room, sender: 'AI' } });
  const [history, contact] = await Promise.all([
    findMessagesBefore(ctx.db, ticket.id, message.id, HISTORY_MESSAGES),
    findCustomerContact(ctx.db, sender.userId),
  ]);
  const reply = await askAssistant(
    ctx,
    {
      text: message.body,
      history: history.map((turn) => ({ sender: turn.sender, text: turn.body })),
      language: ticket.language,
      topicId: helpTopicOf(ticket),
      orderId: ticket.orderPublicId,
      customer: ctx.customerTools({
        userId: sender.userId,
        firstName: contact?.firstName ?? null,
      }),
    },
    `ticket ${room}`,
  );
  const answered = await recordAnswer(ctx, ticket, reply);
  const replies = answered.replies.map((row) => presentChatMessage(row, room));
  for (const reply of replies) ctx.realtime.toTicket(room, { event: 'message', message: reply });
  const summary = presentTicket(answered.ticket, answered.replies.at(-1) ?? message);
  ctx.realtime.toTicket(room, { event: 'ticket', message: summary });
  return { ticket: summary, message: presentChatMessage(message, room), replies };
}

/** What the assistant's turn says: its answer, or the apology when it failed. */
function turnTexts(reply: AssistantReply | undefined, language: Language) {
  const texts: { body: string; citations: Citation[] }[] = [];
  const answer = reply ? reply.text.trim() : assistantUnavailableText(language);
  if (answer !== '') texts.push({ body: answer, citations: reply?.citations ?? [] });
  return texts;
}

/**
 * Stores the assistant's turn on the locked ticket. A hand-off (a failure is one, for low
 * confidence) gives the chat to a person, with the hand-off's category, reason and the day
 * they will have answered, which the page shows with the conversation. A person who took the chat
 * meanwhile keeps it; a customer who closed it meanwhile keeps it closed.
 */
async function recordAnswer(
  ctx: SupportContext,
  ticket: TicketRow,
  reply: AssistantReply | undefined,
): Promise<{ ticket: TicketRow; replies: MessageRow[] }> {
  return ctx.db.transaction(async (tx) => {
    const current = await findTicket(tx, ticket.publicId, { lock: true });
    if (!current)
      throw new Error(`Ticket ${ticket.publicId} vanished while the assistant answered`);
    const now = ctx.now();
    const handOff: HandOff | null = reply
      ? reply.handOff
      : { category: current.category, reason: 'low_confidence' };
    const takeOver = handOff !== null && !current.withStaff && current.status !== 'closed';
    const answerBy = answerDeadline(now);
    const texts = turnTexts(reply, current.language);
    // An engine's hand-off already says a person will answer within 2 business days (the port
    // asks it to); after a failure the apology does not, so the store says it with the day.
    if (takeOver && !reply) {
      texts.push({ body: handedOffText(current.language, answerBy), citations: [] });
    }

    const replies: MessageRow[] = [];
    for (const text of texts) {
      const row = await insertMessage(tx, {
        ticketId: current.id,
        sender: 'AI',
        body: text.body,
        citations: text.citations,
        createdAt: now,
      });
      if (row) replies.push(row);
    }
    const keepsStatus = current.withStaff || current.status === 'closed';
    const changes = takeOver
      ? {
          withStaff: true,
          status: 'open' as TicketStatus,
          category: handOff.category,
          handOffReason: handOff.reason,
          handedOffAt: now,
          answerBy,
          updatedAt: now,
        }
      : { status: keepsStatus ? current.status : ('answered' as TicketStatus), updatedAt: now };
    await updateTicket(tx, current.id, changes);
    return { ticket: { ...current, ...changes }, replies };
  });
}
