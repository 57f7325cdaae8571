import type { FastifyInstance } from 'fastify';
import { findDuplicateJsonKey } from '../lib/duplicate-json-keys';
import { BadRequestError } from '../lib/http-errors';

// Enough to tell which key; a key can be as long as the body.
const SHOWN_KEY_LENGTH = 64;

/**
 * JSON bodies as Fastify parses them (secure-json-parse: `__proto__` and
 * `constructor.prototype` keys refused), and refused with a 400 when one object names a key
 * twice: `JSON.parse` would keep the last, while a proxy, a signature check or a log may
 * have read the first.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    // Fastify's parser is synchronous: it has answered through the callback when it returns.
    void parse(request, text, (error, value) => {
      if (error) {
        done(error, undefined);
        return;
      }
      const key = findDuplicateJsonKey(text);
      if (key === undefined) {
        done(null, value);
        return;
      }
      const shown = key.length > SHOWN_KEY_LENGTH ? `${key.slice(0, SHOWN_KEY_LENGTH)}…` : key;
      done(
        new BadRequestError(`The JSON body names "${shown}" more than once.`, 'DUPLICATE_JSON_KEY'),
        undefined,
      );
    });
  });
}
