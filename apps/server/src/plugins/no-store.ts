import type { FastifyInstance } from 'fastify';

// Everything under these is about one customer: the account, sign-in, orders, invoices,
// keys, gifts, favourites and payments.
const PERSONAL_PREFIXES = ['/api/v1/users', '/api/v1/auth', '/api/v1/payment'];

const isUnder = (path: string, prefix: string): boolean =>
  path === prefix || path.startsWith(`${prefix}/`);

/**
 * No browser or shared cache keeps a reply about one customer: every reply under the
 * personal prefixes, and any other /api reply to a signed-in request, carries
 * `Cache-Control: no-store`, unless its route declared it `public` (the same for everyone,
 * as the catalogue's lookups are).
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (!path.startsWith('/api/')) return payload;
    const personal = PERSONAL_PREFIXES.some((prefix) => isUnder(path, prefix));
    if (!personal && !request.auth) return payload;
    const declared = String(reply.getHeader('cache-control') ?? '');
    if (!personal && /\bpublic\b/i.test(declared)) return payload;
    reply.header('cache-control', 'no-store');
    return payload;
  });
}
