import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A serialised answer with its strong ETag, ready to send as it is: JSON unless `type` names
 * another content type.
 */
export type SerialisedAnswer = { body: Buffer; etag: string; type?: string; status?: number };

/** The compressions an answer is sent in, the store's preference first. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];
/** Smaller answers go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 4, as the store compresses every other reply: most of the gain for little CPU.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  gzip: (body) => promisify(gzip)(body),
};

/** An answer's bytes in an encoding, compressed off the main thread. */
export const encodeAnswer = (body: Buffer, encoding: Encoding): Promise<Buffer> =>
  compressors[encoding](body);

/** The first of the store's encodings the request accepts (a `q=0` refuses one), if any. */
export function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (!refused) accepted.add(name.trim());
  }
  return ENCODINGS.find((encoding) => accepted.has(encoding));
}

/** The same answer in one encoding: its own bytes and its own strong ETag (RFC 9110 §8.8.3). */
export type EncodedAnswer = { encoding: Encoding; body: Buffer };

/** The answer's bytes (as a serialiser made them) and a strong ETag of exactly those bytes. */
export function serialisedAnswer(
  json: string | ArrayBuffer | Buffer,
  type?: string,
): SerialisedAnswer {
  let body: Buffer;
  if (typeof json === 'string') body = Buffer.from(json);
  else body = Buffer.isBuffer(json) ? json : Buffer.from(json);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return type ? { body, etag, type } : { body, etag };
}

/** Whether the request's If-None-Match names this ETag (weak forms compare equal, as RFC 9110 says). */
function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const match = request.headers['if-none-match'];
  if (!match) return false;
  return match.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/**
 * Sends a serialised answer, or its `encoded` form, with its ETag and the given
 * Cache-Control; a request whose If-None-Match matches gets 304 and no body.
 */
export function sendSerialised(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: SerialisedAnswer,
  cacheControl: string,
  encoded?: EncodedAnswer,
) {
  const etag = encoded ? `${answer.etag.slice(0, -1)}-${encoded.encoding}"` : answer.etag;
  const vary = reply.getHeader('vary');
  reply
    .header('cache-control', cacheControl)
    .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  // An error page (a product that does not exist) is answered in full each time.
  if (answer.status === undefined || answer.status === 200) {
    reply.header('etag', etag);
    if (matchesEtag(request, etag)) return reply.code(304).send();
  } else {
    reply.code(answer.status);
  }
  reply.type(answer.type ?? 'application/json; charset=utf-8');
  if (!encoded) return reply.send(answer.body);
  // Already compressed: the compression plugin leaves a reply with a Content-Encoding alone.
  return reply.header('content-encoding', encoded.encoding).send(encoded.body);
}
