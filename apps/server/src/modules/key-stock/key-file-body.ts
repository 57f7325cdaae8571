import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_KEY_FILE_BYTES } from '@store/shared/rules/key-file';
import { binaryFileError, KeyFileTooLargeError } from './key-stock.errors';

/** The media types a key file may come as. */
export const KEY_FILE_TYPES = ['text/plain', 'text/csv'];

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads a key file sent as the raw body (`text/plain` or `text/csv`) into text, in the
 * routes registered beside it: larger than MAX_KEY_FILE_BYTES is a 413 (refused from its
 * Content-Length before reading when it says so), and NUL bytes or bytes that are not UTF-8
 * a 400 "binary file", both before anything is looked at.
 */
export function registerKeyFileBody(app: FastifyInstance): void {
  app.removeContentTypeParser(KEY_FILE_TYPES);
  app.addContentTypeParser(
    KEY_FILE_TYPES,
    async (request: FastifyRequest, payload: IncomingMessage) => {
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > MAX_KEY_FILE_BYTES) {
        throw new KeyFileTooLargeError();
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of payload as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_KEY_FILE_BYTES) throw new KeyFileTooLargeError();
        chunks.push(chunk);
      }
      const bytes = Buffer.concat(chunks);
      if (bytes.includes(0)) throw binaryFileError();
      try {
        return decoder.decode(bytes);
      } catch {
        throw binaryFileError();
      }
    },
  );
}
