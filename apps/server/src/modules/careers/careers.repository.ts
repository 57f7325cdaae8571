import { and, asc, eq, sql } from 'drizzle-orm';
import { careerPositions, jobApplications } from '../../db/schema/content';
import type { Db } from '../../db/types';

export type CareerPositionRow = typeof careerPositions.$inferSelect;
export type JobApplicationRow = typeof jobApplications.$inferSelect;
export type NewJobApplication = typeof jobApplications.$inferInsert;

/** Open positions in page order (position, then id). */
export async function listOpenPositionRows(db: Db): Promise<CareerPositionRow[]> {
  return db
    .select()
    .from(careerPositions)
    .where(eq(careerPositions.open, true))
    .orderBy(asc(careerPositions.position), asc(careerPositions.id));
}

/** The position with this id if it is open; undefined if unknown or closed. */
export async function findOpenPosition(db: Db, id: number): Promise<CareerPositionRow | undefined> {
  const [row] = await db
    .select()
    .from(careerPositions)
    .where(and(eq(careerPositions.id, id), eq(careerPositions.open, true)))
    .limit(1);
  return row;
}

/**
 * Inserts an application; undefined when this e-mail (any case) has already applied to
 * the position. The unique index decides, so two racing requests cannot both get in.
 */
export async function insertApplication(
  db: Db,
  application: NewJobApplication,
): Promise<JobApplicationRow | undefined> {
  const [row] = await db
    .insert(jobApplications)
    .values(application)
    .onConflictDoNothing()
    .returning();
  return row;
}

// ---- the back office's editor --------------------------------------------------------

export type NewCareerPosition = Omit<typeof careerPositions.$inferInsert, 'id' | 'position'>;
export type CareerPositionChanges = Partial<
  Pick<CareerPositionRow, 'title' | 'team' | 'location' | 'employmentType' | 'summary' | 'open'>
>;

/** Every position, open and closed, in page order. */
export async function listAllPositionRows(db: Db): Promise<CareerPositionRow[]> {
  return db
    .select()
    .from(careerPositions)
    .orderBy(asc(careerPositions.position), asc(careerPositions.id));
}

/** A position by id, locked until the transaction ends; undefined if unknown. */
export async function lockPosition(db: Db, id: number): Promise<CareerPositionRow | undefined> {
  const [row] = await db
    .select()
    .from(careerPositions)
    .where(eq(careerPositions.id, id))
    .for('update');
  return row;
}

/**
 * Adds a position after the last one. Undefined when its slug is taken (the unique index
 * decides), so the caller can try another.
 */
export async function insertPosition(
  db: Db,
  position: NewCareerPosition,
): Promise<CareerPositionRow | undefined> {
  const [row] = await db
    .insert(careerPositions)
    .values({
      ...position,
      position: sql`(select coalesce(max(${careerPositions.position}), 0) + 1 from ${careerPositions})`,
    })
    .onConflictDoNothing({ target: careerPositions.slug })
    .returning();
  return row;
}

/** Changes a position's fields; returns it as stored. */
export async function updatePosition(
  db: Db,
  id: number,
  changes: CareerPositionChanges,
): Promise<CareerPositionRow | undefined> {
  const [row] = await db
    .update(careerPositions)
    .set(changes)
    .where(eq(careerPositions.id, id))
    .returning();
  return row;
}

/** Every position locked, in page order: a reorder sees the whole list unchanged under it. */
export async function lockAllPositions(db: Db): Promise<CareerPositionRow[]> {
  return db
    .select()
    .from(careerPositions)
    .orderBy(asc(careerPositions.position), asc(careerPositions.id))
    .for('update');
}

/** Gives the positions the places 1, 2, 3 … in the order of `ids`, in one statement. */
export async function setPositionOrder(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const places = sql.join(
    ids.map((id, index) => sql`(${id}::integer, ${index + 1}::smallint)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${careerPositions} set position = places.place
    from (values ${places}) as places(id, place)
    where ${careerPositions.id} = places.id`);
}
