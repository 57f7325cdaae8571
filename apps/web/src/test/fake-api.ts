import { vi } from 'vitest';

/** Headers the real server sends with every response. */
export const ANNOUNCED_HEADERS = {
  'x-currency': 'EUR',
  'x-region': 'EU',
  'x-user-ip': '203.0.113.7',
} as const;

export interface FakeReply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Answers one API path (without the /api/v1 prefix); gets the full URL to read the query. */
export type FakeRoute = (url: URL) => FakeReply;

const unexpectedRequests: string[] = [];

/**
 * Replaces fetch with a fake API serving only the given routes. Any other request gets a 404
 * like the real server's and is recorded, so the test fails (see setup).
 */
export function stubApi(routes: Record<string, FakeRoute>) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const url = new URL(
      input instanceof Request ? input.url : String(input),
      window.location.origin,
    );
    const apiPath = url.pathname.replace(/^\/api\/v1/, '');
    const route = routes[apiPath];
    if (!route) unexpectedRequests.push(`${url.pathname}${url.search}`);
    const reply: FakeReply = route?.(url) ?? {
      status: 404,
      body: { message: 'Not found', code: 'NOT_FOUND' },
    };
    return Promise.resolve(
      new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json', ...ANNOUNCED_HEADERS, ...reply.headers },
      }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Empties the record of unexpected requests and returns what it held. */
export function takeUnexpectedRequests(): string[] {
  return unexpectedRequests.splice(0);
}
