import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { uniqueEmail } from '../test/factories';
import { startMailCatcher, type MailCatcher } from '../test/mail-catcher';
import { createTestClient } from '../test/test-client';
import { isSignedIn, logIn, passwordCustomer } from '../test/kits/account-links-test-kit';
import { changeEmail, linkTokenTo, mailsTo, useLink } from '../test/kits/email-change-test-kit';

// Security item 6: a stolen session must not be enough to take an account by moving it to
// another address. A change needs the current password, takes effect only once the new address
// confirms it, and the old address can undo it, which signs every device out.

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

const accountOf = async (userId: number) =>
  (
    await t.database.pool.query<{ email: string; email_verified: boolean; city: string }>(
      'select email, email_verified, city from users where id = $1',
      [userId],
    )
  ).rows[0];

/** A customer who asked to move to a fresh address; the links mailed for it. */
async function pendingChange() {
  const owner = await passwordCustomer(t);
  const newEmail = uniqueEmail('moved');
  const mark = mail.mails().length;
  const res = await changeEmail(owner.client, {
    email: newEmail,
    currentPassword: owner.password,
  });
  expect(res.statusCode).toBe(200);
  const confirm = await linkTokenTo(mail, newEmail, '/account/email/confirm', mark);
  const undo = await linkTokenTo(mail, owner.email, '/account/email/undo', mark);
  return { ...owner, newEmail, confirm, undo };
}

describe('asking for a new e-mail address', () => {
  it.each([
    ['without the current password', {}, AUTH_MESSAGES.currentPasswordRequired],
    [
      'with a wrong current password',
      { currentPassword: 'Not-The-Password-1' },
      AUTH_MESSAGES.currentPasswordWrong,
    ],
  ])('is refused %s, and nothing is saved or sent', async (_case, extra, message) => {
    const owner = await passwordCustomer(t);
    const before = await accountOf(owner.userId);
    const target = uniqueEmail('thief');
    const res = await changeEmail(owner.client, { email: target, city: 'Basel', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await accountOf(owner.userId)).toEqual(before);
    expect(await mailsTo(mail, target)).toHaveLength(0);
    expect(await isSignedIn(owner.client)).toBe(true);
  });

  it('checks at most the limit of parallel password guesses', async () => {
    const owner = await passwordCustomer(t);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        changeEmail(owner.client, {
          email: uniqueEmail('thief'),
          currentPassword: `Wrong-Password-${i}`,
        }),
      ),
    );
    const statuses = guesses.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
    // Still throttled for the right password: the guesses used up the tries.
    const right = await changeEmail(owner.client, {
      email: uniqueEmail('thief'),
      currentPassword: owner.password,
    });
    expect(right.statusCode).toBe(429);
  });

  it('keeps the old address until the new one confirms; the pending one cannot sign in', async () => {
    const { userId, email, password, newEmail } = await pendingChange();
    const account = await accountOf(userId);
    expect(account?.email).toBe(email);
    expect(account?.email_verified).toBe(true);
    expect(await logIn(createTestClient(t.app), newEmail, password)).toBe(401);
    expect(await logIn(createTestClient(t.app), email, password)).toBe(200);
  });

  it('is not switched by opening the link: the page asks, only a POST confirms', async () => {
    const { userId, email, confirm } = await pendingChange();
    for (const url of [
      `/account/email/confirm?token=${confirm}`,
      `/api/v1/users/email/confirm?token=${confirm}`,
    ]) {
      await t.app.inject({ method: 'GET', url });
    }
    expect((await accountOf(userId))?.email).toBe(email);
    expect((await useLink(createTestClient(t.app), 'confirm', confirm)).statusCode).toBe(200);
  });
});

describe('confirming the new address', () => {
  it('switches the address (verified) and ends the other sessions', async () => {
    const { userId, email, password, newEmail, confirm, client } = await pendingChange();
    const elsewhere = createTestClient(t.app);
    expect(await logIn(elsewhere, email, password)).toBe(200);

    const res = await useLink(createTestClient(t.app), 'confirm', confirm);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, email: newEmail });
    expect(await accountOf(userId)).toMatchObject({ email: newEmail, email_verified: true });
    expect(await isSignedIn(elsewhere)).toBe(false);
    expect(await isSignedIn(client)).toBe(false);
    expect(await logIn(createTestClient(t.app), email, password)).toBe(401);
    expect(await logIn(createTestClient(t.app), newEmail, password)).toBe(200);
  });

  it('keeps the session of the browser that confirms, when it is the same account', async () => {
    const { email, password, confirm } = await pendingChange();
    const here = createTestClient(t.app);
    const elsewhere = createTestClient(t.app);
    expect(await logIn(here, email, password)).toBe(200);
    expect(await logIn(elsewhere, email, password)).toBe(200);
    expect((await useLink(here, 'confirm', confirm)).statusCode).toBe(200);
    expect(await isSignedIn(here)).toBe(true);
    expect(await isSignedIn(elsewhere)).toBe(false);
  });

  it('works once, and not after a day', async () => {
    const first = await pendingChange();
    expect((await useLink(createTestClient(t.app), 'confirm', first.confirm)).statusCode).toBe(200);
    const again = await useLink(createTestClient(t.app), 'confirm', first.confirm);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: AUTH_MESSAGES.accountLinkInvalid });

    const late = await pendingChange();
    await t.database.pool.query(
      `update account_tokens set expires_at = now() - interval '1 second'
       where user_id = $1 and purpose = 'email-change' and used_at is null`,
      [late.userId],
    );
    expect((await useLink(createTestClient(t.app), 'confirm', late.confirm)).statusCode).toBe(400);
    expect((await accountOf(late.userId))?.email).toBe(late.email);
  });

  it('does not accept the undo token, or a made-up one, as a confirmation', async () => {
    const { userId, email, undo } = await pendingChange();
    for (const token of [undo, 'x'.repeat(43), '']) {
      const res = await useLink(createTestClient(t.app), 'confirm', token);
      expect(res.statusCode).toBe(400);
    }
    expect((await accountOf(userId))?.email).toBe(email);
  });
});

describe('undoing from the old address', () => {
  it('restores the old address and signs every device out', async () => {
    const { userId, email, password, newEmail, confirm, undo } = await pendingChange();
    expect((await useLink(createTestClient(t.app), 'confirm', confirm)).statusCode).toBe(200);
    const thief = createTestClient(t.app);
    expect(await logIn(thief, newEmail, password)).toBe(200);

    const res = await useLink(createTestClient(t.app), 'undo', undo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, email });
    expect(await accountOf(userId)).toMatchObject({ email, email_verified: true });
    expect(await isSignedIn(thief)).toBe(false);
    expect(await logIn(createTestClient(t.app), newEmail, password)).toBe(401);
    expect((await useLink(createTestClient(t.app), 'undo', undo)).statusCode).toBe(400);
  });

  it('cancels a change not yet confirmed', async () => {
    const { userId, email, confirm, undo } = await pendingChange();
    expect((await useLink(createTestClient(t.app), 'undo', undo)).statusCode).toBe(200);
    expect((await useLink(createTestClient(t.app), 'confirm', confirm)).statusCode).toBe(400);
    expect((await accountOf(userId))?.email).toBe(email);
  });

  it('still works after the new address asked for yet another change', async () => {
    const { userId, email, password, newEmail, confirm, undo } = await pendingChange();
    expect((await useLink(createTestClient(t.app), 'confirm', confirm)).statusCode).toBe(200);
    const thief = createTestClient(t.app);
    expect(await logIn(thief, newEmail, password)).toBe(200);
    const third = uniqueEmail('third');
    const mark = mail.mails().length;
    expect((await changeEmail(thief, { email: third, currentPassword: password })).statusCode).toBe(
      200,
    );
    await linkTokenTo(mail, third, '/account/email/confirm', mark);

    expect((await useLink(createTestClient(t.app), 'undo', undo)).statusCode).toBe(200);
    expect((await accountOf(userId))?.email).toBe(email);
    expect(await isSignedIn(thief)).toBe(false);
  });
});
