import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@store/shared/constants';
import { startMailCatcher } from '../../test/mail-catcher';
import { createMailer, type OutgoingMail } from './mailer';
import { listCapturedMail, mailCaptureDir, readCapturedMail } from './mail-capture';
import { mailCaptureRoutes } from './mail-capture.routes';
import { verificationCodeMail } from './templates';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'store-mail-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

function verificationMail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  const content = verificationCodeMail({
    firstName: 'Anna',
    code: '482913',
    link: 'http://localhost:3000/verify-email?code=482913&email=anna%40example.com',
    language: 'en',
  });
  return { to: 'anna@example.com', category: 'verification-code', ...content, ...overrides };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('Expected a TCP port');
  return address.port;
}

describe('sending through SMTP', () => {
  it('delivers subject, text and html to the server', async () => {
    const catcher = await startMailCatcher();
    cleanups.push(() => catcher.close());
    const dataDir = await tempDir();
    const mailer = createMailer({ smtpUrl: catcher.smtpUrl, dataDir });
    cleanups.push(() => mailer.close());

    const mail = verificationMail();
    const { id } = await mailer.send(mail);

    const caught = await catcher.waitForMail((m) => m.to.includes('anna@example.com'), 5000);
    expect(id).toMatch(/^<.+@.+>$/);
    expect(caught.subject).toBe(mail.subject);
    expect(caught.text).toContain('482913');
    expect(caught.html).toContain('482913');
    expect(caught.html).toContain('#7c3aed');
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('sets Reply-To only when the mail asks for it', async () => {
    const catcher = await startMailCatcher();
    cleanups.push(() => catcher.close());
    const mailer = createMailer({ smtpUrl: catcher.smtpUrl, dataDir: await tempDir() });
    cleanups.push(() => mailer.close());

    await mailer.send(verificationMail({ to: 'plain@example.com' }));
    await mailer.send(verificationMail({ to: 'reply@example.com', replyTo: 'bob@example.com' }));

    const plain = await catcher.waitForMail((m) => m.to.includes('plain@example.com'));
    const withReply = await catcher.waitForMail((m) => m.to.includes('reply@example.com'));
    expect(plain.replyTo).toEqual([]);
    expect(withReply.replyTo).toEqual(['bob@example.com']);
  });

  it('rejects, never throws, when the server cannot be reached', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      dataDir: await tempDir(),
    });
    cleanups.push(() => mailer.close());
    let sending: Promise<unknown> | undefined;
    expect(() => (sending = mailer.send(verificationMail()))).not.toThrow();
    await expect(sending).rejects.toThrow();
  });
});

describe('capturing mail', () => {
  it('writes an .eml and an index entry that the mail capture reads back', async () => {
    const dataDir = await tempDir();
    const mailer = createMailer({ smtpUrl: undefined, dataDir });
    const { id } = await mailer.send(verificationMail());
    await mailer.close();

    expect((await readdir(mailCaptureDir(dataDir))).sort()).toEqual([`${id}.eml`, `${id}.json`]);
    const [entry, ...rest] = await listCapturedMail(dataDir);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      id,
      to: 'anna@example.com',
      subject: 'Your BigKeys verification code',
      category: 'verification-code',
    });

    const stored = await readCapturedMail(dataDir, id);
    expect(stored?.text).toContain('482913');
    expect(stored?.html).toContain('482913');
    const raw = stored?.raw.toString('utf8') ?? '';
    expect(raw).toMatch(/^From: BigKeys <no-reply@bigkeys\.local>\r\n/m);
    expect(raw).toContain('X-Mail-Category: verification-code\r\n');
    expect(raw).not.toMatch(/[^\r]\n/);
  });

  it('lists the newest first and honours the limit', async () => {
    const dataDir = await tempDir();
    const mailer = createMailer({ dataDir, from: 'Shop <shop@example.com>' });
    const ids: string[] = [];
    for (const n of [1, 2, 3])
      ids.push((await mailer.send(verificationMail({ subject: `#${n}` }))).id);

    expect((await listCapturedMail(dataDir)).map((m) => m.subject)).toEqual(['#3', '#2', '#1']);
    expect((await listCapturedMail(dataDir, { limit: 2 })).map((m) => m.id)).toEqual([
      ids[2],
      ids[1],
    ]);
    const stored = await readCapturedMail(dataDir, ids[0] ?? '');
    expect(stored?.raw.toString('utf8')).toContain('From: Shop <shop@example.com>');
  });

  it('reads a capture folder that does not exist yet as empty', async () => {
    expect(await listCapturedMail(await tempDir())).toEqual([]);
  });

  it('refuses ids that try to leave the capture folder', async () => {
    const dataDir = await tempDir();
    const { id } = await createMailer({ dataDir }).send(verificationMail());
    await writeFile(path.join(dataDir, 'secret.json'), JSON.stringify({ id: 'secret' }));
    await writeFile(path.join(dataDir, 'secret.eml'), 'Subject: secret\r\n\r\nsecret');

    for (const bad of [
      '../secret',
      '..%2Fsecret',
      `${id}/../../secret`,
      `../outbox/${id}`,
      `${id}.eml`,
      '',
      '/etc/passwd',
    ]) {
      expect(await readCapturedMail(dataDir, bad), bad).toBeUndefined();
    }
    expect(await readCapturedMail(dataDir, id)).toBeDefined();
  });

  it('rejects when the capture folder cannot be written', async () => {
    const dataDir = await tempDir();
    await writeFile(mailCaptureDir(dataDir), 'not a folder');
    await expect(createMailer({ dataDir }).send(verificationMail())).rejects.toThrow();
  });
});

describe('verification code mail', () => {
  it('escapes html in the first name and keeps the text part readable', () => {
    const mail = verificationCodeMail({
      firstName: '<script>alert(1)</script>',
      code: '123456',
      link: 'https://bigkeys.example/verify?a=1&b="2"',
      language: 'en',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('href="https://bigkeys.example/verify?a=1&amp;b=&quot;2&quot;"');
    expect(mail.text).toContain('Hi <script>alert(1)</script>,');
    expect(mail.text).toContain('123456');
    expect(mail.text).toContain('15 minutes');
  });

  it('speaks all five languages and falls back to English', () => {
    const mails = LANGUAGES.map((language) =>
      verificationCodeMail({ firstName: 'Anna', code: '123456', link: 'https://x.test', language }),
    );
    expect(new Set(mails.map((m) => m.subject)).size).toBe(LANGUAGES.length);
    for (const mail of mails) {
      expect(mail.text).toContain('123456');
      expect(mail.html).toContain('https://x.test');
    }
    const english = verificationCodeMail({ firstName: '', code: '1', link: 'l', language: 'en' });
    for (const language of ['xx', undefined, 'en-GB']) {
      expect(verificationCodeMail({ firstName: '', code: '1', link: 'l', language }).subject).toBe(
        english.subject,
      );
    }
    expect(
      verificationCodeMail({ firstName: '', code: '1', link: 'l', language: 'DE' }).subject,
    ).toContain('Bestätigungscode');
  });
});

describe('mail capture viewer', () => {
  async function viewer(): Promise<{ app: FastifyInstance; dataDir: string }> {
    const dataDir = await tempDir();
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(mailCaptureRoutes, { dataDir });
    cleanups.push(() => app.close());
    return { app, dataDir };
  }

  it('answers only clients on this machine, never through a proxy', async () => {
    const { app } = await viewer();
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await app.inject({ url: '/dev/outbox', remoteAddress })).statusCode).toBe(200);
    }
    for (const remoteAddress of ['10.0.0.7', '192.168.1.2', '::ffff:10.0.0.7', 'fe80::1']) {
      expect((await app.inject({ url: '/dev/outbox', remoteAddress })).statusCode).toBe(403);
    }
    const forwarded = { url: '/dev/outbox', headers: { 'x-forwarded-for': '127.0.0.1' } };
    expect((await app.inject(forwarded)).statusCode).toBe(403);
  });

  it('lists captured mail with everything escaped', async () => {
    const { app, dataDir } = await viewer();
    const empty = await app.inject('/dev/outbox');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('No mail yet');

    const { id } = await createMailer({ dataDir }).send(
      verificationMail({ subject: 'Tom & <b>Jerry</b>', to: 'o"brien@example.com' }),
    );
    const res = await app.inject('/dev/outbox');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('Tom &amp; &lt;b&gt;Jerry&lt;/b&gt;');
    expect(res.body).not.toContain('<b>Jerry');
    expect(res.body).toContain('o&quot;brien@example.com');
    expect(res.body).toContain(`href="/dev/outbox/${id}"`);
    expect(res.body).not.toContain('<script');
  });

  it('shows one mail in a sandboxed frame, with its text and raw source', async () => {
    const { app, dataDir } = await viewer();
    const { id } = await createMailer({ dataDir }).send(verificationMail());

    const res = await app.inject(`/dev/outbox/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<iframe title="HTML part" sandbox="" srcdoc="&lt;!doctype html&gt;/);
    expect(res.body).toContain('482913');
    expect(res.body).toContain(`href="/dev/outbox/${id}.eml"`);
    expect(res.body).not.toContain('<script');
    expect(res.body).not.toMatch(/<table role="presentation"/);

    const raw = await app.inject(`/dev/outbox/${id}.eml`);
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-type']).toContain('message/rfc822');
    expect(
      raw.rawPayload.equals(await readFile(path.join(mailCaptureDir(dataDir), `${id}.eml`))),
    ).toBe(true);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const { app } = await viewer();
    for (const url of [
      '/dev/outbox/20240101T000000000Z-00000000',
      '/dev/outbox/20240101T000000000Z-00000000.eml',
      '/dev/outbox/..%2F..%2Fetc%2Fpasswd',
      '/dev/outbox/nope',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
    }
  });
});
