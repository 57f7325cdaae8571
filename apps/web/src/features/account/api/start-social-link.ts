import { useMutation } from '@tanstack/react-query';
import type { SocialProviderId } from '@store/shared/schemas/social-auth';
import { SocialLinkStartReply } from '@store/shared/schemas/social-links';
import { apiSend } from '../../../lib/api-client';
import { providerNavigation } from '../utils/provider-navigation';

/**
 * Asks the server to start linking `provider` (it keeps the flow in a cookie) and returns the
 * provider's page; the browser comes back to the security page, saying how it went.
 */
export async function startSocialLink(provider: SocialProviderId): Promise<string> {
  const reply = await apiSend(
    'POST',
    `/users/social-accounts/${provider}/link`,
    undefined,
    SocialLinkStartReply,
  );
  return reply.url;
}

/** Starts a link and leaves for the provider: its pages cannot run inside the app. */
export function useStartSocialLink() {
  return useMutation({
    mutationFn: startSocialLink,
    onSuccess: (url) => {
      providerNavigation.open(url);
    },
  });
}
