import { vi } from 'vitest';
import { achievementProfile } from './loyalty-fixtures';

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

/** What a fake route may inspect about the request besides its URL. */
export interface FakeRequest {
  method: string;
  headers: Headers;
  /** The parsed JSON body, if one was sent. */
  body: unknown;
}

/** Answers one API path (without the /api/v1 prefix); gets the full URL to read the query. */
export type FakeRoute = (url: URL, request: FakeRequest) => FakeReply;

/** The server's reply to a request without a session. */
export const UNAUTHORIZED: FakeReply = {
  status: 401,
  body: { message: 'User not authenticated', code: 'UNAUTHORIZED' },
};

/**
 * Every page asks who is signed in and whether the store is up when the app starts; unless a
 * test says otherwise the answer is "a guest" in a healthy store. The header's links and
 * search lead to /products, so its calls get an empty catalogue unless a test fills it.
 */
const DEFAULT_ROUTES: Record<string, FakeRoute> = {
  '/auth/me': () => UNAUTHORIZED,
  '/health': () => ({ body: { status: 'ok' } }),
  '/product/home': () => ({
    body: { underConstruction: false, supportEmail: 'support@bigkeys.local' },
  }),
  '/product/products': () => ({
    body: { products: [], total: 0, page: 1, pageSize: 24, currency: 'EUR', currencySymbol: '€' },
  }),
  '/product/platforms': () => ({ body: [] }),
  '/product/genres': () => ({ body: [] }),
  // A signed-in customer's pages ask for achievements to toast and the overview for the
  // loyalty figures: by default nothing new, and a newcomer's profile.
  '/users/me/achievements/unseen': () => ({ body: { achievements: [] } }),
  '/users/me/achievement-profile': () => ({ body: achievementProfile() }),
};

const unexpectedRequests: string[] = [];

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return undefined;
  return JSON.parse(body) as unknown;
}

/**
 * Replaces fetch with a fake API serving only the given routes. Any other request gets a 404
 * like the real server's and is recorded, so the test fails (see setup).
 */
export function stubApi(routes: Record<string, FakeRoute>) {
  const allRoutes = { ...DEFAULT_ROUTES, ...routes };
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      input instanceof Request ? input.url : String(input),
      window.location.origin,
    );
    const apiPath = url.pathname.replace(/^\/api\/v1/, '');
    const route = allRoutes[apiPath];
    if (!route) unexpectedRequests.push(`${url.pathname}${url.search}`);
    const request: FakeRequest = {
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: parseBody(init?.body),
    };
    const reply: FakeReply = route?.(url, request) ?? {
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
