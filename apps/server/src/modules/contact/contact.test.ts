import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, FormReply } from '@store/shared/schemas/contact';
import type { Mailer } from '../../adapters/mailer/mailer';
import { buildTestApp, countRows, type TestApp } from '../../test/build-test-app';
import { contactMessage, registerCustomer } from '../../test/factories';
import { ADMIN_API, signedInStaff } from '../../test/kits/staff-test-kit';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestClient, type TestClient } from '../../test/test-client';
import { CONTACT_LIMIT } from './contact.service';

const SUPPORT = 'help-desk@bigkeys.test';
let t: TestApp;
let mail: MailCatcher;
beforeAll(async () => {
  mail = await startMailCatcher();
  t = await buildTestApp({ SMTP_URL: mail.smtpUrl, SUPPORT_EMAIL: SUPPORT });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const URL = '/api/v1/contact';
const send = (client: TestClient, payload: unknown) =>
  client.request({ method: 'POST', url: URL, payload: payload as object });

async function storedFrom(email: string) {
  const { rows } = await t.database.pool.query<Record<string, unknown>>(
    'select name, email, subject, message, user_id from contact_messages where email = $1',
    [email],
  );
  return rows;
}

describe('POST /api/v1/contact', () => {
  it('stores the message and e-mails it to support, replying to the sender', async () => {
    const body = contactMessage({ subject: 'Refund for order <b>42</b>' });
    const res = await send(createTestClient(t.app), body);
    expect(res.statusCode).toBe(201);
    expect(FormReply.parse(res.json())).toEqual({ message: CONTACT_MESSAGES.sent });
    expect(await storedFrom(body.email)).toEqual([
      {
        name: body.name,
        email: body.email,
        subject: body.subject,
        message: body.message,
        user_id: null,
      },
    ]);

    const received = await mail.waitForMail((m) => m.replyTo.includes(body.email));
    expect(received.to).toEqual([SUPPORT]);
    expect(received.subject).toContain(body.subject);
    expect(received.text).toContain(body.message);
    expect(received.text).toContain(body.name);
    expect(received.html).toContain('Refund for order &lt;b&gt;42&lt;/b&gt;');
    expect(received.html).not.toContain('<b>42</b>');
  });

  it('records which customer wrote when signed in', async () => {
    const client = createTestClient(t.app);
    const { userId } = await registerCustomer(client);
    const body = contactMessage();
    expect((await send(client, body)).statusCode).toBe(201);
    expect((await storedFrom(body.email))[0]?.user_id).toBe(Number(userId));
  });

  it.each([
    ['an empty body', {}],
    ['a missing message', { ...contactMessage(), message: undefined }],
    ['a missing e-mail', { ...contactMessage(), email: undefined }],
    ['an empty name', contactMessage({ name: '' })],
    ['a blank message', contactMessage({ message: ' \n ' })],
    ['an invalid e-mail', contactMessage({ email: 'not-an-address' })],
    ['a line break in the subject', contactMessage({ subject: 'Hi\nBcc: victim@example.test' })],
    ['a name over 100 characters', contactMessage({ name: 'n'.repeat(101) })],
    ['a subject over 150 characters', contactMessage({ subject: 's'.repeat(151) })],
    ['a message over 5000 characters', contactMessage({ message: 'm'.repeat(5001) })],
    ['a 10 MB string', contactMessage({ message: 'x'.repeat(10 * 1024 * 1024) })],
    ['a wrong type', { ...contactMessage(), message: 42 }],
    ['an unknown field', { ...contactMessage(), userId: '1' }],
  ])('refuses %s with 400 and stores nothing', async (_case, payload) => {
    const before = await countRows(t, 'contact_messages');
    const res = await send(createTestClient(t.app), payload);
    expect(res.statusCode).toBe(400);
    expect(await countRows(t, 'contact_messages')).toBe(before);
  });

  it('accepts a message of exactly the maximum length', async () => {
    const body = contactMessage({ message: 'm'.repeat(5000) });
    expect((await send(createTestClient(t.app), body)).statusCode).toBe(201);
  });

  it('limits messages per IP address with 429', async () => {
    const client = createTestClient(t.app);
    for (let i = 0; i < CONTACT_LIMIT.limit; i++) {
      expect((await send(client, contactMessage())).statusCode).toBe(201);
    }
    const before = await countRows(t, 'contact_messages');
    const res = await send(client, contactMessage());
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countRows(t, 'contact_messages')).toBe(before);
  });
});

describe('when support cannot be reached', () => {
  it('keeps the message, thanks the sender and logs the failure', async () => {
    const logLines: string[] = [];
    const failing: Mailer = {
      send: () => Promise.reject(new Error('SMTP is down')),
      close: () => Promise.resolve(),
    };
    const offline = await buildTestApp(
      {},
      {
        mailer: failing,
        logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } },
      },
    );
    try {
      const body = contactMessage();
      const res = await send(createTestClient(offline.app), body);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: CONTACT_MESSAGES.sent });
      const { rows } = await offline.database.pool.query(
        'select 1 from contact_messages where email = $1',
        [body.email],
      );
      expect(rows).toHaveLength(1);
      expect(logLines.join('')).toMatch(/Could not forward contact message \d+ to support/);
      expect(logLines.join('')).toContain('SMTP is down');
    } finally {
      await offline.close();
    }
  });
});

describe('the support address an admin set', () => {
  it('receives the messages instead of the configured one', async () => {
    const admin = await signedInStaff(t, 'admin');
    const changed = await admin.client.request({
      method: 'PATCH',
      url: `${ADMIN_API}/settings`,
      payload: { supportEmail: 'desk-two@bigkeys.test' },
    });
    expect(changed.statusCode).toBe(200);
    try {
      const body = contactMessage();
      expect((await send(createTestClient(t.app), body)).statusCode).toBe(201);
      const received = await mail.waitForMail((m) => m.replyTo.includes(body.email));
      expect(received.to).toEqual(['desk-two@bigkeys.test']);
    } finally {
      await admin.client.request({
        method: 'PATCH',
        url: `${ADMIN_API}/settings`,
        payload: { supportEmail: null },
      });
    }
  });
});
