import { asc, count, gt } from 'drizzle-orm';
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

/** How many addresses are subscribed. */
export async function countSubscriptions(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(newsletterSubscriptions);
  return row?.n ?? 0;
}

/**
 * Every subscription in sign-up order, `size` rows at a time, each batch read after the last
 * id of the one before (so a long export never holds the whole list or a long query).
 */
export async function* subscriptionBatches(
  db: Db,
  size = 1000,
): AsyncGenerator<NewsletterSubscriptionRow[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(newsletterSubscriptions)
      .where(gt(newsletterSubscriptions.id, after))
      .orderBy(asc(newsletterSubscriptions.id))
      .limit(size);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = last.id;
  }
}
