import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditReply, StaffSessionsReply, StaffVerifyReply } from '@store/shared/schemas/staff';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import {
  ADMIN_API,
  postAdmin,
  signedInStaff,
  staffAccount,
  totpCode,
} from '../../test/kits/staff-test-kit';
import { createTestClient } from '../../test/test-client';

// Staff sign-in in two steps, the staff session and its cookie, and the audit log.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const HALF_MINUTE = 30_000;
const soon = () => new Date(Date.now() + HALF_MINUTE);

describe('the first sign-in', () => {
  it('hands out a secret to scan, then a code confirms it, starts a session and gives recovery codes', async () => {
    const account = await staffAccount(t, 'support');
    const client = createTestClient(t.app);
    const login = await postAdmin(client, '/auth/login', {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(login.statusCode).toBe(200);
    const enrol = login.json<{ step: string; secret: string; otpauthUrl: string }>();
    expect(enrol.step).toBe('enrol');
    expect(enrol.otpauthUrl).toMatch(/^otpauth:\/\/totp\/BigKeys:/);
    expect(enrol.otpauthUrl).toContain(`secret=${enrol.secret}`);
    const verify = await postAdmin(client, '/auth/verify', { code: totpCode(enrol.secret) });
    expect(verify.statusCode).toBe(200);
    const reply = StaffVerifyReply.parse(verify.json());
    expect(reply.staff).toMatchObject({ email: account.email, role: 'support' });
    expect(reply.recoveryCodes).toHaveLength(10);
    const cookie = [verify.headers['set-cookie'] ?? []]
      .flat()
      .find((c) => c.startsWith('bk_staff='));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    const me = await client.request({ url: `${ADMIN_API}/me` });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: account.email, role: 'support' });
  });

  it('refuses a wrong password, an unknown address and a customer alike', async () => {
    const account = await staffAccount(t, 'admin');
    const customer = await signedInCustomer(t, { passwordHash: null });
    for (const body of [
      { email: account.email, password: 'wrong-password' },
      { email: 'nobody@example.test', password: account.password },
      { email: customer.email, password: 'anything' },
    ]) {
      const res = await postAdmin(createTestClient(t.app), '/auth/login', body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'Wrong e-mail or password.' });
    }
  });

  it('needs the password step first', async () => {
    const res = await postAdmin(createTestClient(t.app), '/auth/verify', { code: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CHALLENGE_EXPIRED' });
  });
});

describe('a later sign-in', () => {
  it('asks for a code, refuses a wrong or used one, and takes the next', async () => {
    const member = await signedInStaff(t, 'finance');
    const client = createTestClient(t.app);
    const login = await postAdmin(client, '/auth/login', {
      email: member.email,
      password: member.password,
    });
    expect(login.json()).toEqual({ step: 'totp' });
    const wrong = await postAdmin(client, '/auth/verify', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    // The code the enrolment used, within its half minute: good once only.
    const used = await postAdmin(client, '/auth/verify', { code: totpCode(member.secret) });
    expect(used.statusCode).toBe(400);
    const next = await postAdmin(client, '/auth/verify', { code: totpCode(member.secret, soon()) });
    expect(next.statusCode).toBe(200);
  });

  it('takes a recovery code once', async () => {
    const member = await signedInStaff(t, 'catalogue');
    const [recovery] = member.recoveryCodes;
    const signIn = async () => {
      const client = createTestClient(t.app);
      await postAdmin(client, '/auth/login', { email: member.email, password: member.password });
      return postAdmin(client, '/auth/verify', { recoveryCode: recovery });
    };
    expect((await signIn()).statusCode).toBe(200);
    expect((await signIn()).statusCode).toBe(400);
  });
});

describe('staff sessions', () => {
  it('keep customers out (403) and guests out (401), whatever they send', async () => {
    const customer = await signedInCustomer(t);
    const asCustomer = await customer.client.request({ url: `${ADMIN_API}/me` });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toMatchObject({ code: 'STAFF_ONLY' });
    customer.client.setCookie('bk_staff', 'a'.repeat(43));
    expect((await customer.client.request({ url: `${ADMIN_API}/me` })).statusCode).toBe(403);
    expect((await t.app.inject({ url: `${ADMIN_API}/me` })).statusCode).toBe(401);
  });

  it('never sign anyone in to the store as a customer', async () => {
    const member = await signedInStaff(t, 'admin');
    const store = createTestClient(t.app);
    store.setCookie('sid', member.client.cookie('bk_staff') ?? '');
    expect((await store.request({ url: '/api/v1/auth/me' })).statusCode).toBe(401);
  });

  it('are listed and revocable by their member, and end after 30 idle minutes', async () => {
    const member = await signedInStaff(t, 'support');
    const other = createTestClient(t.app);
    await postAdmin(other, '/auth/login', { email: member.email, password: member.password });
    await postAdmin(other, '/auth/verify', { code: totpCode(member.secret, soon()) });
    const listed = StaffSessionsReply.parse(
      (await member.client.request({ url: `${ADMIN_API}/sessions` })).json(),
    );
    expect(listed.sessions).toHaveLength(2);
    const theirs = listed.sessions.find((s) => !s.current);
    const revoke = await member.client.request({
      method: 'DELETE',
      url: `${ADMIN_API}/sessions/${theirs?._id ?? ''}`,
    });
    expect(revoke.statusCode).toBe(204);
    expect((await other.request({ url: `${ADMIN_API}/me` })).statusCode).toBe(401);
    const again = await member.client.request({
      method: 'DELETE',
      url: `${ADMIN_API}/sessions/${theirs?._id ?? ''}`,
    });
    expect(again.statusCode).toBe(404);

    await t.database.pool.query(
      `update sessions set last_seen_at = now() - interval '31 minutes'
       where user_id = $1 and staff and revoked_at is null`,
      [member.userId],
    );
    expect((await member.client.request({ url: `${ADMIN_API}/me` })).statusCode).toBe(401);
  });

  it('end with sign-out', async () => {
    const member = await signedInStaff(t, 'support');
    expect((await postAdmin(member.client, '/auth/logout')).statusCode).toBe(204);
    expect((await member.client.request({ url: `${ADMIN_API}/me` })).statusCode).toBe(401);
  });
});

describe('the audit log', () => {
  it('records sign-ins and revocations, searchable by admins only', async () => {
    const admin = await signedInStaff(t, 'admin');
    const member = await signedInStaff(t, 'support');
    const res = await admin.client.request({
      url: `${ADMIN_API}/audit?q=${encodeURIComponent(member.email)}`,
    });
    expect(res.statusCode).toBe(200);
    const audit = AuditReply.parse(res.json());
    expect(audit.entries.map((e) => e.action)).toEqual(['staff.signed_in']);
    expect(audit.entries[0]).toMatchObject({ staffEmail: member.email, targetType: 'staff' });
    const refused = await member.client.request({ url: `${ADMIN_API}/audit` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'ROLE_REFUSED' });
  });

  it('cannot be changed or removed, even by the database’s own user', async () => {
    await signedInStaff(t, 'support');
    await expect(t.database.pool.query(`update audit_log set action = 'nothing'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(t.database.pool.query('delete from audit_log')).rejects.toThrow(/append-only/);
  });
});
