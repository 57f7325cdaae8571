import { contactMessages } from '../../db/schema/content';
import type { Db } from '../../db/types';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;

/** Stores one contact-form message and returns it with its id. */
export async function insertContactMessage(
  db: Db,
  message: NewContactMessage,
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  if (!row) throw new Error('Inserting a contact message returned no row');
  return row;
}
