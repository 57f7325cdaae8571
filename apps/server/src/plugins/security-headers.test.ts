import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, registerSecurityHeaders } from './security-headers';

describe('security headers', () => {
  it("are Helmet's defaults with the store's Content-Security-Policy", () => {
    const headers = helmetHeaders();
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';" +
        "frame-ancestors 'none';img-src 'self' data: blob:;object-src 'none';script-src 'self';" +
        "script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
    );
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-opener-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
    });
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('reports options Helmet refuses instead of sending no headers', () => {
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ['self'] } } }),
    ).toThrow(/self/);
  });

  it('are on every reply, errors included', async () => {
    const app = Fastify();
    registerSecurityHeaders(app);
    app.get('/ok', async () => ({ ok: true }));
    const ok = await app.inject('/ok');
    const missing = await app.inject('/missing');
    for (const res of [ok, missing]) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
    expect(missing.statusCode).toBe(404);
    await app.close();
  });
});
