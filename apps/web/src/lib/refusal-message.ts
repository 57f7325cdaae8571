import { ApiRequestError } from './api-error';

/**
 * The server's own words when it refused a request (a 4xx with a message), else undefined:
 * no reply, an unreadable one, or a server failure whose text may carry internals.
 */
export function refusalMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.status < 400 || error.status >= 500) return undefined;
  if (error.code === 'EHTTP' || error.code === 'EBADRESPONSE') return undefined;
  return error.message;
}

/** A schema's English messages by their text, to find the key of a message the server sent. */
export function keysByText<Key extends string>(
  messages: Readonly<Record<Key, string>>,
): Map<string, Key> {
  return new Map(Object.entries<string>(messages).map(([key, text]) => [text, key as Key]));
}
