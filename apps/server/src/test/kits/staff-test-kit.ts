import { randomBytes } from 'node:crypto';
import { generateSync } from 'otplib';
import type { StaffRole } from '@store/shared/schemas/staff';
import { upsertStaff } from '../../modules/staff/staff.repository';
import { hashPassword } from '../../modules/users/password-hashing';
import { insertUser } from '../../modules/users/users.repository';
import type { TestApp } from '../build-test-app';
import { createTestClient, type TestClient } from '../test-client';

// Staff for the back-office tests: an account with a role, signed in through both steps
// (password, then a code from the authenticator the first step handed out).

export const ADMIN_API = '/api/v1/admin';

export async function staffAccount(t: TestApp, role: StaffRole) {
  const id = randomBytes(5).toString('hex');
  const email = `staff.${id}@example.test`;
  const password = `Staff-Password-${id}`;
  const user = await insertUser(t.database.db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Grace',
    emailVerified: true,
  });
  if (!user) throw new Error('the staff account was not stored');
  await upsertStaff(t.database.db, user.id, role);
  return { userId: user.id, email, password };
}

/** A code from the authenticator for `secret`, at `at` (now by default). */
export const totpCode = (secret: string, at = new Date()) =>
  generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });

export function postAdmin(client: TestClient, path: string, body?: unknown) {
  return client.request({
    method: 'POST',
    url: `${ADMIN_API}${path}`,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) }),
  });
}

/**
 * A staff member with `role`, enrolled and signed in on a fresh client: the secret and the
 * recovery codes the enrolment gave.
 */
export async function signedInStaff(t: TestApp, role: StaffRole) {
  const account = await staffAccount(t, role);
  const client = createTestClient(t.app);
  const login = await postAdmin(client, '/auth/login', {
    email: account.email,
    password: account.password,
  });
  if (login.statusCode !== 200) throw new Error(`staff login: ${login.statusCode} ${login.body}`);
  const { secret } = login.json<{ step: 'enrol'; secret: string }>();
  const verify = await postAdmin(client, '/auth/verify', { code: totpCode(secret) });
  if (verify.statusCode !== 200)
    throw new Error(`staff verify: ${verify.statusCode} ${verify.body}`);
  const { recoveryCodes = [] } = verify.json<{ recoveryCodes?: string[] }>();
  return { ...account, client, secret, recoveryCodes };
}
