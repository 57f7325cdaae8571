import type { AuditInput } from './staff.repository';

/** Who does a back-office action, as the audit log records it. */
export type AuditActor = { userId: number; email: string; ip: string };

/** An audit entry for `actor`'s action at `at`; the rest says what changed. */
export function auditEntry(
  actor: AuditActor,
  at: Date,
  what: Pick<AuditInput, 'action' | 'targetType' | 'targetId' | 'before' | 'after'>,
): AuditInput {
  return { staffUserId: actor.userId, staffEmail: actor.email, ip: actor.ip, at, ...what };
}
