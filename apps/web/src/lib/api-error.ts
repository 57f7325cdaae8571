/**
 * A failed API call: the HTTP status (0 when no response arrived) and the server's message and
 * code. Kept apart from the client so code in the first-load bundle can recognise it without
 * pulling in the response schemas.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly code: string;

  constructor(status: number, message: string, code: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}
