import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../modules/users/password-hashing';
import { registerErrorHandler } from '../plugins/error-handler';
import { buildTestApp, countRows, type TestApp } from '../test/build-test-app';
import { contactMessage, signedInCustomer } from '../test/factories';
import { createTestClient } from '../test/test-client';

type LoggedError = { message: string; cause?: LoggedError & { code?: string } };
const lines: string[] = [];
const logged = (): string => lines.join('');
// Every line the store logs, at every level.
const logger = { level: 'trace', stream: { write: (line: string) => lines.push(line) } };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { logger });
});
afterAll(async () => t.close());

describe('a NUL character in a request', () => {
  it('is refused with a 400 naming the field, in bodies, queries and paths, and stores nothing', async () => {
    const client = createTestClient(t.app);
    const before = await countRows(t, 'contact_messages');
    const body = await client.request({
      method: 'POST',
      url: '/api/v1/contact',
      body: contactMessage({ name: 'Grace\u0000Hopper' }),
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: [{ path: 'body.name' }],
    });
    expect(body.json<{ message: string }>().message).toContain('NUL');
    expect(await countRows(t, 'contact_messages')).toBe(before);

    const path = await client.request({ url: '/api/v1/product/title/Wicked%00Harbor' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({ details: [{ path: 'params.title' }] });
    const query = await client.request({ url: '/api/v1/users/invoices/detail?paymentId=%00' });
    expect(query.statusCode).toBe(400);
    const key = await client.request({
      method: 'POST',
      url: '/api/v1/contact',
      payload: JSON.stringify({ ...contactMessage(), 'x\u0000': 1 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(key.statusCode).toBe(400);
  });

  it('that the database refuses anyway is a 400, not a 500', async () => {
    // A query that no schema guards: the database's own refusal must still be the client's.
    const bare = Fastify({ logger: false });
    registerErrorHandler(bare);
    bare.get('/echo', async () => t.database.db.execute(sql`select ${'a\u0000b'}::text as v`));
    bare.get('/count', async () => t.database.db.execute(sql`select ${'9'.repeat(20)}::int as v`));
    try {
      for (const url of ['/echo', '/count']) {
        const res = await bare.inject(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toMatchObject({ code: 'INVALID_VALUE' });
      }
    } finally {
      await bare.close();
    }
  });
});

describe('the log', () => {
  it('holds no bound values, password hash or e-mail address when a query fails', async () => {
    const currentPassword = 'Old-Harbour-Lantern-58';
    const newPassword = 'New-Meadow-Compass-73';
    const customer = await signedInCustomer(t, {
      passwordHash: await hashPassword(currentPassword),
    });
    // Every change of this customer's password hash now fails inside the database.
    const constraint = `forced_failure_${randomBytes(4).toString('hex')}`;
    await t.database.pool.query(
      `alter table users add constraint ${constraint} check (id <> ${customer.userId}) not valid`,
    );
    lines.length = 0;
    try {
      const res = await customer.client.request({
        method: 'POST',
        url: '/api/v1/users/update-password',
        body: { currentPassword, newPassword },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        message: 'Something went wrong. Please try again.',
        code: 'INTERNAL_ERROR',
      });
    } finally {
      await t.database.pool.query(`alter table users drop constraint ${constraint}`);
    }
    // The failure is logged, with what an engineer needs: the statement and the SQLSTATE…
    const failure = lines
      .map((l) => JSON.parse(l) as { level: number; msg: string; err?: LoggedError })
      .find((l) => l.err);
    expect(failure).toMatchObject({ level: 50, msg: 'request failed' });
    expect(failure?.err?.message).toMatch(
      /^Failed query: update "users"[\s\S]*params: \[redacted\]$/,
    );
    expect(failure?.err?.cause).toMatchObject({ code: '23514', table: 'users' });
    // …and nothing of the customer's.
    const text = logged();
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toContain(customer.email);
    expect(text).not.toContain(newPassword);
    expect(text).not.toContain(currentPassword);
  });

  it('holds no query values, no NUL request body and no e-mail address', async () => {
    const client = createTestClient(t.app);
    lines.length = 0;
    const secret = randomBytes(8).toString('hex');
    await client.request({ url: `/api/v1/gifts/preview?token=${secret}` });
    const email = `logged.${secret}@example.test`;
    await client.request({
      method: 'POST',
      url: '/api/v1/contact',
      body: contactMessage({ email, message: `secret\u0000${secret}` }),
    });
    const text = logged();
    expect(text).toContain('/api/v1/gifts/preview?token=[redacted]');
    expect(text).not.toContain(secret);
    expect(text).not.toContain(email);
  });

  it('keeps a database error to its code and statement when one is logged directly', async () => {
    const hash = await hashPassword('Some-Password-For-Logging-1');
    let error: unknown;
    try {
      await t.database.db.execute(sql`select ${hash}::int as v, ${'ada@example.test'}::text`);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(Error);
    lines.length = 0;
    t.app.log.error({ err: error, to: 'ada@example.test', password: 'x' }, 'lookup failed');
    t.app.log.error(error as Error);
    const text = logged();
    expect(text).toContain('22P02');
    expect(text).toContain('lookup failed');
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toContain('ada@example.test');
  });
});
