import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  acceptedEncoding,
  COMPRESS_THRESHOLD_BYTES,
  encodeAnswer,
  sendSerialised,
  serialisedAnswer,
  type EncodedAnswer,
  type Encoding,
  type SerialisedAnswer,
} from '../../lib/http-cache';
import type { RequestLocale } from '../locale/locale.service';

/** A safety net only: every change forgets the cache at once (docs/architecture.md). */
const ENTRY_TTL_MS = 5 * 60_000;
// The key and the ETag beside the body, roughly.
const ENTRY_OVERHEAD_BYTES = 200;

/** An answer as kept: its bytes, and each compression of them once a request asked for it. */
type KeptAnswer = SerialisedAnswer & { encoded: Partial<Record<Encoding, Buffer>> };

const keptSize = (answer: KeptAnswer, key: string): number =>
  answer.body.byteLength +
  (answer.encoded.br?.byteLength ?? 0) +
  (answer.encoded.gzip?.byteLength ?? 0) +
  key.length +
  ENTRY_OVERHEAD_BYTES;

/**
 * The catalogue's answers as sent (bytes and ETag), the same for every visitor, kept in
 * memory up to a size in bytes and forgotten whenever the catalogue, a price or stock
 * changes.
 */
export type CatalogueCache = {
  /**
   * Answers from the cache, or produces, serialises and keeps the answer; with a matching
   * If-None-Match the reply is a 304 without touching the database. `key` names everything
   * the answer depends on; a failure `produce` throws is not kept.
   */
  serve: (
    request: FastifyRequest,
    reply: FastifyReply,
    key: readonly unknown[],
    produce: () => Promise<unknown>,
    cacheControl?: string,
  ) => Promise<FastifyReply>;
  /**
   * A page the server draws from catalogue answers (home, the catalogue, a product page),
   * kept and sent the same way. `produce` draws it; a page it marks `keep: false` (drawn
   * plain after a failure, a product that does not exist) is sent but not kept.
   */
  servePage: (
    request: FastifyRequest,
    reply: FastifyReply,
    key: readonly unknown[],
    produce: () => Promise<{ html: string; keep: boolean; status?: number }>,
  ) => Promise<FastifyReply>;
  /** Forgets every answer here and tells the other instances to do the same. */
  forget: () => void;
  /** Forgets every answer of this instance only (another instance announced a change). */
  forgetHere: () => void;
  /** How many answers and bytes are kept, for tests and the benchmark. */
  size: () => { entries: number; bytes: number };
};

export type CatalogueCacheOptions = {
  /** The most bytes kept; 0 turns the cache off (every request produces its answer). */
  maxBytes: number;
  /** Tells the other instances that the catalogue changed (Redis), when there are any. */
  announce?: () => void;
};

/** The currency an answer's prices are in: a new rate is a new key, so no old price is served. */
export const currencyKey = (locale: RequestLocale): string =>
  `${locale.currency.code}:${locale.currency.rateMicros}:${locale.currency.symbol}`;

/** Creates an instance's cache of catalogue answers. */
export function createCatalogueCache({
  maxBytes,
  announce,
}: CatalogueCacheOptions): CatalogueCache {
  const entries =
    maxBytes > 0
      ? new LRUCache<string, KeptAnswer>({
          maxSize: maxBytes,
          sizeCalculation: keptSize,
          ttl: ENTRY_TTL_MS,
          // Answers are produced on demand: an expired one is never worth a timer.
          ttlAutopurge: false,
        })
      : undefined;
  // Bumped by every change: an answer produced from a read that began before the change is
  // not kept, however late it finishes (the read may not have seen the change).
  let generation = 0;
  // Requests for the same missing answer wait for one production instead of each querying.
  const producing = new Map<string, Promise<KeptAnswer>>();

  function forgetHere(): void {
    generation += 1;
    entries?.clear();
    producing.clear();
  }

  /**
   * The kept answer for `key`, or the one `produce` makes, kept when it says so. Requests for
   * the same missing answer share one production.
   */
  async function keptOrProduced(
    key: string,
    produce: () => Promise<{ answer: SerialisedAnswer; keep: boolean }>,
  ): Promise<KeptAnswer> {
    const kept = entries?.get(key);
    if (kept) return kept;
    const slot = `${generation}:${key}`;
    let pending = producing.get(slot);
    if (!pending) {
      const startedIn = generation;
      pending = produce()
        .then(({ answer, keep }) => {
          const made: KeptAnswer = { ...answer, encoded: {} };
          if (keep && entries && startedIn === generation) entries.set(key, made);
          return made;
        })
        .finally(() => producing.delete(slot));
      producing.set(slot, pending);
    }
    return pending;
  }

  /**
   * The answer compressed for the request, made once per kept answer and encoding: with the
   * answer kept, compressing it is most of what a request would cost.
   */
  async function encodedFor(
    request: FastifyRequest,
    key: string,
    answer: KeptAnswer,
  ): Promise<EncodedAnswer | undefined> {
    const encoding = acceptedEncoding(request);
    if (!encoding || answer.body.byteLength < COMPRESS_THRESHOLD_BYTES) return undefined;
    const made = answer.encoded[encoding];
    if (made) return { encoding, body: made };
    const body = await encodeAnswer(answer.body, encoding);
    // A new entry, so its size counts the new bytes; unless it was forgotten meanwhile.
    if (entries?.peek(key) === answer) {
      const encoded = { ...answer.encoded, [encoding]: body };
      entries.set(key, { ...answer, encoded }, { noUpdateTTL: true });
    }
    return { encoding, body };
  }

  return {
    async serve(request, reply, keyParts, produce, cacheControl = 'no-cache') {
      const key = JSON.stringify(keyParts);
      const answer = await keptOrProduced(key, async () => ({
        answer: serialisedAnswer(reply.serialize(await produce())),
        keep: true,
      }));
      const encoded = await encodedFor(request, key, answer);
      request.sharedReply = true;
      return sendSerialised(request, reply, answer, cacheControl, encoded);
    },
    async servePage(request, reply, keyParts, produce) {
      const key = JSON.stringify(['page', ...keyParts]);
      const answer = await keptOrProduced(key, async () => {
        const { html, keep, status } = await produce();
        const answer = serialisedAnswer(html, 'text/html; charset=utf-8');
        return { answer: status === undefined ? answer : { ...answer, status }, keep };
      });
      const encoded = await encodedFor(request, key, answer);
      return sendSerialised(request, reply, answer, 'no-cache', encoded);
    },
    forget() {
      forgetHere();
      announce?.();
    },
    forgetHere,
    size: () => ({ entries: entries?.size ?? 0, bytes: entries?.calculatedSize ?? 0 }),
  };
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Forgets the cache once any write under these prefixes has done its work, before its reply
 * leaves: the change has committed, and the same client's next read is fresh (a checkout
 * that took the last key, a staff edit, a payment that released its keys).
 */
export function forgetAfterWrites(
  app: FastifyInstance,
  cache: Pick<CatalogueCache, 'forget'>,
  prefixes: readonly string[],
): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (READS.has(request.method)) return payload;
    const path = request.url.split('?', 1)[0] ?? '';
    if (prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
      cache.forget();
    }
    return payload;
  });
}
