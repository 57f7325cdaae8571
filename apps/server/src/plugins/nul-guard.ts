import type { FastifyInstance } from 'fastify';
import { findNulCharacter, NUL_MESSAGE } from '@store/shared/rules/nul-character';
import { replyInvalidField } from './error-handler';

/**
 * Every route refuses a NUL character anywhere in its path parameters, query or body with
 * a 400, before its schema runs: PostgreSQL cannot store one, so it would otherwise fail
 * deep in a query, and one rule here covers fields that no schema declares.
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    const parts = [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const;
    for (const [part, value] of parts) {
      const at = findNulCharacter(value);
      if (at !== undefined) return replyInvalidField(reply, [part, at], NUL_MESSAGE);
    }
    return undefined;
  });
}
