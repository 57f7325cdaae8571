import { AUTH_MESSAGES } from '@store/shared/auth-messages';
import { ApiRequestError } from '../../../lib/api-error';

/** Why a company form was not accepted; English texts are translated where they are shown. */
export type SubmitProblem<Field extends string> =
  /** The server refused field values: English messages of the shared schemas, by field. */
  | { kind: 'fields'; fields: Partial<Record<Field, string>> }
  /** No answer arrived: the connection, not the form, is at fault. */
  | { kind: 'network' }
  /** The same e-mail address has applied to this position before (HTTP 409). */
  | { kind: 'alreadyApplied' }
  /** The position closed after the page loaded (HTTP 404). */
  | { kind: 'positionClosed' }
  /** Anything else: an English text for the whole form. */
  | { kind: 'message'; message: string };

type Detail = { path: string; message: string };

function isDetail(value: unknown): value is Detail {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    typeof value.path === 'string' &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/** The `details` of a 400 reply (`body.email` …), when the API client hands them on. */
function detailsOf(error: ApiRequestError): Detail[] {
  const details: unknown = 'details' in error ? error.details : undefined;
  return Array.isArray(details) ? details.filter(isDetail) : [];
}

/** The fields of a form, and the validation texts that only one of them can produce. */
export interface FormFields<Field extends string> {
  names: readonly Field[];
  byMessage: ReadonlyMap<string, Field>;
}

/**
 * Reads a failed submission. A 400 names the refused fields by its details when the API
 * client hands them on; otherwise by its message (the first problem's text) when only one
 * field's rules can produce that text.
 */
export function submitProblemOf<Field extends string>(
  error: unknown,
  form: FormFields<Field>,
): SubmitProblem<Field> {
  if (!(error instanceof ApiRequestError))
    return { kind: 'message', message: AUTH_MESSAGES.generic };
  if (error.status === 0) return { kind: 'network' };
  if (error.code === 'EBADCSRFTOKEN')
    return { kind: 'message', message: AUTH_MESSAGES.csrfInvalid };
  if (error.status === 429) return { kind: 'message', message: AUTH_MESSAGES.tooManyAttempts };
  if (error.status === 409 && error.code === 'ALREADY_APPLIED') return { kind: 'alreadyApplied' };
  if (error.status === 404 && error.code === 'NOT_FOUND') return { kind: 'positionClosed' };
  if (error.status === 400 && error.code !== 'EHTTP') {
    const fields: Partial<Record<Field, string>> = {};
    for (const { path, message } of detailsOf(error)) {
      const field = form.names.find((name) => path === `body.${name}`);
      if (field) fields[field] ??= message;
    }
    const field = form.byMessage.get(error.message);
    if (Object.keys(fields).length === 0 && field) fields[field] = error.message;
    if (Object.keys(fields).length > 0) return { kind: 'fields', fields };
    return { kind: 'message', message: error.message };
  }
  // Server failures may carry internals; the visitor gets the spec's generic wording.
  return { kind: 'message', message: AUTH_MESSAGES.generic };
}
