import type { FastifyInstance } from 'fastify';
import { connectRedisBroadcast } from '../adapters/broadcast/redis-broadcast';
import { sha256 } from '../lib/sha256';
import {
  createCatalogueCache,
  forgetAfterWrites,
  type CatalogueCache,
} from '../modules/catalog/catalogue-cache';

/**
 * Where an instance announces a change of the catalogue to the others: named after the
 * store's session secret, which all its instances share, so stores sharing a Redis never
 * forget each other's answers.
 */
const changeChannel = (storeSecret: Buffer): string =>
  `store:catalogue-changed:${sha256(storeSecret.toString('hex')).slice(0, 16)}`;

/**
 * The writes after which a catalogue answer may differ: checkout holds keys and cancels
 * unpaid orders, payments sell or release them (`/api/v1/payment`); the back office edits
 * products, prices and stock, approves and rejects orders (`/api/v1/admin`); identity
 * decisions settle held orders; reviews move a product's stars (`/api/v1/product`).
 */
const CATALOGUE_WRITES = [
  '/api/v1/payment',
  '/api/v1/admin',
  '/api/v1/identity',
  '/api/v1/product',
];

/**
 * The instance's cache of catalogue answers (`app.catalogueCache`): forgotten after every
 * write above before its reply leaves, by the outbox's events (event-subscriptions.ts), and,
 * with `redisUrl`, whenever another instance forgets its own.
 */
export async function registerCatalogueCache(
  app: FastifyInstance,
  options: {
    maxBytes: number;
    redisUrl: string | undefined;
    storeSecret: Buffer;
    log: (message: string, error?: unknown) => void;
  },
): Promise<CatalogueCache> {
  let announce: (() => void) | undefined;
  const cache = createCatalogueCache({
    maxBytes: options.maxBytes,
    announce: () => announce?.(),
  });
  // Announced even with the cache off here: other instances may keep theirs.
  if (options.redisUrl) {
    const broadcast = await connectRedisBroadcast(
      options.redisUrl,
      changeChannel(options.storeSecret),
      () => cache.forgetHere(),
      options.log,
    );
    announce = broadcast.announce;
    app.addHook('onClose', async () => broadcast.close());
  }
  forgetAfterWrites(app, cache, CATALOGUE_WRITES);
  app.decorate('catalogueCache', cache);
  return cache;
}
