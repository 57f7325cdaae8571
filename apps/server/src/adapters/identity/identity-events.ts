import { z } from 'zod';
import { IdentityStatusSchema } from '@store/shared/schemas/identity';

/**
 * A provider's decision as the store reads it: a unique event id (the same on every retry),
 * when it happened (Unix seconds), the session it is about, where the check stands and, when
 * it stopped, the provider's reason. Adapters turn their provider's events into this.
 */
export const IdentityEvent = z.object({
  id: z.string().min(1).max(200),
  created: z.number().int().nonnegative(),
  sessionId: z.string().min(1).max(200),
  status: IdentityStatusSchema,
  error: z.string().min(1).max(200).nullable(),
});
export type IdentityEvent = z.infer<typeof IdentityEvent>;
