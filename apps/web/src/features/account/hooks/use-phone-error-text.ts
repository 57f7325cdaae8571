import { PHONE_MESSAGES } from '@store/shared/schemas/phone';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { accountErrorMessage } from '../../../lib/account-error';
import { ApiRequestError } from '../../../lib/api-error';
import { useMessageText } from '../../../lib/message-text';
import { keysByText, refusalMessage } from '../../../lib/refusal-message';

const PHONE_KEYS = keysByText<keyof typeof PHONE_MESSAGES>(PHONE_MESSAGES);

/**
 * What to show when a number or its code is refused: the server's phone messages in the
 * visitor's language, a gateway outage as such, anything else as the settings' errors.
 */
export function usePhoneErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const messageText = useMessageText();
  return useCallback(
    (error: unknown) => {
      // A 503 carries no refusal, but its own words are the useful ones here.
      if (error instanceof ApiRequestError && error.code === 'SMS_UNAVAILABLE') {
        return t('accountPhone.messages.sendFailed');
      }
      const key = PHONE_KEYS.get(refusalMessage(error) ?? '');
      if (key) return t(`accountPhone.messages.${key}`);
      return messageText(accountErrorMessage(error, 'settings'));
    },
    [t, messageText],
  );
}
