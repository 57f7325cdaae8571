import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, countRows, type TestApp } from '../test/build-test-app';
import { registration } from '../test/factories';
import { createTestClient } from '../test/test-client';

// Security item 11: POST /api/v1/auth/register takes exactly the spec's body (section 7). A
// field it does not list is refused, never silently dropped or stored; the terms box belongs to
// the web form, and sending the form records the acceptance at the time of the request.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const register = (payload: object) =>
  createTestClient(t.app).request({ method: 'POST', url: '/api/v1/auth/register', payload });

describe('the registration body', () => {
  it("accepts exactly the spec's fields and records the terms at the time of the request", async () => {
    const body = registration({ referralCode: 'FRIEND42' });
    expect(Object.keys(body).sort()).toEqual(
      [
        'email',
        'password',
        'firstName',
        'lastName',
        'birthday',
        'address',
        'city',
        'zip',
        'country',
        'confirmPassword',
        'referralCode',
      ].sort(),
    );
    const before = Date.now();
    const res = await register(body);
    const after = Date.now();
    expect(res.statusCode).toBe(202);
    const { rows } = await t.database.pool.query<{ terms_accepted_at: Date | null }>(
      'select terms_accepted_at from users where email = $1',
      [body.email],
    );
    const accepted = rows[0]?.terms_accepted_at?.getTime() ?? 0;
    // Timestamps are stored to the microsecond; the request's own time lies in this window.
    expect(accepted).toBeGreaterThanOrEqual(before - 1);
    expect(accepted).toBeLessThanOrEqual(after + 1);
  });

  it.each([
    ['acceptTerms', true],
    ['termsAcceptedAt', '2000-01-01T00:00:00Z'],
    ['role', 'admin'],
    ['emailVerified', true],
    ['identityRequireCheck', false],
    ['passwordHash', '$argon2id$v=19$m=19456,t=2,p=1$abc$def'],
    ['referredByCode', 'SELF'],
    ['level', 5],
  ])('refuses an unknown field %s with 400 and creates nothing', async (field, value) => {
    const users = await countRows(t, 'users');
    const res = await register({ ...registration(), [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message.length).toBeGreaterThan(0);
    expect(await countRows(t, 'users')).toBe(users);
  });
});
