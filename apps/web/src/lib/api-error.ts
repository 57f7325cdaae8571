/** One refused field of a request: where (`lines.0.quantity`) and the server's words. */
export interface FieldProblem {
  path: string;
  message: string;
}

/**
 * A failed API call: the HTTP status (0 when no response arrived) and the server's message and
 * code. Kept apart from the client so code in the first-load bundle can recognise it without
 * pulling in the response schemas.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly code: string;
  /** For a 400: every field the server refused and why, so a form can mark each one. */
  readonly details: readonly FieldProblem[];
  /** For a 429: how many seconds the server asked to wait (its Retry-After), when it said. */
  readonly retryAfterSeconds: number | undefined;
  /** The whole reply, for a refusal that carries more than the usual fields (a report). */
  body: unknown = undefined;

  constructor(
    status: number,
    message: string,
    code: string,
    details: readonly FieldProblem[] = [],
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
