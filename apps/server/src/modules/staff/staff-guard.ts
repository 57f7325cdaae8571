import type {} from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STAFF_MESSAGES, STAFF_ROLES, type StaffRole } from '@store/shared/schemas/staff';
import { ForbiddenError, UnauthorizedError } from '../../lib/http-errors';
import { noteCsrfSessionCookie } from '../../lib/csrf-session-cookies';
import {
  resolveStaffSession,
  STAFF_CHALLENGE_MS,
  STAFF_SESSION_ABSOLUTE_MS,
  type SignedInStaff,
  type StaffContext,
} from './staff-auth.service';

/** The back office's session cookie, apart from the customer's. */
export const STAFF_COOKIE = 'bk_staff';

/** Every role: for what each staff member may do on their own account. */
export const ALL_STAFF_ROLES: readonly StaffRole[] = STAFF_ROLES;

/** A staff route as registered, with the roles it admits (none for the sign-in steps). */
export type StaffRouteEntry = { method: string; url: string; roles: readonly StaffRole[] | null };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on a staff route, or null. */
    staff: SignedInStaff | null;
  }
  interface FastifyContextConfig {
    /** The roles a staff route admits (an admin always may). Every staff route names them. */
    staffRoles?: readonly StaffRole[];
    /** The two sign-in steps, open to anyone. */
    staffOpen?: true;
  }
}

/**
 * Guards a tree of staff routes: every request needs a live staff session (401 without any
 * session, 403 for a customer's, whatever it sends) and a role the route admits (403). A
 * route that names no roles cannot even be registered, so none is left unguarded.
 */
export function registerStaffGuard(
  app: FastifyInstance,
  ctx: StaffContext,
  /** Filled with every staff route and its roles, for the role matrix test. */
  table: StaffRouteEntry[] = [],
): void {
  app.decorateRequest('staff', null);
  app.addHook('onRoute', (route) => {
    const config = route.config;
    if (!config?.staffRoles && !config?.staffOpen) {
      throw new Error(`The staff route ${route.method.toString()} ${route.url} names no roles`);
    }
    for (const method of [route.method].flat()) {
      table.push({ method, url: route.url, roles: config.staffRoles ?? null });
    }
  });
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[STAFF_COOKIE];
    const found = token ? await resolveStaffSession(ctx, token) : undefined;
    request.staff = found ?? null;
    const { config } = request.routeOptions;
    if (config.staffOpen) return;
    if (!found) {
      if (request.auth) throw new ForbiddenError(STAFF_MESSAGES.staffOnly, 'STAFF_ONLY');
      throw new UnauthorizedError();
    }
    const roles = config.staffRoles ?? [];
    if (found.staff.role !== 'admin' && !roles.includes(found.staff.role)) {
      throw new ForbiddenError(STAFF_MESSAGES.roleRefused, 'ROLE_REFUSED');
    }
  });
}

/** The signed-in staff member; the guard has made sure there is one. */
export function requireStaff(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw new UnauthorizedError();
  return request.staff;
}

/** The signed proof, between the two sign-in steps, that the first one passed. */
const CHALLENGE_COOKIE = 'bk_staff_challenge';
const CHALLENGE_PATH = '/api/v1/admin/auth';

export function setStaffChallengeCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  challenge: string,
) {
  reply.setCookie(CHALLENGE_COOKIE, challenge, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: CHALLENGE_PATH,
    maxAge: STAFF_CHALLENGE_MS / 1000,
  });
}

export const readStaffChallengeCookie = (request: FastifyRequest) =>
  request.cookies[CHALLENGE_COOKIE];

export function clearStaffChallengeCookie(reply: FastifyReply) {
  reply.clearCookie(CHALLENGE_COOKIE, { path: CHALLENGE_PATH });
}

export function setStaffCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  noteCsrfSessionCookie(request, STAFF_COOKIE, token);
  reply.setCookie(STAFF_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: STAFF_SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearStaffCookie(request: FastifyRequest, reply: FastifyReply) {
  noteCsrfSessionCookie(request, STAFF_COOKIE, null);
  reply.clearCookie(STAFF_COOKIE, { path: '/' });
}
