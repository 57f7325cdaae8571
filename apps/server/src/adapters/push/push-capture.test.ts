import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  createPushCapture,
  listCapturedPushes,
  pushCaptureDir,
  type CapturedPush,
} from './push-capture';
import { pushCaptureRoutes } from './push-capture.routes';
import type { PushMessage } from './push-sender';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'store-push-capture-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

const device = (n: number) => ({
  endpoint: `https://push.example.test/send/${n}`,
  p256dh: 'BKey',
  auth: 'auth',
});
const message = (title: string): PushMessage => ({
  title,
  body: 'Your order is delivered.',
  url: '/dashboard/purchases?order=7',
  tag: 'order-7',
});

describe('the push capture', () => {
  it('keeps each push as a file under DATA_DIR/push, lists the newest first, and reaches every device', async () => {
    const dataDir = await tempDir();
    const push = createPushCapture(dataDir, 'BPublicKey');
    expect(push.publicKey).toBe('BPublicKey');
    expect(await push.send(device(1), message('first'))).toBe('sent');
    await push.send(device(2), message('second'));
    await push.send(device(1), message('third'));
    const files = await readdir(pushCaptureDir(dataDir));
    expect(files.filter((name) => name.endsWith('.json'))).toHaveLength(3);
    expect(files.some((name) => name.endsWith('.tmp'))).toBe(false);

    const all = await listCapturedPushes(dataDir);
    expect(all.map((p) => p.title)).toEqual(['third', 'second', 'first']);
    expect(all[0]).toMatchObject({ endpoint: device(1).endpoint, ...message('third') });
    expect(Date.parse(all[0]?.date ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await listCapturedPushes(dataDir, { limit: 1 })).map((p) => p.title)).toEqual([
      'third',
    ]);
  });

  it('reads a folder that does not exist yet as empty, and skips foreign files', async () => {
    const dataDir = await tempDir();
    expect(await listCapturedPushes(dataDir)).toEqual([]);
    await createPushCapture(dataDir, 'BPublicKey').send(device(1), message('kept'));
    const dir = pushCaptureDir(dataDir);
    await writeFile(path.join(dir, '20240101T000000000Z-00000000.json'), '{not json');
    await writeFile(path.join(dir, '20240101T000000001Z-00000000.json'), '{"title":1}');
    await writeFile(path.join(dir, 'notes.json'), '{}');
    expect((await listCapturedPushes(dataDir)).map((p) => p.title)).toEqual(['kept']);
  });

  it('throws when the folder cannot be written, so the outbox tries again', async () => {
    const dataDir = await tempDir();
    await writeFile(pushCaptureDir(dataDir), 'in the way');
    await expect(
      createPushCapture(dataDir, 'BPublicKey').send(device(1), message('lost')),
    ).rejects.toThrow();
  });
});

describe('the captured pushes viewer', () => {
  async function viewer(): Promise<{ app: FastifyInstance; dataDir: string }> {
    const dataDir = await tempDir();
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(pushCaptureRoutes, { dataDir });
    cleanups.push(() => app.close());
    return { app, dataDir };
  }

  it('answers only clients on this machine, never through a proxy', async () => {
    const { app } = await viewer();
    for (const url of ['/dev/push', '/dev/push.json']) {
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

  it('lists the pushes as a page with everything escaped, and as JSON', async () => {
    const { app, dataDir } = await viewer();
    expect((await app.inject('/dev/push')).body).toContain('No notifications yet');

    await createPushCapture(dataDir, 'BPublicKey').send(
      device(1),
      message('Your <b>key</b> & "more"'),
    );
    const page = await app.inject('/dev/push');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Your &lt;b&gt;key&lt;/b&gt; &amp; &quot;more&quot;');
    expect(page.body).toContain('/dashboard/purchases?order=7');
    expect(page.body).not.toContain('<b>key');

    const json = await app.inject('/dev/push.json');
    expect(json.headers['cache-control']).toBe('no-store');
    const { pushes } = json.json<{ pushes: CapturedPush[] }>();
    expect(pushes).toEqual([
      expect.objectContaining({ endpoint: device(1).endpoint, title: 'Your <b>key</b> & "more"' }),
    ]);
    expect((await app.inject('/dev/push.json?limit=0')).statusCode).toBe(400);
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

  it('is there only with MAIL_CAPTURE_VIEWER', async () => {
    expect(plain.app.routeTable.some((r) => r.url.startsWith('/dev/push'))).toBe(false);
    const hidden = await plain.app.inject({ url: '/dev/push.json', remoteAddress: '127.0.0.1' });
    expect(hidden.body).not.toContain('"pushes"');
    const shown = await viewer.app.inject({ url: '/dev/push.json', remoteAddress: '127.0.0.1' });
    expect(shown.json()).toEqual({ pushes: [] });
  });
});
