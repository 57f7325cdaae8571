import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { ApiRequestError } from './api-error';

/** Account actions whose failures the spec words (section 8). */
export type AccountAction =
  | 'login'
  | 'register'
  | 'verify'
  | 'resend'
  | 'logout'
  | 'password'
  | 'settings'
  | 'profile'
  | 'sessions'
  | 'linkedAccounts'
  | 'recovery';

interface Fallbacks {
  /** The server failed (5xx, or a reply without the usual error body). */
  server: string;
  /** Nothing usable came back (no connection, unreadable reply, a bug of ours). */
  unexpected: string;
}

const FALLBACKS: Record<AccountAction, Fallbacks> = {
  login: { server: AUTH_MESSAGES.loginServerError, unexpected: AUTH_MESSAGES.loginUnexpected },
  register: {
    server: AUTH_MESSAGES.registerServerError,
    unexpected: AUTH_MESSAGES.registerUnexpected,
  },
  verify: { server: AUTH_MESSAGES.verifyServerError, unexpected: AUTH_MESSAGES.verifyServerError },
  resend: { server: AUTH_MESSAGES.generic, unexpected: AUTH_MESSAGES.generic },
  logout: { server: AUTH_MESSAGES.logoutServerError, unexpected: AUTH_MESSAGES.logoutServerError },
  password: {
    server: AUTH_MESSAGES.passwordUpdateServerError,
    unexpected: AUTH_MESSAGES.passwordUpdateFailed,
  },
  settings: {
    server: AUTH_MESSAGES.settingsServerError,
    unexpected: AUTH_MESSAGES.settingsFailed,
  },
  profile: {
    server: AUTH_MESSAGES.profileFetchFailed,
    unexpected: AUTH_MESSAGES.profileFetchFailed,
  },
  sessions: { server: AUTH_MESSAGES.generic, unexpected: AUTH_MESSAGES.generic },
  linkedAccounts: { server: AUTH_MESSAGES.generic, unexpected: AUTH_MESSAGES.generic },
  recovery: { server: AUTH_MESSAGES.generic, unexpected: AUTH_MESSAGES.generic },
};

/**
 * The English text to show when an account action fails (spec section 8): the server's own
 * message (its first validation message for a 400) when it sent one, otherwise the action's
 * "server error" or "unexpected error" wording. Translate it with `useMessageText`.
 */
export function accountErrorMessage(error: unknown, action: AccountAction): string {
  const fallbacks = FALLBACKS[action];
  if (!(error instanceof ApiRequestError)) return fallbacks.unexpected;
  if (error.code === 'EBADCSRFTOKEN') return AUTH_MESSAGES.csrfInvalid;
  if (action === 'profile' && error.status === 401) return AUTH_MESSAGES.notAuthenticated;
  if (error.status === 0 || error.code === 'EBADRESPONSE') return fallbacks.unexpected;
  // Server errors may carry internals; the customer gets the spec's wording instead.
  if (error.status >= 500) return fallbacks.server;
  if (error.code === 'EHTTP') {
    return error.status === 429 ? AUTH_MESSAGES.tooManyAttempts : fallbacks.server;
  }
  return error.message;
}
