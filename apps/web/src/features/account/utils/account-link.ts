import { ApiRequestError } from '../../../lib/api-error';

/** The token a mailed link carries in its query, or undefined when the link lost it. */
export function linkToken(params: URLSearchParams): string | undefined {
  return params.get('token')?.trim() || undefined;
}

/** True for the server's answer to an expired, used or unknown link. */
export function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'LINK_INVALID';
}

/** The e-mail address a page passed along in the router state (the sign-in form's), or ''. */
export function emailFromState(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('email' in state)) return '';
  return typeof state.email === 'string' ? state.email : '';
}
