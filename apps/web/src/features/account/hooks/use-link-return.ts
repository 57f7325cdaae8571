import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { SocialProviderId } from '@store/shared/schemas/social-auth';
import { SOCIAL_LINK_PARAMS, SocialLinkErrorCode } from '@store/shared/schemas/social-links';

/** How the trip to a provider ended: linked, or refused with a code. */
export interface LinkReturn {
  provider: SocialProviderId;
  error: SocialLinkErrorCode | null;
}

function readLinkReturn(params: URLSearchParams): LinkReturn | null {
  const linked = SocialProviderId.safeParse(params.get(SOCIAL_LINK_PARAMS.linked));
  if (linked.success) return { provider: linked.data, error: null };
  const provider = SocialProviderId.safeParse(params.get(SOCIAL_LINK_PARAMS.provider));
  const error = SocialLinkErrorCode.safeParse(params.get(SOCIAL_LINK_PARAMS.error));
  return provider.success && error.success ? { provider: provider.data, error: error.data } : null;
}

/**
 * What the security page was told on coming back from a provider (`?linked=…` or
 * `?linkError=…&provider=…`), read once; the address then loses it, so that a reload or a
 * bookmark does not say it again.
 */
export function useLinkReturn(): LinkReturn | null {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [linkReturn] = useState(() => readLinkReturn(params));

  useEffect(() => {
    const names = Object.values(SOCIAL_LINK_PARAMS);
    if (!names.some((name) => params.has(name))) return;
    const rest = new URLSearchParams(params);
    for (const name of names) rest.delete(name);
    void navigate({ search: rest.toString(), hash }, { replace: true });
  }, [params, hash, navigate]);

  return linkReturn;
}
