import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { users } from '../../db/schema/accounts';
import { notificationSends } from '../../db/schema/notifications';

export type NoticeChannel = (typeof notificationSends.$inferInsert)['channel'];

/** Who a notice goes to, with the channels they chose; null when the account is gone. */
export async function findRecipient(db: Db, userId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      email_on: users.notifyEmail,
      browser_on: users.notifyBrowser,
      sms_on: users.notifySms,
      phone: users.phone,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return {
    userId: row.userId,
    email: row.email,
    firstName: row.firstName,
    language: row.language,
    phone: row.phone,
    channels: { email: row.email_on, browser: row.browser_on, sms: row.sms_on },
  };
}
export type Recipient = NonNullable<Awaited<ReturnType<typeof findRecipient>>>;

/**
 * Takes the right to send an event's notice on a channel to one target: true for exactly one
 * caller, however often or at once the event is handed over.
 */
export async function claimSend(
  db: Db,
  send: { eventId: number; channel: NoticeChannel; target: string },
): Promise<boolean> {
  const rows = await db
    .insert(notificationSends)
    .values(send)
    .onConflictDoNothing()
    .returning({ eventId: notificationSends.eventId });
  return rows.length === 1;
}

/** A send that failed gives its claim back, so the event's retry tries it again. */
export async function releaseSend(
  db: Db,
  send: { eventId: number; channel: NoticeChannel; target: string },
): Promise<void> {
  await db
    .delete(notificationSends)
    .where(
      and(
        eq(notificationSends.eventId, send.eventId),
        eq(notificationSends.channel, send.channel),
        eq(notificationSends.target, send.target),
      ),
    );
}
