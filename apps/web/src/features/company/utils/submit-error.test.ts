import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { CAREERS_MESSAGES } from '@store/shared/schemas/contact';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../lib/api-error';
import { CONTACT_FIELDS } from './form-fields';
import { submitProblemOf } from './submit-error';

const failure = (status: number, message: string, code: string) =>
  new ApiRequestError(status, message, code);

describe('submitProblemOf', () => {
  it.each([
    ['no answer', failure(0, 'Network request failed', 'ENETWORK'), { kind: 'network' }],
    [
      'too many messages',
      failure(429, AUTH_MESSAGES.tooManyAttempts, 'RATE_LIMITED'),
      { kind: 'message', message: AUTH_MESSAGES.tooManyAttempts },
    ],
    [
      'a 429 without a body',
      failure(429, 'Too Many Requests', 'EHTTP'),
      { kind: 'message', message: AUTH_MESSAGES.tooManyAttempts },
    ],
    [
      'an expired session',
      failure(403, 'invalid csrf token', 'EBADCSRFTOKEN'),
      { kind: 'message', message: AUTH_MESSAGES.csrfInvalid },
    ],
    [
      'a second application',
      failure(409, CAREERS_MESSAGES.alreadyApplied, 'ALREADY_APPLIED'),
      { kind: 'alreadyApplied' },
    ],
    [
      'a closed position',
      failure(404, CAREERS_MESSAGES.positionNotFound, 'NOT_FOUND'),
      { kind: 'positionClosed' },
    ],
    [
      "one field's own rule",
      failure(400, 'At most 150 characters', 'VALIDATION_ERROR'),
      { kind: 'fields', fields: { subject: 'At most 150 characters' } },
    ],
    [
      'a rule several fields share',
      failure(400, AUTH_MESSAGES.requiredFields, 'VALIDATION_ERROR'),
      { kind: 'message', message: AUTH_MESSAGES.requiredFields },
    ],
    [
      'a server failure',
      failure(500, 'db exploded', 'INTERNAL_ERROR'),
      { kind: 'message', message: AUTH_MESSAGES.generic },
    ],
    ['not an API error', new TypeError('x'), { kind: 'message', message: AUTH_MESSAGES.generic }],
  ])('reads %s', (_case, error, problem) => {
    expect(submitProblemOf(error, CONTACT_FIELDS)).toEqual(problem);
  });

  it("places every refused field by the reply's details when they are handed on", () => {
    const error = Object.assign(failure(400, 'Use a single line', 'VALIDATION_ERROR'), {
      details: [
        { path: 'body.subject', message: 'Use a single line' },
        { path: 'body.email', message: 'Enter a valid e-mail address' },
        { path: 'body', message: 'Unrecognized key: "extra"' },
      ],
    });
    expect(submitProblemOf(error, CONTACT_FIELDS)).toEqual({
      kind: 'fields',
      fields: { subject: 'Use a single line', email: 'Enter a valid e-mail address' },
    });
  });
});
