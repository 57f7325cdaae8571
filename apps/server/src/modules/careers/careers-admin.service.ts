import { randomBytes } from 'node:crypto';
import type {
  AdminCareerPosition,
  CareerPositionBody,
  CareerPositionPatch,
} from '@store/shared/schemas/admin-settings';
import type { Db } from '../../db/types';
import { fail, ok, type Result } from '../../lib/result';
import { auditEntry, type AuditActor } from '../staff/audit-actor';
import { insertAudit } from '../staff/staff.repository';
import {
  insertPosition,
  listAllPositionRows,
  lockAllPositions,
  lockPosition,
  setPositionOrder,
  updatePosition,
  type CareerPositionChanges,
  type CareerPositionRow,
} from './careers.repository';

/** What the careers editor needs: the database and the clock. */
export type CareersAdminContext = { db: Db; now: () => Date };

export type PositionFailure = { readonly reason: 'position-not-found' | 'already-in-state' };
export type ReorderFailure = { readonly reason: 'reorder-mismatch' };

const MAX_POSITION_ID = 2_147_483_647;
const SLUG_MAX = 60;

function presentPosition(row: CareerPositionRow): AdminCareerPosition {
  return {
    _id: String(row.id),
    title: row.title,
    team: row.team,
    location: row.location,
    type: row.employmentType,
    summary: row.summary,
    open: row.open,
    position: row.position,
  };
}

/** The fields an audit entry records of a position. */
function snapshot(row: CareerPositionRow) {
  const { _id, ...fields } = presentPosition(row);
  return fields;
}

function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX);
  return slug || 'position';
}

const positionIdOf = (id: string) => {
  const value = Number(id);
  return value <= MAX_POSITION_ID ? value : undefined;
};

/** Every position, open and closed, in page order. */
export async function listPositionsForEditor(
  ctx: CareersAdminContext,
): Promise<AdminCareerPosition[]> {
  return (await listAllPositionRows(ctx.db)).map(presentPosition);
}

/** Adds an open position at the end of the list; audited. */
export async function createPosition(
  ctx: CareersAdminContext,
  actor: AuditActor,
  body: CareerPositionBody,
): Promise<AdminCareerPosition> {
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const fields = {
      title: body.title,
      team: body.team,
      location: body.location,
      employmentType: body.type,
      summary: body.summary,
    };
    const base = slugOf(body.title);
    // A second position of the same title gets a short random tail to its slug.
    const row =
      (await insertPosition(tx, { ...fields, slug: base })) ??
      (await insertPosition(tx, { ...fields, slug: `${base}-${randomBytes(3).toString('hex')}` }));
    if (!row) throw new Error(`No free slug for the position "${body.title}"`);
    await insertAudit(
      tx,
      auditEntry(actor, at, {
        action: 'career_position.create',
        targetType: 'career_position',
        targetId: String(row.id),
        after: snapshot(row),
      }),
    );
    return presentPosition(row);
  });
}

/**
 * Changes a position: its fields (`edit`), or opens or closes it. Refuses an unknown
 * position, and an open or close that changes nothing.
 */
export async function changePosition(
  ctx: CareersAdminContext,
  actor: AuditActor,
  id: string,
  change: { kind: 'edit'; patch: CareerPositionPatch } | { kind: 'close' | 'reopen' },
): Promise<Result<AdminCareerPosition, PositionFailure>> {
  const positionId = positionIdOf(id);
  if (positionId === undefined) return fail('position-not-found');
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const before = await lockPosition(tx, positionId);
    if (!before) return fail('position-not-found');
    let changes: CareerPositionChanges;
    if (change.kind === 'edit') {
      const { type, ...rest } = change.patch;
      changes = { ...rest, ...(type === undefined ? {} : { employmentType: type }) };
    } else {
      const open = change.kind === 'reopen';
      if (before.open === open) return fail('already-in-state');
      changes = { open };
    }
    const after = await updatePosition(tx, positionId, changes);
    if (!after) throw new Error(`The locked position ${positionId} was not updated`);
    await insertAudit(
      tx,
      auditEntry(actor, at, {
        action: `career_position.${change.kind === 'edit' ? 'update' : change.kind}`,
        targetType: 'career_position',
        targetId: String(positionId),
        before: snapshot(before),
        after: snapshot(after),
      }),
    );
    return ok(presentPosition(after));
  });
}

/**
 * Puts the positions in the order of `ids`, which must name every position once (a list
 * edited by someone else meanwhile is refused rather than half applied); audited.
 */
export async function reorderPositions(
  ctx: CareersAdminContext,
  actor: AuditActor,
  ids: readonly string[],
): Promise<Result<AdminCareerPosition[], ReorderFailure>> {
  const at = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const current = await lockAllPositions(tx);
    const known = new Set(current.map((row) => String(row.id)));
    if (ids.length !== known.size || ids.some((id) => !known.has(id))) {
      return fail('reorder-mismatch');
    }
    await setPositionOrder(tx, ids.map(Number));
    await insertAudit(
      tx,
      auditEntry(actor, at, {
        action: 'career_position.reorder',
        targetType: 'career_position',
        targetId: 'all',
        before: current.map((row) => String(row.id)),
        after: ids,
      }),
    );
    return ok((await listAllPositionRows(tx)).map(presentPosition));
  });
}
