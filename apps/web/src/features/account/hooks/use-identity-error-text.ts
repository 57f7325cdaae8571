import { IDENTITY_MESSAGES, isKnownIdentityError } from '@store/shared/schemas/identity';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { keysByText, refusalMessage } from '../../../lib/refusal-message';

const MESSAGE_KEYS = keysByText<keyof typeof IDENTITY_MESSAGES>(IDENTITY_MESSAGES);

/** A refused identity request in the customer's language (the server speaks English). */
export function useIdentityRefusalText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const message = refusalMessage(error);
      const key = message === undefined ? undefined : MESSAGE_KEYS.get(message);
      if (key) return t(`identityCheck.messages.${key}`);
      return message ?? t('identityCheck.messages.unexpected');
    },
    [t],
  );
}

/** Why a check stopped (`verificationError`), explained; an unknown reason is named as given. */
export function useIdentityReasonText(): (code: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (code: string) =>
      isKnownIdentityError(code)
        ? t(`identityCheck.errors.${code}`)
        : t('identityCheck.errors.other', { code }),
    [t],
  );
}
