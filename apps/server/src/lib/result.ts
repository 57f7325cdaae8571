/**
 * The one way a service reports an expected failure: it returns a `Result` rather than
 * throwing. A failure is a plain object whose `reason` names what went wrong in the
 * module's own words (`'order-not-found'`, `'too-many-checkouts'`); it may carry what the
 * caller needs to answer (a retry delay, the remaining attempts). Each module maps its
 * reasons to a status, a code and the spec's message in its `<module>.errors.ts`, which
 * only routes use: services know nothing of HTTP.
 *
 * Thrown errors are left for the unexpected (a lost database, a bug); the error handler
 * answers those with a 500 that says nothing of the cause.
 */
export type Failure<Reason extends string = string> = { readonly reason: Reason };

export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<F extends Failure> = { readonly ok: false; readonly failure: F };
export type Result<T, F extends Failure> = Ok<T> | Err<F>;

export function ok<T>(value: T): Ok<T>;
export function ok(): Ok<undefined>;
export function ok<T>(value?: T): Ok<T | undefined> {
  return { ok: true, value };
}

/** A failure with nothing but its reason: `fail('order-not-found')`. */
export function fail<R extends string>(reason: R): Err<Failure<R>>;
/** A failure that carries more: `fail({ reason: 'locked', retryAfterSeconds: 60 })`. */
export function fail<F extends Failure>(failure: F): Err<F>;
export function fail(failure: string | Failure): Err<Failure> {
  return { ok: false, failure: typeof failure === 'string' ? { reason: failure } : failure };
}
