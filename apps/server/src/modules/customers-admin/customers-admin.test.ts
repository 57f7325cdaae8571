import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import {
  CustomerOrdersReply,
  CustomerProfile,
  CustomerSearchReply,
} from '@store/shared/schemas/admin-customers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import { insertDeliveredOrder } from '../../test/kits/loyalty-test-kit';
import { ADMIN_API, postAdmin, signedInStaff } from '../../test/kits/staff-test-kit';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestClient, type TestClient } from '../../test/test-client';
import { hashPassword } from '../users/password-hashing';
import { insertUser } from '../users/users.repository';

// The back office's customers: lookup, what each role sees, order history, and the account
// actions (lock, unlock, identity check, a new verification code), each on the audit log.
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

const getAdmin = (client: TestClient, path: string) =>
  client.request({ url: `${ADMIN_API}${path}` });

/** A customer with a password, signed in through the API: cookie and access token. */
async function customerWithPassword() {
  const id = randomBytes(5).toString('hex');
  const email = `locked.${id}@example.test`;
  const password = `Customer-Password-${id}`;
  const user = await insertUser(t.database.db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Ada',
    lastName: 'Lovelace',
    birthday: '1990-12-10',
    address: 'Main Street 1',
    city: 'Zurich',
    zip: '8001',
    country: 'CH',
    emailVerified: true,
    termsAcceptedAt: new Date(),
  });
  if (!user) throw new Error('the customer was not stored');
  const client = createTestClient(t.app);
  const signIn = () =>
    client.request({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  const login = await signIn();
  expect(login.statusCode).toBe(200);
  return { userId: user.id, email, client, signIn, token: login.json<{ token: string }>().token };
}

async function auditOf(userId: number) {
  const { rows } = await t.database.pool.query<{
    action: string;
    staff_email: string;
    before: unknown;
    after: unknown;
  }>(
    `select action, staff_email, before, after from audit_log
     where target_type = 'customer' and target_id = $1 order by id`,
    [String(userId)],
  );
  return rows;
}

describe('the lookup', () => {
  it('finds customers by the start of their e-mail, their name or their number, paged', async () => {
    const tag = randomBytes(4).toString('hex');
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const user = await insertUser(t.database.db, {
        email: `find.${tag}.${n}@example.test`,
        firstName: 'Grace',
        lastName: `Tag${tag}`,
      });
      if (!user) throw new Error('not stored');
      ids.push(user.id);
    }
    const { client } = await signedInStaff(t, 'support');
    const byEmail = await getAdmin(client, `/customers?q=FIND.${tag}&limit=2`);
    expect(byEmail.statusCode).toBe(200);
    const page = CustomerSearchReply.parse(byEmail.json());
    expect(page).toMatchObject({ total: 3, page: 1, pages: 2 });
    // Newest first.
    expect(page.customers.map((c) => c._id)).toEqual([String(ids[2]), String(ids[1])]);
    const byName = CustomerSearchReply.parse(
      (await getAdmin(client, `/customers?q=grace%20tag${tag}`)).json(),
    );
    expect(byName.total).toBe(3);
    const byNumber = CustomerSearchReply.parse(
      (await getAdmin(client, `/customers?q=${ids[0]}`)).json(),
    );
    expect(byNumber.customers.map((c) => c.personal.email)).toContain(`find.${tag}.1@example.test`);
    // The middle of an address is not its start.
    const middle = CustomerSearchReply.parse(
      (await getAdmin(client, `/customers?q=${tag}.1@`)).json(),
    );
    expect(middle.total).toBe(0);
  });

  it('takes a percent sign or an underscore literally', async () => {
    const { client } = await signedInStaff(t, 'support');
    const res = await getAdmin(client, '/customers?q=%25');
    expect(CustomerSearchReply.parse(res.json()).total).toBe(0);
  });

  it('is closed to the catalogue role', async () => {
    const { client } = await signedInStaff(t, 'catalogue');
    const res = await getAdmin(client, '/customers');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'ROLE_REFUSED' });
  });
});

describe('the profile', () => {
  it('shows each role only the personal data the privacy rule gives it', async () => {
    const customer = await signedInCustomer(t, { referredByCode: 'FRIEND1' });
    const seen: Record<string, CustomerProfile> = {};
    for (const role of ['admin', 'support', 'finance'] as const) {
      const { client } = await signedInStaff(t, role);
      const res = await getAdmin(client, `/customers/${customer.userId}`);
      expect(res.statusCode).toBe(200);
      seen[role] = CustomerProfile.parse(res.json());
    }
    expect(seen.admin?.personal).toEqual({
      email: customer.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: 'CH',
      address: 'Main Street 1',
      city: 'Zurich',
      zip: '8001',
      birthday: '1990-12-10',
      lastSignInIp: '127.0.0.1',
    });
    expect(seen.support?.personal).toEqual({
      email: customer.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: 'CH',
    });
    expect(seen.finance?.personal).toEqual({
      email: customer.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: 'CH',
      address: 'Main Street 1',
      city: 'Zurich',
      zip: '8001',
    });
    expect(seen.support?.visibleData).toEqual(['email', 'name', 'country']);
    // What is not personal is the same for every role.
    for (const role of ['support', 'finance'] as const) {
      expect(seen[role]?.status).toEqual(seen.admin?.status);
      expect(seen[role]?.loyalty).toEqual({ level: 1, prestige: 0 });
      expect(seen[role]?.referrals).toEqual({ code: null, buyers: 0, referredByCode: 'FRIEND1' });
    }
    expect(seen.admin?.status).toMatchObject({
      emailVerified: true,
      locked: false,
      identityRequireCheck: false,
    });
    expect(seen.admin?.lastSignInAt).not.toBeNull();
  });

  it('hides the same data in the lookup list', async () => {
    const customer = await signedInCustomer(t);
    const { client } = await signedInStaff(t, 'support');
    const page = CustomerSearchReply.parse(
      (await getAdmin(client, `/customers?q=${customer.email}`)).json(),
    );
    expect(page.visibleData).toEqual(['email', 'name', 'country']);
    expect(page.customers[0]?.personal).toEqual({
      email: customer.email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: 'CH',
    });
  });

  it('answers 404 for an unknown customer and 400 for a bad number', async () => {
    const { client } = await signedInStaff(t, 'support');
    expect((await getAdmin(client, '/customers/2147483000')).statusCode).toBe(404);
    expect((await getAdmin(client, '/customers/abc')).statusCode).toBe(400);
    expect((await getAdmin(client, '/customers/99999999999')).statusCode).toBe(400);
  });

  it('pages the order history, newest first, with number, date, total and status', async () => {
    const customer = await signedInCustomer(t);
    const day = 24 * 3600_000;
    const ids: string[] = [];
    for (const [i, totalMinor] of [1500, 2500, 3500].entries()) {
      ids.push(
        await insertDeliveredOrder(t, customer.userId, {
          totalMinor,
          deliveredAt: new Date(Date.now() - (3 - i) * day),
        }),
      );
    }
    const { client } = await signedInStaff(t, 'finance');
    const first = CustomerOrdersReply.parse(
      (await getAdmin(client, `/customers/${customer.userId}/orders?limit=2`)).json(),
    );
    expect(first).toMatchObject({ total: 3, page: 1, pages: 2 });
    expect(first.orders.map((o) => [o.number, o.totalMinor, o.currency, o.status])).toEqual([
      [ids[2], 3500, 'EUR', 'delivered'],
      [ids[1], 2500, 'EUR', 'delivered'],
    ]);
    const second = CustomerOrdersReply.parse(
      (await getAdmin(client, `/customers/${customer.userId}/orders?limit=2&page=2`)).json(),
    );
    expect(second.orders.map((o) => o.number)).toEqual([ids[0]]);
    const profile = CustomerProfile.parse(
      (await getAdmin(client, `/customers/${customer.userId}`)).json(),
    );
    expect(profile.orderCount).toBe(3);
  });
});

describe('locking', () => {
  it('signs the customer out everywhere at once and refuses their sign-in until unlocked', async () => {
    const customer = await customerWithPassword();
    const admin = await signedInStaff(t, 'admin');
    const bearer = () =>
      t.app.inject({
        url: '/api/v1/auth/me',
        headers: { authorization: `Bearer ${customer.token}` },
      });
    expect((await bearer()).statusCode).toBe(200);

    const lock = await postAdmin(admin.client, `/customers/${customer.userId}/lock`, {
      reason: 'Chargeback fraud',
    });
    expect(lock.statusCode).toBe(200);
    expect(lock.json<{ customer: CustomerProfile }>().customer.status).toMatchObject({
      locked: true,
      lockedReason: 'Chargeback fraud',
    });
    // The session cookie and the access token both stop at once.
    const me = await customer.client.request({ url: '/api/v1/auth/me' });
    expect(me.statusCode).toBe(401);
    expect((await bearer()).statusCode).toBe(401);
    const refused = await customer.signIn();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message: AUTH_MESSAGES.accountLocked,
    });

    const unlock = await postAdmin(admin.client, `/customers/${customer.userId}/unlock`);
    expect(unlock.statusCode).toBe(200);
    expect((await customer.signIn()).statusCode).toBe(200);
    expect((await customer.client.request({ url: '/api/v1/auth/me' })).statusCode).toBe(200);

    const audit = await auditOf(customer.userId);
    expect(audit.map((a) => a.action)).toEqual(['customer.lock', 'customer.unlock']);
    expect(audit[0]).toMatchObject({
      staff_email: admin.email,
      before: { locked: false },
      after: { locked: true, reason: 'Chargeback fraud', sessionsEnded: 1 },
    });
  });

  it('refuses support, a missing reason, a second lock, an unlock of an open account and staff', async () => {
    const customer = await signedInCustomer(t);
    const support = await signedInStaff(t, 'support');
    const bySupport = await postAdmin(support.client, `/customers/${customer.userId}/lock`, {
      reason: 'No reason',
    });
    expect(bySupport.statusCode).toBe(403);
    const admin = await signedInStaff(t, 'admin');
    const path = `/customers/${customer.userId}`;
    expect((await postAdmin(admin.client, `${path}/lock`, {})).statusCode).toBe(400);
    expect((await postAdmin(admin.client, `${path}/unlock`)).json()).toMatchObject({
      code: 'NOT_LOCKED',
    });
    expect((await postAdmin(admin.client, `${path}/lock`, { reason: 'Abuse' })).statusCode).toBe(
      200,
    );
    const again = await postAdmin(admin.client, `${path}/lock`, { reason: 'Abuse' });
    expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([
      409,
      'ALREADY_LOCKED',
    ]);
    const staffAccount = await postAdmin(admin.client, `/customers/${support.userId}/lock`, {
      reason: 'Abuse',
    });
    expect([staffAccount.statusCode, staffAccount.json<{ code: string }>().code]).toEqual([
      409,
      'STAFF_ACCOUNT',
    ]);
    expect(
      (await postAdmin(admin.client, '/customers/2147483000/lock', { reason: 'Abuse' })).statusCode,
    ).toBe(404);
  });
});

describe('the identity check', () => {
  it('sets the flag the customer’s app reads, once', async () => {
    const customer = await signedInCustomer(t);
    const admin = await signedInStaff(t, 'admin');
    const path = `/customers/${customer.userId}/require-identity-check`;
    const res = await postAdmin(admin.client, path);
    expect(res.statusCode).toBe(200);
    const me = await customer.client.request({ url: '/api/v1/auth/me' });
    expect(me.json()).toMatchObject({ identityRequireCheck: true });
    // The back office says why, and who of the staff asked, when.
    const identity = await getAdmin(admin.client, `/customers/${customer.userId}/identity`);
    expect(identity.json()).toMatchObject({
      identityRequireCheck: true,
      reason: 'staff',
      requiredBy: { email: admin.email, at: expect.any(String) as string },
    });
    const again = await postAdmin(admin.client, path);
    expect([again.statusCode, again.json<{ code: string }>().code]).toEqual([
      409,
      'CHECK_ALREADY_REQUIRED',
    ]);
    const support = await signedInStaff(t, 'support');
    expect((await postAdmin(support.client, path)).statusCode).toBe(403);
    expect(await auditOf(customer.userId)).toEqual([
      {
        action: 'customer.require_identity_check',
        staff_email: admin.email,
        before: { identityRequireCheck: false, reason: null },
        after: { identityRequireCheck: true, reason: 'staff' },
      },
    ]);
  });
});

describe('a new verification code', () => {
  it('is mailed on support’s request, once a minute, and refused for a verified address', async () => {
    const customer = await signedInCustomer(t, { emailVerified: false });
    const support = await signedInStaff(t, 'support');
    const path = `/customers/${customer.userId}/resend-verification`;
    const res = await postAdmin(support.client, path, { language: 'de' });
    expect(res.statusCode).toBe(200);
    const received = await mail.waitForMail((m) => m.to.includes(customer.email), 10_000);
    expect(received.subject).toBe('Dein BigKeys-Bestätigungscode');
    const code = /\b(\d{6})\b/.exec(received.text)?.[1];
    expect(code).toBeDefined();
    // The mailed code verifies the customer's address.
    const verify = await customer.client.request({
      method: 'POST',
      url: '/api/v1/users/verify-email',
      payload: { verificationCode: code },
    });
    expect(verify.statusCode).toBe(200);
    const verified = await postAdmin(support.client, path);
    expect([verified.statusCode, verified.json<{ code: string }>().code]).toEqual([
      409,
      'ALREADY_VERIFIED',
    ]);
    expect((await auditOf(customer.userId)).map((a) => a.action)).toEqual([
      'customer.verification_resent',
    ]);
  });

  it('waits a minute between codes, like the customer’s own resend', async () => {
    const customer = await signedInCustomer(t, { emailVerified: false });
    const admin = await signedInStaff(t, 'admin');
    const path = `/customers/${customer.userId}/resend-verification`;
    const first = await postAdmin(admin.client, path);
    expect(first.statusCode).toBe(200);
    const soon = await postAdmin(admin.client, path);
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBeDefined();
    expect(await auditOf(customer.userId)).toHaveLength(1);
  });

  it('is closed to finance', async () => {
    const customer = await signedInCustomer(t, { emailVerified: false });
    const finance = await signedInStaff(t, 'finance');
    const res = await postAdmin(
      finance.client,
      `/customers/${customer.userId}/resend-verification`,
    );
    expect(res.statusCode).toBe(403);
  });
});
