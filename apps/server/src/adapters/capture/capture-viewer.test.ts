import { describe, expect, it } from 'vitest';
import { startCaptureViewer } from '../../test/kits/capture-test-kit';
import { mailCaptureRoutes } from '../mailer/mail-capture.routes';
import { pushCaptureRoutes } from '../push/push-capture.routes';
import { smsCaptureRoutes } from '../sms/sms-capture.routes';
import { isLoopbackAddress } from './capture-viewer';

describe('isLoopbackAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.7', false],
    ['::ffff:10.0.0.7', false],
    ['fe80::1', false],
    ['localhost', false],
    [undefined, false],
  ])('%s → %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});

describe('the capture viewers', () => {
  it.each([
    ['mail', mailCaptureRoutes, ['/dev/outbox', '/dev/outbox/20240101T000000000Z-00000000']],
    ['push', pushCaptureRoutes, ['/dev/push', '/dev/push.json']],
    ['sms', smsCaptureRoutes, ['/dev/sms', '/dev/sms.json']],
  ])('%s answers only clients on this machine, never through a proxy', async (_, routes, urls) => {
    const { app } = await startCaptureViewer(routes);
    for (const url of urls) {
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect((await app.inject({ url, remoteAddress })).statusCode, url).not.toBe(403);
      }
      for (const remoteAddress of ['10.0.0.7', '192.168.1.2', 'fe80::1']) {
        const refused = await app.inject({ url, remoteAddress });
        expect(refused.statusCode, url).toBe(403);
        expect(refused.headers['cache-control']).toBe('no-store');
        expect(refused.body).toContain('only to a browser on the machine the store runs on');
      }
      const forwarded = { url, headers: { 'x-forwarded-for': '127.0.0.1' } };
      expect((await app.inject(forwarded)).statusCode, url).toBe(403);
    }
  });
});
