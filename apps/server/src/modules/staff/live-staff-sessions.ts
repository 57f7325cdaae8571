import type { StaffRole } from '@store/shared/schemas/staff';
import type { StaffLiveAuth } from '../../adapters/realtime/chat-namespace';
import {
  resolveStaffSession,
  STAFF_SESSION_IDLE_MS,
  type StaffContext,
} from './staff-auth.service';
import { STAFF_COOKIE } from './staff-guard';
import { findLiveStaffSession } from './staff.repository';

const admits = (roles: readonly StaffRole[], role: StaffRole) =>
  role === 'admin' || roles.includes(role);

/**
 * How the back office signs in to live updates: with its own staff cookie, for a member whose
 * role is among `roles` (an admin always is), under the same rules as the staff API. The
 * periodic re-check reads the session without touching it: an open page is no activity, so
 * a member who walks away is still signed out after the idle time.
 */
export function liveStaffAuth(ctx: StaffContext, roles: readonly StaffRole[]): StaffLiveAuth {
  return {
    cookie: STAFF_COOKIE,
    signIn: async (token) => {
      const found = await resolveStaffSession(ctx, token);
      if (!found || !admits(roles, found.staff.role)) return undefined;
      return { userId: found.user.id, sessionId: found.session.id };
    },
    recheck: async (sessionId) => {
      const now = ctx.now();
      const found = await findLiveStaffSession(ctx.db, sessionId, now);
      if (!found || !admits(roles, found.staff.role)) return undefined;
      const idleFor = now.getTime() - found.session.lastSeenAt.getTime();
      return idleFor > STAFF_SESSION_IDLE_MS ? undefined : found.user.id;
    },
  };
}
