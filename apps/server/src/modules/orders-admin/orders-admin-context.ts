import type { StaffRole } from '@store/shared/schemas/staff';
import type { Db } from '../../db/types';
import type { AuditActor } from '../staff/audit-actor';

/** What the back office's order services need: the database, a clock and the refund limit. */
export type OrdersAdminContext = {
  db: Db;
  now: () => Date;
  /** The most a support agent may refund, in EUR cents. */
  supportRefundLimitEurMinor: number;
};

/** The staff member acting, as the audit log records them, with their role. */
export type OrdersAdminActor = AuditActor & { role: StaffRole };
