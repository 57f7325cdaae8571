import type { EventHandler } from '../outbox/outbox-worker';
import { notifyCustomer } from '../notifications/notify-customer';
import { ticketAnswerMail } from './support-mails';
import { findAnswerToMail } from './support.repository';

/** Where a support notice opens the conversation: any page, with the widget on it. */
export const ticketPath = (ticketId: string): string =>
  `/?${new URLSearchParams({ support: ticketId }).toString()}`;

/** The same, as a full link for mails. */
export const ticketLink = (publicUrl: string, ticketId: string): string =>
  `${publicUrl}${ticketPath(ticketId)}`;

/**
 * Tells a customer who is not following the conversation right now (who is, saw it arrive
 * live) of the support team's answer, on each channel they chose; the e-mail carries the
 * answer itself, in the ticket's language. A ticket gone since (its customer's account
 * removed) has nobody to tell.
 */
export const notifyTicketAnswer: EventHandler<'ticket.answered'> = async (event, deps) => {
  const { ticketId, messageId, userId } = event.payload;
  if (await deps.realtime.isFollowingChat(userId, ticketId)) return;
  const answer = await findAnswerToMail(deps.db, ticketId, messageId);
  if (!answer) return;
  await notifyCustomer(deps, event.id, userId, {
    kind: 'ticket.answered',
    values: { topic: answer.topic },
    path: ticketPath(answer.ticketId),
    mail: async () => ({
      category: 'ticket-answered',
      ...ticketAnswerMail({
        language: answer.language,
        firstName: answer.firstName,
        topic: answer.topic,
        staffName: answer.senderName,
        message: answer.message,
        question: answer.status === 'waiting_for_customer',
        link: ticketLink(deps.publicUrl, answer.ticketId),
      }),
    }),
  });
};
