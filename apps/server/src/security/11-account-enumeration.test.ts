import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@store/shared/schemas/auth';
import {
  emailChangeTakenMail,
  registrationAttemptMail,
} from '../adapters/mailer/account-notice-mails';
import { buildTestApp, countRows, type TestApp } from '../test/build-test-app';
import { registration, uniqueEmail } from '../test/factories';
import { startMailCatcher, type MailCatcher } from '../test/mail-catcher';
import { createTestClient } from '../test/test-client';
import { logIn, passwordCustomer } from '../test/kits/account-links-test-kit';
import { changeEmail, mailsTo } from '../test/kits/email-change-test-kit';

// Security item 11: registration and e-mail change must not tell a stranger which addresses
// have accounts. Both answer the same for a free and a taken address; the mail to the address
// says what happened, and only its owner reads it.

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

const SIX_DIGITS = /\b\d{6}\b/;
const ownerNotice = registrationAttemptMail({ language: 'en', firstName: '', signInLink: '' });
const movedNotice = emailChangeTakenMail({ language: 'en', firstName: '', signInLink: '' });

async function register(email: string) {
  const res = await createTestClient(t.app).request({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: registration({ email, password: 'Someone-Elses-Phrase-77' }),
  });
  return {
    status: res.statusCode,
    body: res.body,
    cookies: res.cookies.map((c) => c.name).sort(),
  };
}

describe('registration', () => {
  it('answers a free, a taken and a taken unverified address alike', async () => {
    const verified = await passwordCustomer(t);
    const unverified = await passwordCustomer(t, { emailVerified: false });
    const free = uniqueEmail('free');
    const users = await countRows(t, 'users');

    const answers = [
      await register(free),
      await register(verified.email.toUpperCase()),
      await register(unverified.email),
    ];
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0]?.status).toBe(202);
    expect(answers[0]?.cookies).not.toContain(SESSION_COOKIE);
    // Only the free address got an account; the owners keep theirs as they were.
    expect(await countRows(t, 'users')).toBe(users + 1);
    expect(await logIn(createTestClient(t.app), verified.email, verified.password)).toBe(200);
    expect(await logIn(createTestClient(t.app), verified.email, 'Someone-Elses-Phrase-77')).toBe(
      401,
    );
  });

  it('mails a code to a free address, and only a notice to the owner of a taken one', async () => {
    const verified = await passwordCustomer(t);
    const unverified = await passwordCustomer(t, { emailVerified: false });
    const free = uniqueEmail('free');
    await register(free);
    await register(verified.email);
    await register(unverified.email);

    const [code] = await mailsTo(mail, free);
    expect(code?.text).toMatch(SIX_DIGITS);
    expect(code?.subject).not.toBe(ownerNotice.subject);
    for (const owner of [verified.email, unverified.email]) {
      const received = await mailsTo(mail, owner);
      expect(received.map((m) => m.subject)).toEqual([ownerNotice.subject]);
      expect(received[0]?.text).not.toMatch(SIX_DIGITS);
      expect(received[0]?.text).toContain('/login');
    }
  });

  it('answers a signed-out code alike for an unknown address and a verified account', async () => {
    const verified = await passwordCustomer(t);
    const answers = [];
    for (const email of [uniqueEmail('nobody'), verified.email]) {
      const statuses = [];
      let last = '';
      for (let i = 0; i < 6; i++) {
        const res = await createTestClient(t.app).request({
          method: 'POST',
          url: '/api/v1/auth/register/verify',
          payload: { email, verificationCode: String(100000 + i) },
        });
        statuses.push(res.statusCode);
        last = res.body;
        expect(res.cookies.map((c) => c.name)).not.toContain(SESSION_COOKIE);
      }
      answers.push({ statuses, last });
    }
    expect(answers[1]).toEqual(answers[0]);
  });
});

describe('e-mail change', () => {
  it('answers a free and a taken new address alike and changes no account', async () => {
    const taken = await passwordCustomer(t);
    const answers = [];
    for (const target of [uniqueEmail('free'), taken.email]) {
      const customer = await passwordCustomer(t);
      const res = await changeEmail(customer.client, {
        email: target,
        currentPassword: customer.password,
      });
      const body = res.json<{ user: { email: string; _id: string; createdAt: string } }>();
      expect(body.user.email).toBe(customer.email);
      answers.push({
        status: res.statusCode,
        // The reply names the requester and the address asked for; the rest must be equal.
        body: res.body
          .replaceAll(target, '<target>')
          .replaceAll(customer.email, '<self>')
          .replaceAll(`"${body.user._id}"`, '<id>')
          .replaceAll(body.user.createdAt, '<created>'),
      });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]?.status).toBe(200);
    expect(await logIn(createTestClient(t.app), taken.email, taken.password)).toBe(200);
  });

  it('tells the owner of a taken address, without a link that could move an account', async () => {
    const taken = await passwordCustomer(t);
    const customer = await passwordCustomer(t);
    await changeEmail(customer.client, { email: taken.email, currentPassword: customer.password });
    const received = await mailsTo(mail, taken.email);
    expect(received.map((m) => m.subject)).toEqual([movedNotice.subject]);
    expect(received[0]?.text).not.toContain('/account/email/confirm');
  });
});
