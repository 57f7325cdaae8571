import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';

/** Asks the database the cheapest question there is; rejects when it does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
