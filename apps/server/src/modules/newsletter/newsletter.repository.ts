import { newsletterSubscriptions } from '../../db/schema/content';
import type { Db } from '../../db/types';

export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/** Inserts a subscription; undefined when the address is already subscribed (the unique index decides). */
export async function insertSubscription(
  db: Db,
  subscription: { email: string; userId: number | null },
): Promise<NewsletterSubscriptionRow | undefined> {
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values(subscription)
    .onConflictDoNothing()
    .returning();
  return row;
}
