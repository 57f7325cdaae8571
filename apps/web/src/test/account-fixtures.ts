import type { AuthReply, SessionInfo, User } from '@store/shared/schemas/auth';
import { CSRF_COOKIE } from '@store/shared/schemas/auth';
import { UNAUTHORIZED, type FakeReply, type FakeRoute } from './fake-api';

/** A verified customer with a complete profile, unless overridden. */
export function user(overrides: Partial<User> = {}): User {
  return {
    _id: 'u-1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    birthday: '1990-12-10',
    address: 'Bahnhofstrasse 1',
    city: 'Zürich',
    zip: '8001',
    country: 'CH',
    emailVerified: true,
    identityRequireCheck: false,
    hasMissingInfo: false,
    hasPassword: true,
    notifications: { browser: false, email: true, sms: false },
    phone: null,
    language: 'en',
    createdAt: '2025-03-14T09:30:00.000Z',
    ...overrides,
  };
}

/** The reply of sign-in, registration and GET /auth/me for that user. */
export function authReply(account: User = user()): AuthReply {
  return {
    token: 'session-token',
    accessToken: 'session-token',
    user: account,
    emailVerified: account.emailVerified,
    identityRequireCheck: account.identityRequireCheck,
    hasMissingInfo: account.hasMissingInfo,
  };
}

/** GET /auth/me answering for `account`, or as for a guest once `signedIn()` says no. */
export function meRoute(account: () => User | null): FakeRoute {
  return () => {
    const current = account();
    return current ? { body: authReply(current) } : UNAUTHORIZED;
  };
}

export function sessions(): SessionInfo[] {
  return [
    {
      _id: 's-1',
      createdAt: '2026-01-10T08:00:00.000Z',
      lastSeenAt: '2026-01-12T10:15:00.000Z',
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      ip: '203.0.113.7',
      current: true,
    },
    {
      _id: 's-2',
      createdAt: '2026-01-02T18:00:00.000Z',
      lastSeenAt: '2026-01-05T21:40:00.000Z',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ip: '198.51.100.23',
      current: false,
    },
  ];
}

/** A 400 with the server's message, as the error handler sends it. */
export function badRequest(message: string): FakeReply {
  return { status: 400, body: { message, code: 'EVALIDATION' } };
}

/** Sets the readable CSRF cookie the server hands out. */
export function setCsrfCookie(value: string): void {
  document.cookie = `${CSRF_COOKIE}=${value}; path=/`;
}

export function clearCsrfCookie(): void {
  document.cookie = `${CSRF_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
