import { eq, inArray, sql } from 'drizzle-orm';
import { settings } from '../../db/schema/settings';
import type { Db } from '../../db/types';

/** All settings rows as a key → value map. */
export async function readSettings(db: Db): Promise<Map<string, unknown>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  return new Map(rows.map((r) => [r.key, r.value]));
}

/**
 * The named settings, their rows locked until the transaction ends, so two changes at once
 * each see the other's result as their "before".
 */
export async function lockSettings(db: Db, keys: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]))
    .for('update');
  return new Map(rows.map((r) => [r.key, r.value]));
}

/** Stores a setting, replacing what it held. */
export async function writeSetting(db: Db, key: string, value: unknown, at: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: at })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedAt: at },
    });
}

/** Removes a setting, so its default applies again. */
export async function deleteSetting(db: Db, key: string): Promise<void> {
  await db.delete(settings).where(eq(settings.key, key));
}
