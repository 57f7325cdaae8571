import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCareerPosition,
  AdminCareerPositionsReply,
  CareerPositionBody,
  CareerPositionParams,
  CareerPositionPatch,
  ReorderPositionsBody,
} from '@store/shared/schemas/admin-settings';
import { valueOr } from '../../lib/http-errors';
import { requireStaff } from '../staff/staff-guard';
import {
  changePosition,
  createPosition,
  listPositionsForEditor,
  reorderPositions,
  type CareersAdminContext,
} from './careers-admin.service';
import { careersAdminError } from './careers.errors';

const tags = ['admin'];
const roles = ['admin'] as const;
const bodyLimit = 16_384;

/**
 * /api/v1/admin/careers/positions: the careers page's positions for admins: list (closed
 * ones too), create, edit, close and reopen, reorder; every change on the audit log.
 */
export const careersAdminRoutes: FastifyPluginAsyncZod<{ ctx: CareersAdminContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const actorOf = (request: Parameters<typeof requireStaff>[0]) => {
    const { user } = requireStaff(request);
    return { userId: user.id, email: user.email, ip: request.ip };
  };

  app.get(
    '/careers/positions',
    {
      schema: {
        tags,
        description: 'Every position, open and closed, in the order of the careers page.',
        response: { 200: AdminCareerPositionsReply },
      },
      config: { staffRoles: roles },
    },
    async () => ({ positions: await listPositionsForEditor(ctx) }),
  );

  app.post(
    '/careers/positions',
    {
      schema: {
        tags,
        description: 'Adds an open position at the end of the list (201).',
        body: CareerPositionBody,
        response: { 201: AdminCareerPosition },
      },
      config: { staffRoles: roles },
      bodyLimit,
    },
    async (request, reply) =>
      reply.code(201).send(await createPosition(ctx, actorOf(request), request.body)),
  );

  app.patch(
    '/careers/positions/:id',
    {
      schema: {
        tags,
        description: 'Edits a position’s title, team, location, type or summary.',
        params: CareerPositionParams,
        body: CareerPositionPatch,
        response: { 200: AdminCareerPosition },
      },
      config: { staffRoles: roles },
      bodyLimit,
    },
    async (request) =>
      valueOr(
        await changePosition(ctx, actorOf(request), request.params.id, {
          kind: 'edit',
          patch: request.body,
        }),
        careersAdminError,
      ),
  );

  for (const kind of ['close', 'reopen'] as const) {
    app.post(
      `/careers/positions/:id/${kind}`,
      {
        schema: {
          tags,
          description:
            kind === 'close'
              ? 'Closes a position: it leaves the careers page and takes no applications; 409 when closed already.'
              : 'Opens a closed position again; 409 when it is open.',
          params: CareerPositionParams,
          response: { 200: AdminCareerPosition },
        },
        config: { staffRoles: roles },
        bodyLimit: 1024,
      },
      async (request) =>
        valueOr(
          await changePosition(ctx, actorOf(request), request.params.id, { kind }),
          careersAdminError,
        ),
    );
  }

  app.post(
    '/careers/positions/reorder',
    {
      schema: {
        tags,
        description: 'Puts the positions in the order given; `ids` names every position once.',
        body: ReorderPositionsBody,
        response: { 200: AdminCareerPositionsReply },
      },
      config: { staffRoles: roles },
      bodyLimit,
    },
    async (request) => ({
      positions: valueOr(
        await reorderPositions(ctx, actorOf(request), request.body.ids),
        careersAdminError,
      ),
    }),
  );
};
