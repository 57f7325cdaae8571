import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createCatalogueCache, type CatalogueCache } from './catalogue-cache';

// The cache on its own, behind a bare Fastify route: what it keeps, how much, and what a
// change in the middle of a read does.

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A route `/answer/:key` whose answer is `produce(key)`, counted. */
async function serveWith(cache: CatalogueCache, produce: (key: string) => Promise<unknown>) {
  const calls: string[] = [];
  app = Fastify();
  app.get<{ Params: { key: string } }>('/answer/:key', async (request, reply) =>
    cache.serve(request, reply, ['answer', request.params.key], async () => {
      calls.push(request.params.key);
      return produce(request.params.key);
    }),
  );
  await app.ready();
  const get = (key: string, headers: Record<string, string> = {}) =>
    (app as FastifyInstance).inject({ url: `/answer/${key}`, headers });
  return { calls, get };
}

describe('the catalogue cache', () => {
  it('answers again from memory with the same bytes and ETag, and 304 for a matching If-None-Match', async () => {
    const cache = createCatalogueCache({ maxBytes: 1024 * 1024 });
    const { calls, get } = await serveWith(cache, async (key) => ({ key, n: 1 }));
    const first = await get('a');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ key: 'a', n: 1 });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await get('a');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    const revalidated = await get('a', { 'if-none-match': `"other", W/${etag}` });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(calls).toEqual(['a']);

    expect((await get('b', { 'if-none-match': etag })).statusCode).toBe(200);
    expect(calls).toEqual(['a', 'b']);
  });

  it('compresses a kept answer once per encoding, with an ETag of its own', async () => {
    const cache = createCatalogueCache({ maxBytes: 1024 * 1024 });
    const { calls, get } = await serveWith(cache, async (key) => ({ key, pad: 'y'.repeat(5000) }));
    const plain = await get('a');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const sizeBefore = cache.size().bytes;
    const br = await get('a', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 10);
    expect(cache.size().bytes).toBe(sizeBefore + br.rawPayload.byteLength);

    const again = await get('a', { 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    expect(cache.size().bytes).toBe(sizeBefore + br.rawPayload.byteLength);
    const gz = await get('a', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const revalidated = await get('a', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(calls).toEqual(['a']);
  });

  it('keeps no more bytes than its limit, dropping the least recently used', async () => {
    const cache = createCatalogueCache({ maxBytes: 10_000 });
    const { calls, get } = await serveWith(cache, async (key) => ({ key, pad: 'x'.repeat(1000) }));
    for (let i = 0; i < 30; i++) await get(`k${i}`);
    const { entries, bytes } = cache.size();
    expect(bytes).toBeLessThanOrEqual(10_000);
    expect(entries).toBeGreaterThan(3);
    expect(entries).toBeLessThan(30);
    await get('k29');
    await get('k0');
    expect(calls.filter((k) => k === 'k29')).toHaveLength(1);
    expect(calls.filter((k) => k === 'k0')).toHaveLength(2);
  });

  it('keeps nothing with a limit of 0', async () => {
    const cache = createCatalogueCache({ maxBytes: 0 });
    const { calls, get } = await serveWith(cache, async (key) => ({ key }));
    await get('a');
    await get('a');
    expect(calls).toEqual(['a', 'a']);
    expect(cache.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it('reads once for requests that wait on the same missing answer', async () => {
    const cache = createCatalogueCache({ maxBytes: 1024 * 1024 });
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { calls, get } = await serveWith(cache, async (key) => {
      await gate;
      return { key };
    });
    const replies = Promise.all([get('a'), get('a'), get('a')]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const bodies = (await replies).map((r) => r.body);
    expect(new Set(bodies)).toEqual(new Set([JSON.stringify({ key: 'a' })]));
    expect(calls).toEqual(['a']);
  });

  it('does not keep an answer whose read began before a change, and forgets on every change', async () => {
    let announced = 0;
    const cache = createCatalogueCache({
      maxBytes: 1024 * 1024,
      announce: () => {
        announced += 1;
      },
    });
    let stock = 1;
    let release = (): void => undefined;
    let gate: Promise<void> = Promise.resolve();
    const { calls, get } = await serveWith(cache, async () => {
      const seen = stock;
      await gate;
      return { stock: seen };
    });
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const early = get('a');
    await new Promise((resolve) => setTimeout(resolve, 20));
    stock = 0;
    cache.forget();
    release();
    expect((await early).json()).toEqual({ stock: 1 });
    expect((await get('a')).json()).toEqual({ stock: 0 });
    expect((await get('a')).json()).toEqual({ stock: 0 });
    expect(calls).toHaveLength(2);
    expect(announced).toBe(1);

    stock = 5;
    cache.forgetHere();
    expect((await get('a')).json()).toEqual({ stock: 5 });
    expect(announced).toBe(1);
  });

  it('keeps no failure', async () => {
    const cache = createCatalogueCache({ maxBytes: 1024 * 1024 });
    let fail = true;
    const { calls, get } = await serveWith(cache, async (key) => {
      if (fail) throw new Error('not yet');
      return { key };
    });
    expect((await get('a')).statusCode).toBe(500);
    fail = false;
    expect((await get('a')).statusCode).toBe(200);
    expect(calls).toEqual(['a', 'a']);
  });
});
