import type { EventHandler } from '../outbox/outbox-worker';
import { ticketAnswerMail } from './support-mails';
import { findAnswerToMail } from './support.repository';

/** Where a support mail's link opens the conversation: any page, with the widget on it. */
export const ticketLink = (publicUrl: string, ticketId: string): string =>
  `${publicUrl}/?${new URLSearchParams({ support: ticketId }).toString()}`;

/**
 * Mails the support team's answer to a customer who is not following the conversation right
 * now (who is, saw it arrive live). A ticket gone since (its customer's account removed) has
 * nobody to tell. At least once: a crash between the mail and its delivery record may send
 * it again.
 */
export const mailTicketAnswer: EventHandler<'ticket.answered'> = async (event, deps) => {
  const { ticketId, messageId, userId } = event.payload;
  if (await deps.realtime.isFollowingChat(userId, ticketId)) return;
  const answer = await findAnswerToMail(deps.db, ticketId, messageId);
  if (!answer) return;
  const content = ticketAnswerMail({
    language: answer.language,
    firstName: answer.firstName,
    topic: answer.topic,
    staffName: answer.senderName,
    message: answer.message,
    question: answer.status === 'waiting_for_customer',
    link: ticketLink(deps.publicUrl, answer.ticketId),
  });
  await deps.mailer.send({ to: answer.email, category: 'ticket-answered', ...content });
};
