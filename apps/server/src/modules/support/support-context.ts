import type { Language } from '@store/shared/constants';
import type { StaffRole } from '@store/shared/schemas/staff';
import type { RateLimiter } from '../../adapters/rate-limit/rate-limiter';
import type { Realtime } from '../../adapters/realtime/realtime';
import type { Db } from '../../db/types';
import type { AssistantEngine, CustomerTools } from '../assistant/assistant-port';
import type { AuditActor } from '../staff/audit-actor';

/** What support's services need: storage, live updates, limits, the assistant and a clock. */
export type SupportContext = {
  db: Db;
  realtime: Realtime;
  limiter: RateLimiter;
  assistant: AssistantEngine;
  /** How long the chat waits for an answer before it hands the conversation to a person. */
  assistantTimeoutMs: number;
  /** The assistant's view of one customer's own data, bound on the server to them. */
  customerTools: (customer: { userId: number; firstName: string | null }) => CustomerTools;
  now: () => Date;
  log: (message: string, error?: unknown) => void;
};

/**
 * Who writes in a chat: a guest (nothing is kept) or a signed-in customer, with the address
 * their messages are counted against and, when known, the language they read.
 */
export type ChatSender =
  | { kind: 'guest'; ip: string; language?: Language | undefined }
  | { kind: 'customer'; userId: number; ip: string; language?: Language | undefined };
export type CustomerSender = Extract<ChatSender, { kind: 'customer' }>;

/** The roles that work the support inbox (an admin always may). */
export const SUPPORT_STAFF_ROLES: readonly StaffRole[] = ['support'];

/** The staff member acting in the inbox, as the audit log records them, and their name. */
export type SupportStaffActor = AuditActor & { firstName: string | null };
