import { and, desc, eq } from 'drizzle-orm';
import { favorites } from '../../db/schema/favorites';
import { MAX_ROW_ID } from '../../db/shared-sql';
import type { Db } from '../../db/types';

export type FavoriteRow = typeof favorites.$inferSelect;

/** The customer's favourites, newest first. */
export const findFavorites = (db: Db, userId: number) =>
  db
    .select()
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.platformGroupId));

export async function findFavorite(
  db: Db,
  userId: number,
  platformGroupId: number,
): Promise<FavoriteRow | undefined> {
  if (platformGroupId > MAX_ROW_ID) return undefined;
  const [row] = await db
    .select()
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.platformGroupId, platformGroupId)));
  return row;
}

/** Writes a favourite whole: inserted, or the existing one (same user and group) replaced. */
export async function saveFavorite(
  db: Db,
  row: Omit<FavoriteRow, 'createdAt'> & { createdAt?: Date },
): Promise<FavoriteRow> {
  const { userId: _user, platformGroupId: _group, createdAt: _created, ...changes } = row;
  const [saved] = await db
    .insert(favorites)
    .values(row)
    .onConflictDoUpdate({ target: [favorites.userId, favorites.platformGroupId], set: changes })
    .returning();
  if (!saved) throw new Error('The favourite was not saved');
  return saved;
}

/** Removes a favourite; true when there was one. */
export async function deleteFavorite(
  db: Db,
  userId: number,
  platformGroupId: number,
): Promise<boolean> {
  if (platformGroupId > MAX_ROW_ID) return false;
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.platformGroupId, platformGroupId)))
    .returning({ id: favorites.platformGroupId });
  return removed.length > 0;
}
