import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import { createMemoryRateLimiter } from '../rate-limit/rate-limiter';
import { limitTextsPerNumber, SMS_NOTIFICATION_LIMIT } from './rate-limited-sms';
import { createCaptureSms, listCapturedSms, smsCaptureDir, type CapturedSms } from './sms-capture';
import { smsCaptureRoutes } from './sms-capture.routes';
import type { SmsSender } from './sms-sender';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'store-sms-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

describe('the sandbox SMS gateway', () => {
  it('keeps each message as a file under DATA_DIR/sms and lists the newest first', async () => {
    const dataDir = await tempDir();
    const sms = createCaptureSms(dataDir);
    await sms.send('+41791234567', 'first');
    await sms.send('+33612345678', 'second\nwith a line');
    await sms.send('+41791234567', 'third');
    const files = await readdir(smsCaptureDir(dataDir));
    expect(files.filter((name) => name.endsWith('.json'))).toHaveLength(3);
    expect(files.some((name) => name.endsWith('.tmp'))).toBe(false);

    const all = await listCapturedSms(dataDir);
    expect(all.map((message) => message.text)).toEqual(['third', 'second\nwith a line', 'first']);
    expect(all[0]).toMatchObject({ to: '+41791234567' });
    expect(Date.parse(all[0]?.date ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const toOne = await listCapturedSms(dataDir, { to: '+41791234567', limit: 1 });
    expect(toOne.map((message) => message.text)).toEqual(['third']);
  });

  it('reads a folder that does not exist yet as empty, and skips foreign files', async () => {
    const dataDir = await tempDir();
    expect(await listCapturedSms(dataDir)).toEqual([]);
    await createCaptureSms(dataDir).send('+41791234567', 'kept');
    const dir = smsCaptureDir(dataDir);
    await writeFile(path.join(dir, '20240101T000000000Z-00000000.json'), '{not json');
    await writeFile(path.join(dir, '20240101T000000001Z-00000000.json'), '{"to":1}');
    await writeFile(path.join(dir, 'notes.json'), '{}');
    expect((await listCapturedSms(dataDir)).map((message) => message.text)).toEqual(['kept']);
  });

  it('rejects when the folder cannot be written', async () => {
    const dataDir = await tempDir();
    // A file where the folder should be.
    await writeFile(smsCaptureDir(dataDir), 'in the way');
    await expect(createCaptureSms(dataDir).send('+41791234567', 'lost')).rejects.toThrow();
  });
});

describe('the captured text messages viewer', () => {
  async function viewer(): Promise<{ app: FastifyInstance; dataDir: string }> {
    const dataDir = await tempDir();
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(smsCaptureRoutes, { dataDir });
    cleanups.push(() => app.close());
    return { app, dataDir };
  }

  it('answers only clients on this machine, never through a proxy', async () => {
    const { app } = await viewer();
    for (const url of ['/dev/sms', '/dev/sms.json']) {
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect((await app.inject({ url, remoteAddress })).statusCode).toBe(200);
      }
      for (const remoteAddress of ['10.0.0.7', '192.168.1.2', 'fe80::1']) {
        expect((await app.inject({ url, remoteAddress })).statusCode).toBe(403);
      }
      const forwarded = { url, headers: { 'x-forwarded-for': '127.0.0.1' } };
      expect((await app.inject(forwarded)).statusCode).toBe(403);
    }
  });

  it('lists the messages as a page with everything escaped, and as JSON', async () => {
    const { app, dataDir } = await viewer();
    const empty = await app.inject('/dev/sms');
    expect(empty.body).toContain('No text messages yet');

    const sms = createCaptureSms(dataDir);
    await sms.send('+41791234567', 'Your code is 123456 <b>now</b> & "later"');
    await sms.send('+33612345678', 'Another one');
    const page = await app.inject('/dev/sms');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain(
      'Your code is 123456 &lt;b&gt;now&lt;/b&gt; &amp; &quot;later&quot;',
    );
    expect(page.body).not.toContain('<b>now');
    expect(page.body).not.toContain('<script');

    const json = await app.inject('/dev/sms.json?to=%2B41791234567');
    expect(json.statusCode).toBe(200);
    expect(json.headers['cache-control']).toBe('no-store');
    const { messages } = json.json<{ messages: CapturedSms[] }>();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      to: '+41791234567',
      text: 'Your code is 123456 <b>now</b> & "later"',
    });
    expect((await app.inject('/dev/sms.json?limit=0')).statusCode).toBe(400);
  });
});

describe('the limit on notification texts', () => {
  function recorder(): SmsSender & { sent: string[]; failing: boolean } {
    const sender = {
      sent: [] as string[],
      failing: false,
      async send(to: string, text: string) {
        if (sender.failing) throw new Error('gateway down');
        sender.sent.push(`${to} ${text}`);
      },
    };
    return sender;
  }

  it('sends five texts to a number in an hour, skips and logs the rest', async () => {
    const inner = recorder();
    const logged: string[] = [];
    const sms = limitTextsPerNumber(inner, createMemoryRateLimiter(), (message) => {
      logged.push(message);
    });
    for (let i = 1; i <= 7; i++) await sms.send('+41791234567', `text ${i}`);
    await sms.send('+33612345678', 'another number');
    expect(SMS_NOTIFICATION_LIMIT).toEqual({ limit: 5, windowMs: 3_600_000 });
    expect(inner.sent).toEqual([
      '+41791234567 text 1',
      '+41791234567 text 2',
      '+41791234567 text 3',
      '+41791234567 text 4',
      '+41791234567 text 5',
      '+33612345678 another number',
    ]);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatch(/skipped/);
    // The log names the number only in part.
    expect(logged[0]).not.toContain('+41791234567');
  });

  it('throws when the gateway fails, without using up the number’s allowance', async () => {
    const inner = recorder();
    const sms = limitTextsPerNumber(inner, createMemoryRateLimiter(), () => undefined, {
      limit: 1,
      windowMs: 60_000,
    });
    inner.failing = true;
    await expect(sms.send('+41791234567', 'lost')).rejects.toThrow('gateway down');
    inner.failing = false;
    await sms.send('+41791234567', 'retried');
    expect(inner.sent).toEqual(['+41791234567 retried']);
  });
});

describe('the viewer in the store', () => {
  let plain: TestApp;
  let viewer: TestApp;
  beforeAll(async () => {
    [plain, viewer] = await Promise.all([
      buildTestApp(),
      buildTestApp({ MAIL_CAPTURE_VIEWER: 'true' }),
    ]);
  });
  afterAll(async () => Promise.all([plain.close(), viewer.close()]));

  it('is there only with MAIL_CAPTURE_VIEWER, and shows the texts the store captured', async () => {
    expect(plain.app.routeTable.some((r) => r.url.startsWith('/dev/sms'))).toBe(false);
    const hidden = await plain.app.inject({ url: '/dev/sms.json', remoteAddress: '127.0.0.1' });
    expect(hidden.body).not.toContain('"messages"');

    const { client } = await signedInCustomer(viewer);
    const asked = await client.request({
      method: 'POST',
      url: '/api/v1/users/me/phone/code',
      payload: { phone: '+41 76 555 01 23' },
    });
    expect(asked.statusCode).toBe(200);
    const res = await viewer.app.inject({
      url: '/dev/sms.json?to=%2B41765550123',
      remoteAddress: '127.0.0.1',
    });
    expect(res.statusCode).toBe(200);
    const [message] = res.json<{ messages: CapturedSms[] }>().messages;
    expect(message?.text).toMatch(/your code to confirm this number is \d{6}/);
  });
});
