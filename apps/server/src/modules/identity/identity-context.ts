import type { IdentityProvider } from '../../adapters/identity/identity-provider';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter';
import type { Realtime } from '../../adapters/realtime/realtime';
import type { Db } from '../../db/types';

/** What identity checks need: storage, the provider, live updates, limits and a clock. */
export type IdentityContext = {
  db: Db;
  provider: IdentityProvider;
  realtime: Realtime;
  limiter: RateLimiter;
  /** Where the provider's own page sends the customer back to. */
  publicUrl: string;
  now: () => Date;
  /** Called once a decision is stored, e.g. to have the outbox worker run at once. */
  onDecided?: () => void;
};
