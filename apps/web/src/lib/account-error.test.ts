import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { describe, expect, it } from 'vitest';
import { accountErrorMessage, type AccountAction } from './account-error';
import { ApiRequestError } from './api-error';

const serverSaid = (status: number, message: string, code = 'EVALIDATION') =>
  new ApiRequestError(status, message, code);

describe('accountErrorMessage', () => {
  it.each<[string, unknown, AccountAction, string]>([
    [
      'the server message',
      serverSaid(401, AUTH_MESSAGES.invalidCredentials),
      'login',
      AUTH_MESSAGES.invalidCredentials,
    ],
    [
      'the first validation message',
      serverSaid(400, 'Enter a valid e-mail address'),
      'register',
      'Enter a valid e-mail address',
    ],
    [
      'a server error',
      serverSaid(500, 'db down', 'EINTERNAL'),
      'login',
      'Login failed due to server error',
    ],
    [
      'a reply without the error body',
      serverSaid(502, 'Bad Gateway', 'EHTTP'),
      'register',
      'Registration failed due to server error',
    ],
    [
      'no connection',
      serverSaid(0, 'Network request failed', 'ENETWORK'),
      'login',
      'An unexpected error occurred during login',
    ],
    [
      'a bug of ours',
      new TypeError('x is undefined'),
      'register',
      'An unexpected error occurred during registration',
    ],
    [
      'a failed verification',
      serverSaid(503, 'down', 'EINTERNAL'),
      'verify',
      'Verification failed due to server error',
    ],
    [
      'a failed logout',
      serverSaid(500, 'down', 'EINTERNAL'),
      'logout',
      'Logout failed due to server error',
    ],
    [
      'a failed password update',
      serverSaid(500, 'down', 'EINTERNAL'),
      'password',
      'Password update failed due to server error',
    ],
    [
      'a password update that never arrived',
      serverSaid(0, 'offline', 'ENETWORK'),
      'password',
      'Failed to update password',
    ],
    [
      'failed settings',
      serverSaid(500, 'down', 'EINTERNAL'),
      'settings',
      'Failed to update settings due to server error',
    ],
    [
      'settings that never arrived',
      new Error('boom'),
      'settings',
      'Failed to update user settings',
    ],
    [
      'a profile fetch without a session',
      serverSaid(401, 'nope', 'UNAUTHORIZED'),
      'profile',
      'User not authenticated',
    ],
    [
      'a failed profile fetch',
      serverSaid(500, 'down', 'EINTERNAL'),
      'profile',
      'Failed to fetch user profile',
    ],
    [
      'a bad CSRF token',
      serverSaid(403, 'bad token', 'EBADCSRFTOKEN'),
      'login',
      AUTH_MESSAGES.csrfInvalid,
    ],
    [
      'a bare 429',
      serverSaid(429, 'Too Many Requests', 'EHTTP'),
      'resend',
      AUTH_MESSAGES.tooManyAttempts,
    ],
  ])('gives %s', (_case, error, action, expected) => {
    expect(accountErrorMessage(error, action)).toBe(expected);
  });
});
