import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { signedInCustomer } from '../../test/factories';
import { startCaptureViewer, tempDataDir } from '../../test/kits/capture-test-kit';
import { createMemoryRateLimiter } from '../rate-limit/rate-limiter';
import { limitTextsPerNumber, SMS_NOTIFICATION_LIMIT } from './rate-limited-sms';
import { createCaptureSms, listCapturedSms, smsCaptureDir, type CapturedSms } from './sms-capture';
import { smsCaptureRoutes } from './sms-capture.routes';
import type { SmsSender } from './sms-sender';

describe('the sandbox SMS gateway', () => {
  it('keeps each message as a file under DATA_DIR/sms and lists the newest first', async () => {
    const dataDir = await tempDataDir();
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
});

describe('the captured text messages viewer', () => {
  it('lists the messages as a page with everything escaped, and as JSON', async () => {
    const { app, dataDir } = await startCaptureViewer(smsCaptureRoutes);
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
  let viewer: TestApp;
  beforeAll(async () => {
    viewer = await buildTestApp({ MAIL_CAPTURE_VIEWER: 'true' });
  });
  afterAll(async () => viewer.close());

  it('shows the texts the store captured, one number’s at /dev/sms.json?to=', async () => {
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
