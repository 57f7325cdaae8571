import type { CareerPosition, JobApplicationBody } from '@store/shared/schemas/contact';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter';
import type { Db } from '../../db/types';
import { fail, ok, type Failure, type Result } from '../../lib/result';
import { findOpenPosition, insertApplication, listOpenPositionRows } from './careers.repository';

/** What the careers page needs besides its input. */
export type CareersContext = { db: Db; limiter: RateLimiter };

/** Applications per IP address and hour: several positions, not a scripted flood. */
export const APPLY_LIMIT = { limit: 10, windowMs: 60 * 60_000 } as const;
const MAX_POSITION_ID = 2_147_483_647;

export type ApplicationFailure =
  | Failure<'position-not-found' | 'already-applied'>
  | { readonly reason: 'too-many-attempts'; retryAfterSeconds: number };

/** The open positions in page order. */
export async function listOpenPositions(ctx: CareersContext): Promise<CareerPosition[]> {
  const rows = await listOpenPositionRows(ctx.db);
  return rows.map((row) => ({
    _id: String(row.id),
    title: row.title,
    team: row.team,
    location: row.location,
    type: row.employmentType,
    summary: row.summary,
  }));
}

/**
 * Records an application to an open position; the same e-mail address (any case) applies
 * to a position once, though it may apply to others.
 */
export async function applyForPosition(
  ctx: CareersContext,
  body: JobApplicationBody,
  who: { ip: string },
): Promise<Result<undefined, ApplicationFailure>> {
  const attempt = await ctx.limiter.hit(`careers:ip:${who.ip}`, APPLY_LIMIT);
  if (!attempt.allowed) {
    return fail({ reason: 'too-many-attempts', retryAfterSeconds: attempt.retryAfterSeconds });
  }
  const positionId = Number(body.positionId);
  // An id past the integer column's range names no position; asking would fail the query.
  const position =
    positionId <= MAX_POSITION_ID ? await findOpenPosition(ctx.db, positionId) : undefined;
  if (!position) return fail('position-not-found');
  const application = await insertApplication(ctx.db, {
    positionId: position.id,
    name: body.name,
    email: body.email,
    message: body.message,
  });
  return application ? ok() : fail('already-applied');
}
