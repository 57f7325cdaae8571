import { ApiError } from '@store/shared/schemas/common';
import { CSRF_COOKIE, CSRF_HEADER } from '@store/shared/schemas/auth';
import { useAppSettingsStore } from '../stores/app-settings';
import { useAuthStore } from '../stores/auth';
import { ApiRequestError } from './api-error';
import { currentLanguage } from './i18n';

/** Everything the store's API serves lives under this prefix (proxied in development). */
export const API_BASE = '/api/v1';

/** Anything that can vouch for the shape of a response body; the shared zod schemas qualify. */
export interface ResponseSchema<T> {
  parse: (data: unknown) => T;
}

/** Validates a JSON array item by item with the schema of one entry. */
export function listOf<T>(item: ResponseSchema<T>): ResponseSchema<T[]> {
  return {
    parse: (data) => {
      if (!Array.isArray(data)) throw new TypeError('Expected a list');
      return data.map((entry: unknown) => item.parse(entry));
    },
  };
}

export type QueryValue = string | number | boolean | null | undefined;

interface RequestOptions {
  query?: Readonly<Record<string, QueryValue>>;
  signal?: AbortSignal;
  /** Headers a call needs besides the usual ones, such as checkout's idempotency key. */
  headers?: Readonly<Record<string, string>>;
  /**
   * A body sent as it is with its media type (a file), instead of the JSON `body`; a form
   * goes without a type, which the browser writes with the form's boundary.
   */
  rawBody?: { data: Blob | string; type: string } | { data: FormData };
}

type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Builds `/api/v1/…?…`, leaving out empty query values as the spec asks for filters. */
export function apiUrl(path: string, query?: Readonly<Record<string, QueryValue>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

/** The value of a readable cookie, or undefined. */
function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Retry-After in whole seconds; the HTTP-date form is not used by the store. */
function retryAfterOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

async function toRequestError(response: Response): Promise<ApiRequestError> {
  const json = await readJson(response);
  const body = ApiError.safeParse(json);
  if (body.success) {
    const { message, code, details } = body.data;
    const error = new ApiRequestError(
      response.status,
      message,
      code,
      details,
      retryAfterOf(response),
    );
    error.body = json;
    return error;
  }
  return new ApiRequestError(
    response.status,
    response.statusText || `Request failed with status ${response.status}`,
    'EHTTP',
  );
}

/**
 * Spec section 4: a 401, or a 403 for a bad CSRF token, on any call means the session is gone,
 * so the signed-in state must not outlive it.
 */
function endSessionOn(error: ApiRequestError): void {
  if (error.status === 401 || (error.status === 403 && error.code === 'EBADCSRFTOKEN')) {
    useAuthStore.getState().clear();
  }
}

async function request<T>(
  method: 'GET' | SendMethod,
  path: string,
  schema: ResponseSchema<T>,
  { query, signal, body, headers: extraHeaders, rawBody }: RequestOptions & { body?: unknown },
): Promise<T> {
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
  // The server answers, and writes mails and invoices, in the language the visitor reads.
  const language = currentLanguage();
  if (language) headers['Accept-Language'] = language;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (rawBody && 'type' in rawBody) headers['Content-Type'] = rawBody.type;
  if (method !== 'GET') {
    // Read at request time: the server hands out a fresh token whenever the session changes.
    const csrfToken = readCookie(CSRF_COOKIE);
    if (csrfToken) headers[CSRF_HEADER] = csrfToken;
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      credentials: 'include',
      headers,
      body: rawBody ? rawBody.data : body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // Cancellation is not a failure; let the caller (TanStack Query) see it as such.
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, 'Network request failed', 'ENETWORK');
  }

  // A shared-cacheable answer (lookups, settings) may come from the browser cache with the
  // headers of an earlier visit; only fresh answers announce the current currency and region.
  if (!/\bpublic\b/i.test(response.headers.get('cache-control') ?? '')) {
    useAppSettingsStore.getState().applyResponseHeaders(response.headers);
  }

  if (!response.ok) {
    const error = await toRequestError(response);
    endSessionOn(error);
    throw error;
  }

  try {
    return schema.parse(await readJson(response));
  } catch {
    throw new ApiRequestError(
      response.status,
      'Unexpected response from the server',
      'EBADRESPONSE',
    );
  }
}

/** GETs a JSON resource, records the announced settings and returns the validated body. */
export function apiGet<T>(
  path: string,
  schema: ResponseSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  return request('GET', path, schema, options);
}

/**
 * Sends a data-changing request with a JSON body and the CSRF header (spec section 6), and
 * returns the validated reply.
 */
export function apiSend<T>(
  method: SendMethod,
  path: string,
  body: unknown,
  schema: ResponseSchema<T>,
  options: RequestOptions = {},
): Promise<T> {
  return request(method, path, schema, { ...options, body });
}
