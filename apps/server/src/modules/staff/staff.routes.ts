import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  StaffLoginBody,
  StaffLoginReply,
  StaffMember,
  StaffSessionsReply,
  StaffVerifyBody,
  StaffVerifyReply,
} from '@store/shared/schemas/staff';
import { valueOr } from '../../lib/http-errors';
import {
  beginStaffSignIn,
  completeStaffSignIn,
  presentStaff,
  type StaffContext,
} from './staff-auth.service';
import { staffError } from './staff.errors';
import {
  ALL_STAFF_ROLES,
  clearStaffChallengeCookie,
  clearStaffCookie,
  readStaffChallengeCookie,
  requireStaff,
  setStaffChallengeCookie,
  setStaffCookie,
} from './staff-guard';
import { listLiveSessions } from '../sessions/sessions.repository';
import { insertAudit, revokeStaffSession } from './staff.repository';

const tags = ['admin'];
const bodyLimit = 4096;
const SessionParams = z.object({ id: z.string().regex(/^[a-f0-9]{64}$/, 'Must be a session id') });

/**
 * /api/v1/admin: staff sign-in in two steps (password, then a code) and the member's own
 * sessions (the audit log has its own routes). Registered under the staff guard.
 */
export const staffRoutes: FastifyPluginAsyncZod<{ ctx: StaffContext }> = async (app, { ctx }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        description:
          'The first step of a staff sign-in: e-mail and password. Answers with the next step: ' +
          '`totp` (a code from the authenticator app) or `enrol` (a new secret to scan first).',
        body: StaffLoginBody,
        response: { 200: StaffLoginReply },
      },
      config: { staffOpen: true },
      bodyLimit,
    },
    async (request, reply) => {
      const { reply: next, challenge } = valueOr(
        await beginStaffSignIn(ctx, request.body, request.ip),
        staffError,
      );
      setStaffChallengeCookie(request, reply, challenge);
      return next;
    },
  );

  app.post(
    '/auth/verify',
    {
      schema: {
        tags,
        description:
          'The second step: a six-digit code (each accepted once) or an unused recovery code. ' +
          'Starts a staff session; after a first enrolment the reply holds the recovery codes, once.',
        body: StaffVerifyBody,
        response: { 200: StaffVerifyReply },
      },
      config: { staffOpen: true },
      bodyLimit,
    },
    async (request, reply) => {
      const done = valueOr(
        await completeStaffSignIn(ctx, readStaffChallengeCookie(request), request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        }),
        staffError,
      );
      clearStaffChallengeCookie(reply);
      setStaffCookie(request, reply, done.token);
      return {
        staff: done.member,
        ...(done.recoveryCodes ? { recoveryCodes: done.recoveryCodes } : {}),
      };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: { tags, description: 'Ends this staff session (204).' },
      config: { staffRoles: ALL_STAFF_ROLES },
      bodyLimit,
    },
    async (request, reply) => {
      const { session, user } = requireStaff(request);
      await revokeStaffSession(ctx.db, user.id, session.id, ctx.now());
      clearStaffCookie(request, reply);
      return reply.code(204).send();
    },
  );

  app.get(
    '/me',
    {
      schema: { tags, description: 'The signed-in staff member.', response: { 200: StaffMember } },
      config: { staffRoles: ALL_STAFF_ROLES },
    },
    async (request) => {
      const { user, staff } = requireStaff(request);
      return presentStaff(user, staff);
    },
  );

  app.get(
    '/sessions',
    {
      schema: {
        tags,
        description: 'The member’s own live staff sessions, most recent first.',
        response: { 200: StaffSessionsReply },
      },
      config: { staffRoles: ALL_STAFF_ROLES },
    },
    async (request) => {
      const { user, session: current } = requireStaff(request);
      const rows = await listLiveSessions(ctx.db, user.id, ctx.now(), true);
      return {
        sessions: rows.map((s) => ({
          _id: s.id,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          userAgent: s.userAgent,
          ip: s.ip,
          current: s.id === current.id,
        })),
      };
    },
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        tags,
        description: 'Ends one of the member’s own staff sessions (204); 404 for any other.',
        params: SessionParams,
      },
      config: { staffRoles: ALL_STAFF_ROLES },
    },
    async (request, reply) => {
      const { user } = requireStaff(request);
      const now = ctx.now();
      const revoked = await ctx.db.transaction(async (tx) => {
        const done = await revokeStaffSession(tx, user.id, request.params.id, now);
        if (done) {
          await insertAudit(tx, {
            staffUserId: user.id,
            staffEmail: user.email,
            action: 'staff.session_revoked',
            targetType: 'session',
            // The session's id is a hash already; a prefix is enough to tell it apart.
            targetId: request.params.id.slice(0, 12),
            ip: request.ip,
            at: now,
          });
        }
        return done;
      });
      if (!revoked) throw staffError({ reason: 'session-not-found' });
      return reply.code(204).send();
    },
  );
};
