import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_PROVIDER_NAMES, type SocialProviderId } from '@store/shared/schemas/social-auth';
import { SocialLinkErrorCode } from '@store/shared/schemas/social-links';
import { accountErrorMessage } from '../../../lib/account-error';
import { ApiRequestError } from '../../../lib/api-error';
import { useMessageText } from '../../../lib/message-text';

/** The refusal's code when the server named one the page knows, else null. */
export function socialLinkErrorCode(error: unknown): SocialLinkErrorCode | null {
  if (!(error instanceof ApiRequestError)) return null;
  const parsed = SocialLinkErrorCode.safeParse(error.code);
  return parsed.success ? parsed.data : null;
}

/**
 * Says why linking or unlinking `provider` failed, in the visitor's language: by the server's
 * code (or the code the provider's return carried), else the generic wording.
 */
export function useLinkErrorText(): (failure: unknown, provider: SocialProviderId) => string {
  const { t } = useTranslation();
  const messageText = useMessageText();
  return useCallback(
    (failure, provider) => {
      const code = SocialLinkErrorCode.safeParse(failure).data ?? socialLinkErrorCode(failure);
      if (!code) return messageText(accountErrorMessage(failure, 'linkedAccounts'));
      return t(`linkedAccounts.errors.${code}`, { provider: SOCIAL_PROVIDER_NAMES[provider] });
    },
    [t, messageText],
  );
}
