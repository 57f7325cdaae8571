import { randomInt } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CSRF_COOKIE, CSRF_HEADER } from '@store/shared/schemas/auth';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export type TestClient = {
  /** Like `app.inject`, with this client's cookies, and the CSRF header on mutations. */
  request: (options: InjectOptions & { csrf?: boolean }) => Promise<LightMyRequestResponse>;
  cookie: (name: string) => string | undefined;
  setCookie: (name: string, value: string) => void;
};

/** A browser-like client: keeps cookies between requests and echoes the CSRF token. */
export function createTestClient(app: FastifyInstance): TestClient {
  const jar = new Map<string, string>();
  // Each client is its own browser on its own address, so per-IP limits apply per client.
  const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const remember = (res: LightMyRequestResponse): void => {
    for (const c of res.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (expired || c.value === '') jar.delete(c.name);
      else jar.set(c.name, c.value);
    }
  };
  const send = async (
    options: InjectOptions & { csrf?: boolean },
  ): Promise<LightMyRequestResponse> => {
    const method = (options.method ?? 'GET').toUpperCase();
    const wantsCsrf = MUTATING.has(method) && options.csrf !== false;
    if (wantsCsrf && !jar.has(CSRF_COOKIE)) remember(await send({ url: '/api/v1/health' }));
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.inject({
      remoteAddress,
      ...options,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(wantsCsrf ? { [CSRF_HEADER]: jar.get(CSRF_COOKIE) ?? '' } : {}),
        ...options.headers,
      },
    });
    remember(res);
    return res;
  };
  return {
    request: send,
    cookie: (name) => jar.get(name),
    setCookie: (name, value) => jar.set(name, value),
  };
}
