import { ApiError } from '@store/shared/schemas/common';
import { useAppSettingsStore } from '../stores/app-settings';
import { ApiRequestError } from './api-error';

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
}

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

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function toRequestError(response: Response): Promise<ApiRequestError> {
  const body = ApiError.safeParse(await readJson(response));
  if (body.success) return new ApiRequestError(response.status, body.data.message, body.data.code);
  return new ApiRequestError(
    response.status,
    response.statusText || `Request failed with status ${response.status}`,
    'EHTTP',
  );
}

/** GETs a JSON resource, records the announced settings and returns the validated body. */
export async function apiGet<T>(
  path: string,
  schema: ResponseSchema<T>,
  { query, signal }: RequestOptions = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method: 'GET',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal,
    });
  } catch (error) {
    // Cancellation is not a failure; let the caller (TanStack Query) see it as such.
    if (signal?.aborted) throw error;
    throw new ApiRequestError(0, 'Network request failed', 'ENETWORK');
  }

  useAppSettingsStore.getState().applyResponseHeaders(response.headers);

  if (!response.ok) throw await toRequestError(response);

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
