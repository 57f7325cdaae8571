import { randomBytes } from 'node:crypto';
import type { RegisterBody } from '@store/shared/schemas/auth';
import type { ContactMessageBody, JobApplicationBody } from '@store/shared/schemas/contact';
import type { TestClient } from './test-client';

/** A valid registration, unique per call; override any field. */
export function registration(overrides: Partial<RegisterBody> = {}): RegisterBody {
  const id = randomBytes(5).toString('hex');
  return {
    email: `customer.${id}@example.test`,
    password: `Correct-Horse-${id}`,
    confirmPassword: `Correct-Horse-${id}`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    birthday: '1990-12-10',
    address: 'Main Street 1',
    city: 'Zurich',
    zip: '8001',
    country: 'CH',
    acceptTerms: true,
    ...overrides,
    ...(overrides.password && !overrides.confirmPassword
      ? { confirmPassword: overrides.password }
      : {}),
  };
}

/** Registers through the API and leaves the client signed in; returns the body and the user id. */
export async function registerCustomer(client: TestClient, overrides: Partial<RegisterBody> = {}) {
  const body = registration(overrides);
  const res = await client.request({ method: 'POST', url: '/api/v1/auth/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  const reply = res.json<{ user: { _id: string }; token: string }>();
  return { body, userId: reply.user._id, token: reply.token };
}

/** A unique e-mail address for forms that do not need an account. */
export function uniqueEmail(prefix = 'visitor'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.test`;
}

/** A valid contact-form message from a unique sender; override any field. */
export function contactMessage(overrides: Partial<ContactMessageBody> = {}): ContactMessageBody {
  return {
    name: 'Grace Hopper',
    email: uniqueEmail('contact'),
    subject: 'My key does not activate',
    message: 'Hello,\nthe Steam key from my last order says it is already in use.\nThanks!',
    ...overrides,
  };
}

/** A valid application from a unique applicant; override any field (positionId is required). */
export function jobApplication(
  overrides: Partial<JobApplicationBody> & Pick<JobApplicationBody, 'positionId'>,
): JobApplicationBody {
  return {
    name: 'Linus Torvalds',
    email: uniqueEmail('applicant'),
    message: 'I have shipped Node.js services for eight years and would love to join BigKeys.',
    ...overrides,
  };
}
