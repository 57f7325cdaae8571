import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_LANGUAGE } from '@store/shared/constants';
import { CUSTOMER_DATA_BY_ROLE } from '@store/shared/rules/customer-privacy';
import {
  CustomerActionReply,
  CustomerOrdersQuery,
  CustomerOrdersReply,
  CustomerParams,
  CustomerProfile,
  CustomerSearchQuery,
  CustomerSearchReply,
  LockCustomerBody,
  ResendVerificationBody,
} from '@store/shared/schemas/admin-customers';
import { SuccessReply } from '@store/shared/schemas/auth';
import type { StaffRole } from '@store/shared/schemas/staff';
import { valueOr } from '../../lib/http-errors';
import { SERVER_MESSAGES } from '../../lib/messages/customer-messages';
import { translateMessage } from '../../lib/messages/translate-message';
import { requireStaff } from '../staff/staff-guard';
import { customerError } from './customers-admin.errors';
import {
  getCustomerProfile,
  listCustomerOrders,
  lockCustomer,
  requireIdentityCheck,
  resendVerification,
  searchCustomersAs,
  unlockCustomer,
  type CustomersAdminContext,
  type StaffActor,
} from './customers-admin.service';

const tags = ['admin'];
/** Who may look customers up; what each sees of them is the privacy rule's to say. */
const readers: readonly StaffRole[] = ['support', 'finance'];
/** Support is read-only on accounts; only admins change them. */
const adminsOnly: readonly StaffRole[] = ['admin'];
const bodyLimit = 4096;

function actorOf(request: FastifyRequest): StaffActor {
  const { user, staff } = requireStaff(request);
  return { userId: user.id, email: user.email, role: staff.role, ip: request.ip };
}

/**
 * /api/v1/admin/customers: lookup, profile and order history for support and finance (each
 * seeing only the personal data its role needs), and the account actions: lock, unlock and
 * an identity check for admins, a new verification code for support too. Every action is
 * on the audit log.
 */
export const customersAdminRoutes: FastifyPluginAsyncZod<{ ctx: CustomersAdminContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/customers',
    {
      schema: {
        tags,
        description:
          'Looks customers up by the start of their e-mail address or name, or by their ' +
          'number; newest first, paged. Personal data as the role may see it.',
        querystring: CustomerSearchQuery,
        response: { 200: CustomerSearchReply },
      },
      config: { staffRoles: readers },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const page = await searchCustomersAs(ctx, staff.role, request.query);
      return { ...page, visibleData: [...CUSTOMER_DATA_BY_ROLE[staff.role]] };
    },
  );

  app.get(
    '/customers/:id',
    {
      schema: {
        tags,
        description:
          'A customer’s profile: personal data as the role may see it, status (verified, ' +
          'locked, identity check), loyalty level, referrals and the number of orders.',
        params: CustomerParams,
        response: { 200: CustomerProfile },
      },
      config: { staffRoles: readers },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return valueOr(await getCustomerProfile(ctx, staff.role, request.params.id), customerError);
    },
  );

  app.get(
    '/customers/:id/orders',
    {
      schema: {
        tags,
        description: 'A customer’s orders, newest first: number, date, total and status.',
        params: CustomerParams,
        querystring: CustomerOrdersQuery,
        response: { 200: CustomerOrdersReply },
      },
      config: { staffRoles: readers },
    },
    async (request) =>
      valueOr(await listCustomerOrders(ctx, request.params.id, request.query), customerError),
  );

  app.post(
    '/customers/:id/lock',
    {
      schema: {
        tags,
        description:
          'Locks the account: every session and access token of the customer ends at once ' +
          'and sign-in is refused (403 ACCOUNT_LOCKED); 409 when already locked or staff.',
        params: CustomerParams,
        body: LockCustomerBody,
        response: { 200: CustomerActionReply },
      },
      config: { staffRoles: adminsOnly },
      bodyLimit,
    },
    async (request) => ({
      customer: valueOr(
        await lockCustomer(ctx, actorOf(request), request.params.id, request.body.reason),
        customerError,
      ),
    }),
  );

  // The account actions that take nothing but the customer: one shape, each its own words.
  const plainActions = [
    {
      path: 'unlock',
      description: 'Unlocks the account so the customer can sign in again; 409 when not locked.',
      run: unlockCustomer,
    },
    {
      path: 'require-identity-check',
      description:
        'Requires an identity check: signed in, the customer sees only the welcome page ' +
        'with its identity step; 409 when already required.',
      run: requireIdentityCheck,
    },
  ] as const;
  for (const action of plainActions) {
    app.post(
      `/customers/:id/${action.path}`,
      {
        schema: {
          tags,
          description: action.description,
          params: CustomerParams,
          response: { 200: CustomerActionReply },
        },
        config: { staffRoles: adminsOnly },
        bodyLimit,
      },
      async (request) => ({
        customer: valueOr(
          await action.run(ctx, actorOf(request), request.params.id),
          customerError,
        ),
      }),
    );
  }

  app.post(
    '/customers/:id/resend-verification',
    {
      schema: {
        tags,
        description:
          'Mails the customer a new verification code (one a minute, as their own resend: ' +
          '429 otherwise); 409 when the address is already verified.',
        params: CustomerParams,
        // A POST without a body is read as null.
        body: ResendVerificationBody.nullish(),
        response: { 200: SuccessReply },
      },
      config: { staffRoles: ['support'] },
      bodyLimit,
    },
    async (request) => {
      const language = request.body?.language ?? DEFAULT_LANGUAGE;
      valueOr(
        await resendVerification(ctx, actorOf(request), request.params.id, language),
        customerError,
      );
      const message = translateMessage(SERVER_MESSAGES.codeSent, request.language);
      return { success: true as const, message };
    },
  );
};
