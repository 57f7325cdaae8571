import { settings } from '../../db/schema/settings';
import type { Db } from '../../db/types';

/** All settings rows as a key → value map. */
export async function readSettings(db: Db): Promise<Map<string, unknown>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  return new Map(rows.map((r) => [r.key, r.value]));
}
