import { REFERRAL_MESSAGES } from '@store/shared/schemas/referrals';
import { STAFF_MESSAGES } from '@store/shared/schemas/staff';
import { useCallback } from 'react';
import { ApiRequestError } from '../../../lib/api-error';
import { useMessageText } from '../../../lib/message-text';
import { keysByText, refusalMessage } from '../../../lib/refusal-message';
import { useAdminT } from './use-admin-t';

const STAFF_KEYS = keysByText<keyof typeof STAFF_MESSAGES>(STAFF_MESSAGES);
const PAYOUT_KEYS = keysByText<'payoutNotFound' | 'payoutSettled'>({
  payoutNotFound: REFERRAL_MESSAGES.payoutNotFound,
  payoutSettled: REFERRAL_MESSAGES.payoutSettled,
});

/**
 * Turns a failed staff call into the text to show, in the member's language: the server's
 * message when it refused (STAFF_MESSAGES and the store's shared words translated, others as
 * they came), the wait after too many attempts, or a plain "no connection" or "went wrong".
 */
export function useStaffErrorText(): (error: unknown) => string {
  const { t } = useAdminT();
  const messageText = useMessageText();
  return useCallback(
    (error) => {
      if (error instanceof ApiRequestError && error.status === 0) return t('errors.network');
      if (error instanceof ApiRequestError && error.status === 429) {
        const seconds = error.retryAfterSeconds;
        return seconds && seconds >= 60
          ? t('errors.throttled', { minutes: Math.ceil(seconds / 60) })
          : t('errors.throttledShort');
      }
      const message = refusalMessage(error);
      if (message === undefined) return t('errors.generic');
      const staffKey = STAFF_KEYS.get(message);
      if (staffKey) return t(`messages.${staffKey}`);
      const payoutKey = PAYOUT_KEYS.get(message);
      if (payoutKey) return t(`payoutMessages.${payoutKey}`);
      return messageText(message);
    },
    [t, messageText],
  );
}
