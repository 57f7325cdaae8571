import * as client from 'openid-client';
import { z } from 'zod';
import { Email } from '@store/shared/schemas/auth';
import {
  SOCIAL_PROVIDER_NAMES,
  type SocialProvider,
  type SocialProviderId,
} from '@store/shared/schemas/social-auth';
/** A social sign-in with its client credentials at the provider. */
export type SocialProviderConfig = {
  id: SocialProviderId;
  clientId: string;
  clientSecret: string;
  /** OpenID Connect issuer to discover; undefined means Discord's own OAuth2 endpoints. */
  issuer: string | undefined;
};

/** Who signed in at the provider, in the store's terms. */
export type SocialProfile = {
  subject: string;
  email: string | null;
  /** Whether the provider vouches that the person controls `email`. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
};

/** The secrets a callback must match, made when the flow starts. */
export type SignInChecks = { state: string; codeVerifier: string; nonce?: string | undefined };

/** One configured provider, spoken to through openid-client. */
export type SocialSignIn = {
  readonly id: SocialProviderId;
  readonly name: string;
  /** Where the provider sends the browser back; registered with the provider as is. */
  readonly callbackUrl: string;
  /** The provider's sign-in page for a new flow: PKCE (S256), state, and a nonce where OIDC. */
  authorizationUrl(): Promise<{ url: URL; checks: SignInChecks }>;
  /** Redeems the code after checking state, PKCE, ID token and nonce; reads the profile. */
  profileFromCallback(currentUrl: URL, checks: SignInChecks): Promise<SocialProfile>;
};

// Discord speaks OAuth2 without OpenID Connect discovery or ID tokens.
const DISCORD = {
  server: {
    issuer: 'https://discord.com',
    authorization_endpoint: 'https://discord.com/oauth2/authorize',
    token_endpoint: 'https://discord.com/api/oauth2/token',
  },
  userUrl: 'https://discord.com/api/users/@me',
  scope: 'identify email',
} as const;
const OIDC_SCOPE = 'openid email profile';

const DiscordUser = z.object({
  id: z.string().min(1),
  email: z.string().nullish(),
  verified: z.boolean().nullish(),
});

const nameOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : null;
const emailOf = (value: unknown): string | null => {
  const parsed = Email.safeParse(value);
  return parsed.success ? parsed.data : null;
};

async function connect(
  settings: SocialProviderConfig,
  providerFetch: client.CustomFetch | undefined,
): Promise<client.Configuration> {
  if (settings.issuer === undefined) {
    const config = new client.Configuration(
      DISCORD.server,
      settings.clientId,
      settings.clientSecret,
    );
    if (providerFetch) config[client.customFetch] = providerFetch;
    return config;
  }
  const issuer = new URL(settings.issuer);
  // The configuration admits plain http only for an issuer on this machine.
  const execute =
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- loopback issuers only, see config.ts
    issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [];
  return client.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
    execute,
    timeout: 10,
    ...(providerFetch ? { [client.customFetch]: providerFetch } : {}),
  });
}

/**
 * A provider client; its discovery runs on first use and is retried after a failure.
 * `providerFetch` stands in for the provider's servers in tests.
 */
export function createSocialSignIn(
  settings: SocialProviderConfig,
  publicUrl: string,
  providerFetch?: client.CustomFetch,
): SocialSignIn {
  const isOidc = settings.issuer !== undefined;
  const callbackUrl = `${publicUrl}/api/v1/auth/${settings.id}/callback`;
  let configuration: Promise<client.Configuration> | undefined;
  const configure = (): Promise<client.Configuration> => {
    configuration ??= connect(settings, providerFetch).catch((error: unknown) => {
      configuration = undefined;
      throw error;
    });
    return configuration;
  };

  return {
    id: settings.id,
    name: SOCIAL_PROVIDER_NAMES[settings.id],
    callbackUrl,
    async authorizationUrl() {
      const config = await configure();
      const checks: SignInChecks = {
        state: client.randomState(),
        codeVerifier: client.randomPKCECodeVerifier(),
        nonce: isOidc ? client.randomNonce() : undefined,
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl,
        scope: isOidc ? OIDC_SCOPE : DISCORD.scope,
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        ...(checks.nonce ? { nonce: checks.nonce } : {}),
      });
      return { url, checks };
    },
    async profileFromCallback(currentUrl, checks) {
      const config = await configure();
      const tokens = await client.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        ...(checks.nonce ? { expectedNonce: checks.nonce } : {}),
      });
      if (!isOidc) {
        const res = await client.fetchProtectedResource(
          config,
          tokens.access_token,
          new URL(DISCORD.userUrl),
          'GET',
        );
        if (!res.ok) throw new Error(`Discord answered ${res.status} for the user`);
        const user = DiscordUser.parse(await res.json());
        const email = emailOf(user.email);
        // Discord has no first and last names, only handles: the profile asks for them.
        return {
          subject: user.id,
          email,
          emailVerified: email !== null && user.verified === true,
          firstName: null,
          lastName: null,
        };
      }
      const idToken = tokens.claims();
      if (!idToken) throw new Error('The provider returned no ID token');
      // Some providers (oidc-provider by default) keep e-mail and names out of the ID token.
      const userInfo = config.serverMetadata().userinfo_endpoint
        ? await client.fetchUserInfo(config, tokens.access_token, idToken.sub)
        : {};
      const claims: Record<string, unknown> = { ...idToken, ...userInfo };
      const email = emailOf(claims.email);
      return {
        subject: idToken.sub,
        email,
        emailVerified: email !== null && claims.email_verified === true,
        firstName: nameOf(claims.given_name),
        lastName: nameOf(claims.family_name),
      };
    },
  };
}

/** The configured providers, by id. */
export type SocialSignIns = {
  list(): SocialProvider[];
  find(id: string): SocialSignIn | undefined;
};

/** Clients for every configured provider; none are contacted until a customer uses one. */
export function createSocialSignIns(
  settings: readonly SocialProviderConfig[],
  publicUrl: string,
): SocialSignIns {
  const byId = new Map(settings.map((s) => [s.id as string, createSocialSignIn(s, publicUrl)]));
  return {
    list: () => [...byId.values()].map(({ id, name }) => ({ id, name })),
    find: (id) => byId.get(id),
  };
}
