/** Domain errors that services throw for expected failures the error handler maps to replies. */
export class NotFoundError extends Error {
  override name = 'NotFoundError';
  readonly code = 'NOT_FOUND';
}
