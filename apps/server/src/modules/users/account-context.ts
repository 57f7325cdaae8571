import type { Language } from '@store/shared/constants';
import type { Mailer } from '../../adapters/mailer/mailer';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter';
import type { Db } from '../../db/types';

/** What account services need besides their input: the database and the outside world. */
export type AccountContext = {
  db: Db;
  mailer: Mailer;
  limiter: RateLimiter;
  /** Signs e-mail verification codes. */
  secret: Buffer;
  publicUrl: string;
  log: (message: string, error?: unknown) => void;
};

/** The shared schemas' wording for a bad e-mail address, so the web form shows it translated. */
export const INVALID_EMAIL = 'Enter a valid e-mail address';

/** Who is asking, as far as messages and records need to know. */
export type RequestMeta = {
  ip: string;
  userAgent: string | undefined;
  language: Language;
  /**
   * The referral cookie's code, when the browser holds one, with the client's tagged address
   * (the `ReferralClaim` of the referrals module, which builds on this module).
   */
  referral?: { code: string; ipTag: string } | null;
};
