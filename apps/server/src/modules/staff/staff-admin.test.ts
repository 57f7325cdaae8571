import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_STAFF_MESSAGES, StaffListReply } from '@store/shared/schemas/admin-staff';
import { StaffVerifyReply } from '@store/shared/schemas/staff';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer, uniqueEmail } from '../../test/factories';
import { ADMIN_API, postAdmin, signedInStaff, totpCode } from '../../test/kits/staff-test-kit';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestClient, type TestClient } from '../../test/test-client';

// The staff for admins: the list, invitations by e-mail and their acceptance up to a signed-in
// member, role changes and deactivation, and the rule that one active admin always remains.
let t: TestApp;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await buildTestApp({ SMTP_URL: mail.smtpUrl });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const PASSWORD = 'Invited-Staff-Password-42';

async function invite(admin: TestClient, email: string, role: string, language?: string) {
  const res = await postAdmin(admin, '/staff/invitations', { email, role, language });
  expect(res.statusCode).toBe(201);
  const received = await mail.waitForMail((m) => m.to.includes(email), 10_000);
  const token = /\/admin\/invite\?token=([\w-]+)/.exec(received.text)?.[1];
  if (!token) throw new Error(`no invitation link in: ${received.text}`);
  return { token, mail: received, invitation: res.json<{ _id: string }>() };
}

function accept(client: TestClient, token: string, password = PASSWORD) {
  return postAdmin(client, '/auth/accept-invitation', { token, password, firstName: 'Linus' });
}

/** Accepts and enrols the authenticator; the client is then signed in as staff. */
async function acceptAndEnrol(token: string) {
  const client = createTestClient(t.app);
  const accepted = await accept(client, token);
  expect(accepted.statusCode).toBe(200);
  const step = accepted.json<{ step: string; secret: string }>();
  expect(step.step).toBe('enrol');
  const verify = await postAdmin(client, '/auth/verify', { code: totpCode(step.secret) });
  expect(verify.statusCode).toBe(200);
  return { client, reply: StaffVerifyReply.parse(verify.json()) };
}

async function auditActions(targetType: string, targetId: string) {
  const { rows } = await t.database.pool.query<{ action: string; before: unknown; after: unknown }>(
    'select action, before, after from audit_log where target_type = $1 and target_id = $2 order by id',
    [targetType, targetId],
  );
  return rows;
}

describe('an invitation', () => {
  it('is mailed, accepted with a password, enrolled with a code, and signs in with its role', async () => {
    const admin = await signedInStaff(t, 'admin');
    const email = uniqueEmail('invited');
    const {
      token,
      mail: received,
      invitation,
    } = await invite(admin.client, email, 'support', 'fr');
    expect(received.subject).toBe('Vous êtes invité(e) dans le back-office BigKeys');
    expect(received.text).toContain('Support');
    const listed = StaffListReply.parse(
      (await admin.client.request({ url: `${ADMIN_API}/staff` })).json(),
    );
    expect(listed.invitations.find((i) => i.email === email)).toMatchObject({ role: 'support' });

    const { client, reply } = await acceptAndEnrol(token);
    expect(reply.staff).toMatchObject({ email, role: 'support', firstName: 'Linus' });
    expect(reply.recoveryCodes).toHaveLength(10);
    const me = await client.request({ url: `${ADMIN_API}/me` });
    expect(me.json()).toMatchObject({ email, role: 'support' });
    // The role admits what support may do, and nothing of an admin's.
    expect((await client.request({ url: `${ADMIN_API}/customers` })).statusCode).toBe(200);
    expect((await client.request({ url: `${ADMIN_API}/staff` })).statusCode).toBe(403);

    const after = StaffListReply.parse(
      (await admin.client.request({ url: `${ADMIN_API}/staff` })).json(),
    );
    expect(after.invitations.find((i) => i.email === email)).toBeUndefined();
    expect(after.members.find((m) => m.email === email)).toMatchObject({
      role: 'support',
      enrolled: true,
      active: true,
    });
    expect(after.members.find((m) => m.email === email)?.lastSignInAt).not.toBeNull();
    expect((await auditActions('staff_invitation', invitation._id)).map((a) => a.action)).toEqual([
      'staff.invite',
    ]);
  });

  it('works once, and not after it expired or a newer one replaced it', async () => {
    const admin = await signedInStaff(t, 'admin');
    const email = uniqueEmail('once');
    const { token } = await invite(admin.client, email, 'finance');
    expect((await accept(createTestClient(t.app), token)).statusCode).toBe(200);
    const used = await accept(createTestClient(t.app), token);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({
      code: 'INVITATION_INVALID',
      message: ADMIN_STAFF_MESSAGES.invitationInvalid,
    });

    const late = uniqueEmail('late');
    const expired = await invite(admin.client, late, 'finance');
    await t.database.pool.query(
      `update staff_invitations set expires_at = now() - interval '1 minute' where id = $1`,
      [Number(expired.invitation._id)],
    );
    expect((await accept(createTestClient(t.app), expired.token)).json()).toMatchObject({
      code: 'INVITATION_INVALID',
    });

    const twice = uniqueEmail('twice');
    const older = await invite(admin.client, twice, 'finance');
    await invite(admin.client, twice, 'catalogue');
    expect((await accept(createTestClient(t.app), older.token)).statusCode).toBe(400);
  });

  it('keeps the link usable when the password is refused', async () => {
    const admin = await signedInStaff(t, 'admin');
    const email = uniqueEmail('weak');
    const { token } = await invite(admin.client, email, 'catalogue');
    const weak = await accept(createTestClient(t.app), token, 'password');
    expect(weak.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
    expect((await accept(createTestClient(t.app), token)).statusCode).toBe(200);
  });

  it('takes over a customer account at the address and ends its sessions', async () => {
    const admin = await signedInStaff(t, 'admin');
    const customer = await signedInCustomer(t);
    const { token } = await invite(admin.client, customer.email, 'catalogue');
    const { reply } = await acceptAndEnrol(token);
    expect(reply.staff).toMatchObject({ _id: String(customer.userId), role: 'catalogue' });
    expect((await customer.client.request({ url: '/api/v1/auth/me' })).statusCode).toBe(401);
  });

  it('is refused for an active member, and for anyone but an admin', async () => {
    const admin = await signedInStaff(t, 'admin');
    const member = await signedInStaff(t, 'support');
    const res = await postAdmin(admin.client, '/staff/invitations', {
      email: member.email,
      role: 'finance',
    });
    expect([res.statusCode, res.json<{ code: string }>().code]).toEqual([409, 'ALREADY_STAFF']);
    const bySupport = await postAdmin(member.client, '/staff/invitations', {
      email: uniqueEmail(),
      role: 'admin',
    });
    expect(bySupport.statusCode).toBe(403);
    const bad = await postAdmin(admin.client, '/staff/invitations', {
      email: 'not-an-address',
      role: 'owner',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a member', () => {
  it('gets a new role at once, on the audit log', async () => {
    const admin = await signedInStaff(t, 'admin');
    const member = await signedInStaff(t, 'support');
    const res = await admin.client.request({
      method: 'PATCH',
      url: `${ADMIN_API}/staff/${member.userId}`,
      payload: { role: 'finance' },
    });
    expect(res.statusCode).toBe(200);
    expect((await member.client.request({ url: `${ADMIN_API}/me` })).json()).toMatchObject({
      role: 'finance',
    });
    expect(await auditActions('staff', String(member.userId))).toContainEqual({
      action: 'staff.role_change',
      before: { role: 'support' },
      after: { role: 'finance' },
    });
  });

  it('is signed out and kept out once deactivated', async () => {
    const admin = await signedInStaff(t, 'admin');
    const member = await signedInStaff(t, 'catalogue');
    const res = await postAdmin(admin.client, `/staff/${member.userId}/deactivate`);
    expect(res.statusCode).toBe(204);
    expect((await member.client.request({ url: `${ADMIN_API}/me` })).statusCode).toBe(401);
    const login = await postAdmin(createTestClient(t.app), '/auth/login', {
      email: member.email,
      password: member.password,
    });
    expect(login.statusCode).toBe(401);
    const again = await postAdmin(admin.client, `/staff/${member.userId}/deactivate`);
    expect(again.json()).toMatchObject({ code: 'ALREADY_INACTIVE' });
    const list = StaffListReply.parse(
      (await admin.client.request({ url: `${ADMIN_API}/staff` })).json(),
    );
    expect(list.members.find((m) => m.email === member.email)?.active).toBe(false);
    expect(await auditActions('staff', String(member.userId))).toContainEqual({
      action: 'staff.deactivate',
      before: { active: true, role: 'catalogue' },
      after: { active: false, sessionsEnded: 1 },
    });
  });

  it('answers 404 for someone who is not staff', async () => {
    const admin = await signedInStaff(t, 'admin');
    const customer = await signedInCustomer(t);
    expect((await postAdmin(admin.client, `/staff/${customer.userId}/deactivate`)).statusCode).toBe(
      404,
    );
  });
});

describe('the admins', () => {
  // A store of its own, so the count of admins is this test's alone.
  let own: TestApp;
  beforeAll(async () => {
    own = await buildTestApp();
  });
  afterAll(async () => {
    await own.close();
  });

  const patchRole = (client: TestClient, id: number, role: string) =>
    client.request({ method: 'PATCH', url: `${ADMIN_API}/staff/${id}`, payload: { role } });

  it('never lose the last active one, and nobody changes themselves', async () => {
    const first = await signedInStaff(own, 'admin');
    const second = await signedInStaff(own, 'admin');
    const self = await patchRole(first.client, first.userId, 'support');
    expect([self.statusCode, self.json<{ message: string }>().message]).toEqual([
      409,
      ADMIN_STAFF_MESSAGES.notYourself,
    ]);
    expect((await postAdmin(first.client, `/staff/${second.userId}/deactivate`)).statusCode).toBe(
      204,
    );
    for (const res of [
      await patchRole(first.client, first.userId, 'finance'),
      await postAdmin(first.client, `/staff/${first.userId}/deactivate`),
    ]) {
      expect([res.statusCode, res.json<{ code: string }>().code]).toEqual([409, 'LAST_ADMIN']);
    }
    expect((await first.client.request({ url: `${ADMIN_API}/me` })).json()).toMatchObject({
      role: 'admin',
    });
  });

  it('deactivating each other at once leave one of them', async () => {
    // Only these two are active admins.
    await own.database.pool.query(
      `update staff_members set disabled_at = now() where role = 'admin' and disabled_at is null`,
    );
    const a = await signedInStaff(own, 'admin');
    const b = await signedInStaff(own, 'admin');
    const results = await Promise.all([
      postAdmin(a.client, `/staff/${b.userId}/deactivate`),
      postAdmin(b.client, `/staff/${a.userId}/deactivate`),
    ]);
    expect(results.filter((r) => r.statusCode === 204)).toHaveLength(1);
    const { rows: active } = await own.database.pool.query<{ n: number }>(
      `select count(*)::int as n from staff_members where role = 'admin' and disabled_at is null`,
    );
    expect(active[0]?.n).toBe(1);
  });
});
