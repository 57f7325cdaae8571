import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { startCaptureViewer, tempDataDir } from '../../test/kits/capture-test-kit';
import {
  createPushCapture,
  listCapturedPushes,
  pushCaptureDir,
  type CapturedPush,
} from './push-capture';
import { pushCaptureRoutes } from './push-capture.routes';
import type { PushMessage } from './push-sender';

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
    const dataDir = await tempDataDir();
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
});

describe('the captured pushes viewer', () => {
  it('lists the pushes as a page with everything escaped, and as JSON', async () => {
    const { app, dataDir } = await startCaptureViewer(pushCaptureRoutes);
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
