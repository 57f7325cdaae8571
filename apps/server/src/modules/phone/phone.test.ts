import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@store/shared/schemas/auth';
import { PHONE_MESSAGES } from '@store/shared/schemas/phone';
import type { SmsSender } from '../../adapters/sms/sms-sender';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import { createTestClient, type TestClient } from '../../test/test-client';
import { startSession } from '../sessions/sessions.service';

const CODE_URL = '/api/v1/users/me/phone/code';
const CONFIRM_URL = '/api/v1/users/me/phone/confirm';
const PHONE_URL = '/api/v1/users/me/phone';

/** Every text the gateway was handed; `failing` makes it refuse like an unreachable provider. */
const gateway = { sent: [] as { to: string; text: string }[], failing: false };
const sms: SmsSender = {
  async send(to, text) {
    if (gateway.failing) throw new Error('The SMS provider answered with status 503');
    gateway.sent.push({ to, text });
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: 'https://shop.example.test' }, { sms });
});
afterAll(async () => t.close());

/** A Swiss mobile number no other test uses, as typed (national) and as stored (E.164). */
function swissMobile(): { national: string; e164: string } {
  const digits = String(randomInt(0, 10_000_000)).padStart(7, '0');
  return {
    national: `079 ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`,
    e164: `+4179${digits}`,
  };
}

/** The code in the newest text to `to`. */
function lastCodeTo(to: string): string {
  const text = gateway.sent.findLast((message) => message.to === to)?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code was texted to ${to}`);
  return code;
}

/** A code that is not `code`. */
const otherThan = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function askCode(client: TestClient, phone: string) {
  return client.request({ method: 'POST', url: CODE_URL, payload: { phone } });
}

async function confirm(client: TestClient, code: string) {
  return client.request({ method: 'POST', url: CONFIRM_URL, payload: { code } });
}

async function storedUser(userId: number) {
  const { rows } = await t.database.pool.query<{ phone: string | null; notify_sms: boolean }>(
    'select phone, notify_sms from users where id = $1',
    [userId],
  );
  return rows[0];
}

async function openConfirmations(userId: number): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(
    'select count(*)::int as n from phone_confirmations where user_id = $1',
    [userId],
  );
  return rows[0]?.n ?? 0;
}

describe('asking for a confirmation code', () => {
  it.each([
    ['letters', 'call me maybe'],
    ['a landline', '044 668 18 00'],
    ['a number of no mobile range', '+44 7700 900123'],
    ['too few digits', '+41 79 12'],
    ['an extension', '+41 79 123 45 67 ext. 12'],
    ['blanks only', '   '],
    ['a very long text', '7'.repeat(200)],
  ])('refuses %s with 400 and the clear message, texting nothing', async (_case, phone) => {
    const { client, userId } = await signedInCustomer(t);
    const before = gateway.sent.length;
    const res = await askCode(client, phone);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: PHONE_MESSAGES.invalidNumber });
    expect(gateway.sent).toHaveLength(before);
    expect(await openConfirmations(userId)).toBe(0);
  });

  it.each([
    ['no number', {}],
    ['a number that is not text', { phone: 41791234567 }],
    ['another field', { phone: '+41791234567', userId: '1' }],
  ])('refuses a body with %s with 400', async (_case, payload) => {
    const { client } = await signedInCustomer(t);
    const res = await client.request({ method: 'POST', url: CODE_URL, payload });
    expect(res.statusCode).toBe(400);
  });

  it('reads a national number in the account country and texts the code in its language', async () => {
    const { client, userId } = await signedInCustomer(t, { language: 'de' });
    const number = swissMobile();
    const res = await askCode(client, number.national);
    expect(res.statusCode).toBe(200);
    const reply = res.json<{ phone: string; expiresAt: string }>();
    expect(reply.phone).toBe(number.e164);
    const minutes = (Date.parse(reply.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9);
    expect(minutes).toBeLessThanOrEqual(10);
    const text = gateway.sent.at(-1);
    expect(text?.to).toBe(number.e164);
    expect(text?.text).toMatch(/^BigKeys: Dein Code zur Bestätigung dieser Nummer lautet \d{6}\./);
    expect(text?.text).toContain('10 Minuten');
    // The WebOTP line: the code is offered only on the store's own host.
    expect(text?.text).toMatch(
      new RegExp(`\\n@shop\\.example\\.test #${lastCodeTo(number.e164)}$`),
    );
    // The number is not the customer's until the code comes back.
    expect(await storedUser(userId)).toEqual({ phone: null, notify_sms: false });
    expect(await openConfirmations(userId)).toBe(1);
  });

  it('takes an international number whatever the account country', async () => {
    const { client } = await signedInCustomer(t, { country: 'DE' });
    const res = await askCode(client, '+33 6 12 34 56 78');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '+33612345678' });
  });

  it('needs a signed-in customer and the CSRF token', async () => {
    const { client } = await signedInCustomer(t);
    const guest = await t.app.inject({
      method: 'POST',
      url: CODE_URL,
      payload: { phone: swissMobile().e164 },
    });
    expect([401, 403]).toContain(guest.statusCode);
    const before = gateway.sent.length;
    const forged = await client.request({
      method: 'POST',
      url: CODE_URL,
      payload: { phone: swissMobile().e164 },
      csrf: false,
    });
    expect(forged.statusCode).toBe(403);
    expect(gateway.sent).toHaveLength(before);
  });

  it('sends at most three codes to one number in an hour, whoever asks', async () => {
    const number = swissMobile();
    const askers = await Promise.all([1, 2, 3].map(async () => signedInCustomer(t)));
    const statuses = [];
    for (const { client } of askers) statuses.push((await askCode(client, number.e164)).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
    const { client: fourth } = await signedInCustomer(t);
    const refused = await askCode(fourth, number.national);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: PHONE_MESSAGES.tooManyCodes });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(gateway.sent.filter((message) => message.to === number.e164)).toHaveLength(3);
    // Another number is not held up by this one.
    expect((await askCode(fourth, swissMobile().e164)).statusCode).toBe(200);
  });

  it('sends one customer at most five codes in an hour, whatever the numbers', async () => {
    const { client } = await signedInCustomer(t);
    const statuses = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await askCode(client, swissMobile().e164)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('answers 503 when the gateway fails, and leaves nothing open', async () => {
    const { client, userId } = await signedInCustomer(t);
    const number = swissMobile();
    gateway.failing = true;
    try {
      const res = await askCode(client, number.e164);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: PHONE_MESSAGES.sendFailed });
    } finally {
      gateway.failing = false;
    }
    expect(await openConfirmations(userId)).toBe(0);
    expect((await confirm(client, '123456')).json()).toMatchObject({ code: 'PHONE_NO_CODE' });
    // The failed try does not count against the number.
    for (let i = 0; i < 3; i++) expect((await askCode(client, number.e164)).statusCode).toBe(200);
  });
});

describe('confirming the number', () => {
  it('makes the number the confirmed one with the right code, once', async () => {
    const { client, userId } = await signedInCustomer(t);
    const number = swissMobile();
    await askCode(client, number.national);
    const code = lastCodeTo(number.e164);
    const res = await confirm(client, code);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: User }>().user).toMatchObject({
      _id: String(userId),
      phone: number.e164,
      notifications: { sms: false },
    });
    expect(await storedUser(userId)).toEqual({ phone: number.e164, notify_sms: false });
    expect(await openConfirmations(userId)).toBe(0);
    // Spent: the same code again finds nothing open.
    expect((await confirm(client, code)).json()).toMatchObject({
      message: PHONE_MESSAGES.noCode,
    });
    // The customer's own record shows it; asking again for it is refused as pointless.
    const own = await client.request({ url: `/api/v1/users/${userId}` });
    expect(own.json<User>().phone).toBe(number.e164);
    const again = await askCode(client, number.national);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: PHONE_MESSAGES.sameNumber });
  });

  it('refuses a wrong code, and every code after five wrong ones', async () => {
    const { client, userId } = await signedInCustomer(t);
    const number = swissMobile();
    await askCode(client, number.e164);
    const code = lastCodeTo(number.e164);
    for (let i = 0; i < 5; i++) {
      const res = await confirm(client, otherThan(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: PHONE_MESSAGES.codeInvalid });
    }
    const locked = await confirm(client, code);
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({ message: PHONE_MESSAGES.codeAttempts });
    expect(await storedUser(userId)).toEqual({ phone: null, notify_sms: false });
    // A new code starts over.
    await askCode(client, number.e164);
    expect((await confirm(client, lastCodeTo(number.e164))).statusCode).toBe(200);
  });

  it('counts guesses sent together against the five tries', async () => {
    const { client } = await signedInCustomer(t);
    const number = swissMobile();
    await askCode(client, number.e164);
    const wrong = otherThan(lastCodeTo(number.e164));
    const replies = await Promise.all(
      Array.from({ length: 8 }, async () =>
        (await confirm(client, wrong)).json<{ code: string }>(),
      ),
    );
    const codes = replies.map((reply) => reply.code).sort();
    expect(codes.filter((c) => c === 'CODE_INVALID')).toHaveLength(5);
    expect(codes.filter((c) => c === 'CODE_ATTEMPTS')).toHaveLength(3);
  });

  it('refuses an expired code', async () => {
    const { client, userId } = await signedInCustomer(t);
    const number = swissMobile();
    await askCode(client, number.e164);
    await t.database.pool.query(
      `update phone_confirmations set expires_at = now() - interval '1 second' where user_id = $1`,
      [userId],
    );
    const res = await confirm(client, lastCodeTo(number.e164));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: PHONE_MESSAGES.codeExpired });
    expect(await storedUser(userId)).toEqual({ phone: null, notify_sms: false });
  });

  it('keeps only the newest code', async () => {
    const { client, userId } = await signedInCustomer(t);
    const first = swissMobile();
    const second = swissMobile();
    await askCode(client, first.e164);
    const firstCode = lastCodeTo(first.e164);
    await askCode(client, second.e164);
    const secondCode = lastCodeTo(second.e164);
    if (firstCode !== secondCode) {
      expect((await confirm(client, firstCode)).json()).toMatchObject({ code: 'CODE_INVALID' });
    }
    expect((await confirm(client, secondCode)).statusCode).toBe(200);
    expect((await storedUser(userId))?.phone).toBe(second.e164);
  });

  it.each([['12345'], ['1234567'], ['12a456'], ['']])(
    'refuses the code %j as malformed',
    async (code) => {
      const { client } = await signedInCustomer(t);
      const res = await confirm(client, code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: PHONE_MESSAGES.codeFormat });
    },
  );

  it("never reaches another customer's confirmation", async () => {
    const alice = await signedInCustomer(t);
    const mallory = await signedInCustomer(t);
    const number = swissMobile();
    await askCode(alice.client, number.e164);
    const code = lastCodeTo(number.e164);
    const res = await confirm(mallory.client, code);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PHONE_NO_CODE' });
    expect(await storedUser(mallory.userId)).toEqual({ phone: null, notify_sms: false });
    // Alice's confirmation is untouched by the attempt, and removing Mallory's number
    // removes nothing of hers.
    expect((await mallory.client.request({ method: 'DELETE', url: PHONE_URL })).statusCode).toBe(
      200,
    );
    expect((await confirm(alice.client, code)).statusCode).toBe(200);
    expect((await storedUser(alice.userId))?.phone).toBe(number.e164);
  });
});

describe('text messages in the settings', () => {
  async function turnSms(client: TestClient, on: boolean) {
    return client.request({
      method: 'PATCH',
      url: '/api/v1/users/settings',
      payload: { notifications: { sms: on } },
    });
  }

  it('refuses to turn text messages on without a confirmed number, changing nothing', async () => {
    const { client, userId } = await signedInCustomer(t);
    const res = await turnSms(client, true);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: PHONE_MESSAGES.phoneRequired,
      code: 'PHONE_REQUIRED',
    });
    expect(await storedUser(userId)).toEqual({ phone: null, notify_sms: false });
    // Still signed in: a refused change does not end the session.
    expect((await client.request({ url: '/api/v1/auth/me' })).statusCode).toBe(200);
  });

  it('turns them on with a confirmed number, and off again when the number is removed', async () => {
    const number = swissMobile();
    const { client, userId } = await signedInCustomer(t, { phone: number.e164 });
    expect((await turnSms(client, true)).statusCode).toBe(200);
    expect(await storedUser(userId)).toEqual({ phone: number.e164, notify_sms: true });

    // Saving the settings ended that session; signed in again, the customer removes the number.
    const { token } = await startSession(t.database.db, userId, { userAgent: 'test', ip: '::1' });
    const again = createTestClient(t.app);
    again.setCookie('sid', token);
    const removed = await again.request({ method: 'DELETE', url: PHONE_URL });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<{ user: User }>().user).toMatchObject({
      phone: null,
      notifications: { sms: false },
    });
    expect(await storedUser(userId)).toEqual({ phone: null, notify_sms: false });
  });

  it('removes an open confirmation with the number', async () => {
    const { client, userId } = await signedInCustomer(t);
    const number = swissMobile();
    await askCode(client, number.e164);
    expect((await client.request({ method: 'DELETE', url: PHONE_URL })).statusCode).toBe(200);
    expect(await openConfirmations(userId)).toBe(0);
    expect((await confirm(client, lastCodeTo(number.e164))).json()).toMatchObject({
      code: 'PHONE_NO_CODE',
    });
  });
});

describe('a refused number in German', () => {
  it('is answered in the request’s language, with the same code', async () => {
    const { client } = await signedInCustomer(t);
    const res = await client.request({
      method: 'POST',
      url: CODE_URL,
      payload: { phone: 'call me maybe' },
      headers: { 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Bitte gib eine gültige Handynummer ein.',
      code: 'PHONE_INVALID',
    });
  });
});
