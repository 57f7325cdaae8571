import { and, asc, eq } from 'drizzle-orm';
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
