import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Adapter, AdapterPayload, default as ProviderClass } from 'oidc-provider';

/** A person at the test provider; these claims are released as they are. */
export type TestIdentity = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
};

export type TestOpenIdProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in (and consents) at the next authorization; 'deny' declines instead. */
  signInAs(identity: TestIdentity | 'deny'): void;
  /**
   * Walks a fresh browser from the authorization URL through login and consent to the
   * redirect back to the client, and returns that redirect.
   */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
};

// oidc-provider warns at import that Node 20 is older than it would like. The store runs on
// Node 20.19+, and this provider only stands in for Google in tests, so that one line goes.
async function importProvider(): Promise<typeof ProviderClass> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('Unsupported runtime')) warn(...args);
  };
  try {
    return (await import('oidc-provider')).default;
  } finally {
    console.warn = warn;
  }
}

// The provider's own in-memory adapter warns on every start; this one is just as small.
function memoryAdapter(): new (name: string) => Adapter {
  const store = new Map<string, AdapterPayload>();
  return class MemoryAdapter implements Adapter {
    constructor(private readonly name: string) {}
    private key(id: string): string {
      return `${this.name}:${id}`;
    }
    async upsert(id: string, payload: AdapterPayload): Promise<void> {
      store.set(this.key(id), payload);
    }
    async find(id: string): Promise<AdapterPayload | undefined> {
      return store.get(this.key(id));
    }
    async findByUserCode(): Promise<AdapterPayload | undefined> {
      return undefined;
    }
    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      for (const [key, payload] of store) {
        if (key.startsWith(`${this.name}:`) && payload.uid === uid) return payload;
      }
      return undefined;
    }
    async consume(id: string): Promise<void> {
      const payload = store.get(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string): Promise<void> {
      store.delete(this.key(id));
    }
    async revokeByGrantId(grantId: string): Promise<void> {
      for (const [key, payload] of store) if (payload.grantId === grantId) store.delete(key);
    }
  };
}

/** A real OpenID Connect provider on 127.0.0.1 with one client that must use PKCE. */
export async function startOpenIdProvider(redirectUri: string): Promise<TestOpenIdProvider> {
  const Provider = await importProvider();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'bigkeys-store';
  const clientSecret = randomBytes(16).toString('hex');
  const identities = new Map<string, TestIdentity>();
  let next: TestIdentity | 'deny' = 'deny';

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    findAccount: async (_context, sub) => {
      const identity = identities.get(sub);
      return identity && { accountId: sub, claims: async () => ({ ...identity }) };
    },
  });

  // Login and consent pages, answered at once for whoever `signInAs` named.
  const interact = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const details = await provider.interactionDetails(req, res);
    if (next === 'deny') {
      const result = { error: 'access_denied', error_description: 'The customer declined.' };
      return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    }
    if (details.prompt.name === 'login') {
      const result = { login: { accountId: next.sub } };
      return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false });
    }
    const { client_id, scope } = details.params;
    const grant = new provider.Grant({
      accountId: details.session?.accountId ?? next.sub,
      clientId: typeof client_id === 'string' ? client_id : clientId,
    });
    grant.addOIDCScope(typeof scope === 'string' ? scope : 'openid');
    const result = { consent: { grantId: await grant.save() } };
    return provider.interactionFinished(req, res, result, { mergeWithLastSubmission: true });
  };
  const handle = provider.callback();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!req.url?.startsWith('/interaction/')) {
      handle(req, res);
      return;
    }
    interact(req, res).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs: (identity) => {
      if (identity !== 'deny') identities.set(identity.sub, identity);
      next = identity;
    },
    authorize: async (authorizationUrl) => {
      const jar = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop += 1) {
        const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
        const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
        for (const line of res.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const at = pair.indexOf('=');
          const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
          if (value === '') jar.delete(name);
          else jar.set(name, value);
        }
        const location = res.headers.get('location');
        if (!location) throw new Error(`The provider answered ${res.status}: ${await res.text()}`);
        url = new URL(location, url);
        if (url.origin !== issuer) return url;
      }
      throw new Error('The provider redirected too often');
    },
    close: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    },
  };
}
