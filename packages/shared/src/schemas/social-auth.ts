import { z } from 'zod';

/** The social sign-ins the store knows, each offered only when the server configures it. */
export const SOCIAL_PROVIDER_NAMES = { google: 'Google', discord: 'Discord' } as const;

export const SocialProviderId = z.enum(['google', 'discord']);
export type SocialProviderId = z.infer<typeof SocialProviderId>;

/** A configured social sign-in, as `GET /api/v1/auth/providers` lists it. */
export const SocialProvider = z.object({ id: SocialProviderId, name: z.string() });
export type SocialProvider = z.infer<typeof SocialProvider>;

/** `/login?error=social`: where a failed social sign-in lands ('Error during social login'). */
export const SOCIAL_LOGIN_ERROR_PATH = '/login?error=social';

/**
 * `/login?error=locked`: where a social sign-in into a locked account lands, to be told the
 * account is locked (AUTH_MESSAGES.accountLocked) rather than that something went wrong.
 */
export const SOCIAL_LOGIN_LOCKED_PATH = '/login?error=locked';
